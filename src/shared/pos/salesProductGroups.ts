/** What the domain actions of sales groups answer: the contract between `src/server/domain/pos/salesProductGroups.ts` and the typed calls. */
export interface SalesProductGroupsResults {
  list: {
    id: string;
    salesProductGroupId: {
      id: string;
    };
    name: string;
    color: string | null;
  }[];
}
