/** What the domain actions of role assignments answer: the contract between `src/server/domain/shell/roleInstances.ts` and the typed calls. */
export interface RoleInstancesResults {
  myRoles: {
    roleId: string;
    venueId: string | null;
    validFromDate: string | null;
    validToDate: string | null;
    isDeactivated: boolean;
  }[];
  myActiveRoles: {
    roleId: string;
  }[];
  lookup: {
    userId: string;
    name: string;
    venueId: string | null;
    validFromDate: string | null;
    validToDate: string | null;
  }[];
}
