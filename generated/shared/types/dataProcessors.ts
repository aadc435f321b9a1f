// Generated from schema/crm/dataProcessors.ts by `npm run generate`. Do not edit.
/** Data processor: a stored record as the API returns it. */
export interface DataProcessorRecord {
  id: string;
  version: number;
  name: string;
  purpose: string;
  location?: string | null;
  website?: string | null;
  contactEmail?: string | null;
  dataCategories?: string[] | null;
  agreementSignedOn?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type DataProcessorInput = Omit<DataProcessorRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
