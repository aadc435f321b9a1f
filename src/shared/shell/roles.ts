/** A role by code and name; what it grants only for who may see role contents. */
export interface RoleSummary {
  id: string;
  roleId: string;
  name: string;
  permissions?: string[];
}

/** What the domain actions of roles answer: the contract between `src/server/domain/shell/roles.ts` and the typed calls. */
export interface RolesResults {
  list: RoleSummary[];
}
