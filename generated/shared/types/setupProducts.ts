// Generated from schema/setup/setupProducts.ts by `npm run generate`. Do not edit.
/** Product: a stored record as the API returns it. */
export interface SetupProductRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  venueSetupId: string;
  name: string;
  description?: string | null;
  category?: string | null;
  unitPrice: number;
  isActive?: boolean | null;
  sortOrder?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type SetupProductInput = Omit<SetupProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
