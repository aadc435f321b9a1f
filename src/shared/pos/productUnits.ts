/** What the domain actions of product units answer: the contract between `src/server/domain/pos/productUnits.ts` and the typed calls. */
export interface ProductUnitsResults {
  list: {
    id: string;
    name: string;
    abbreviation: string | null;
  }[];
}
