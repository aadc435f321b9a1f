/** What the domain actions of stock container types answer: the contract between `src/server/domain/pos/stockContainerTypes.ts` and the typed calls. */
export interface StockContainerTypesResults {
  list: {
    id: string;
    name: string;
    tareWeight: number | null;
  }[];
}
