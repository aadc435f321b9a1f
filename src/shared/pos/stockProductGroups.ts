/** What the domain actions of product groups answer: the contract between `src/server/domain/pos/stockProductGroups.ts` and the typed calls. */
export interface StockProductGroupsResults {
  list: {
    id: string;
    name: string;
    color: string | null;
    productCategoryId: string;
    productCategoryName: string;
  }[];
}
