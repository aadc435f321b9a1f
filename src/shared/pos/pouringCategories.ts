/** What the domain actions of pouring categories answer: the contract between `src/server/domain/pos/pouringCategories.ts` and the typed calls. */
export interface PouringCategoriesResults {
  list: {
    id: string;
    name: string;
    pourSize: number;
    wastePercentage: number | null;
  }[];
}
