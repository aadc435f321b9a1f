/** What the domain actions of sales sub-groups answer: the contract between `src/server/domain/pos/salesProductSubGroups.ts` and the typed calls. */
export interface SalesProductSubGroupsResults {
  list: {
    id: string;
    salesProductSubGroupId: {
      id: string;
    };
    name: string;
    color: string | null;
    salesProductGroupId: string;
    salesProductGroupName: string;
  }[];
}
