/** What the domain actions of price groups answer: the contract between `src/server/domain/pos/priceGroups.ts` and the typed calls. */
export interface PriceGroupsResults {
  list: {
    id: string;
    name: string;
    isDefault: boolean;
  }[];
  getOne: {
    id: string;
    name: string;
    isDefault: boolean;
  };
}
