// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
/** Operation link: a stored record as the API returns it. */
export interface OperationLinkRecord {
  id: string;
  version: number;
  title: string;
  url: string;
  category: "operations" | "people" | "finance" | "suppliers" | "other";
  description?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  sortOrder?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type OperationLinkInput = Omit<OperationLinkRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
