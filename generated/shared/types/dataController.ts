// Generated from schema/crm/dataController.ts by `npm run generate`. Do not edit.
/** Data controller: a stored record as the API returns it. */
export interface DataControllerRecord {
  id: string;
  version: number;
  companyName: string;
  registrationNumber: string;
  street: string;
  postalCode: string;
  city: string;
  country: "dk" | "no" | "fi" | "uk";
  email: string;
  phone?: string | null;
  dpoName?: string | null;
  dpoEmail?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type DataControllerInput = Omit<DataControllerRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
