/** What the domain actions of tax groups answer: the contract between `src/server/domain/pos/taxGroups.ts` and the typed calls. */
export interface TaxGroupsResults {
  list: {
    id: string;
    name: string;
    code: string;
    taxRatePercentage: number;
  }[];
}
