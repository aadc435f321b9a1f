// Generated from schema/pos/salesWasteReasons.ts by `npm run generate`. Do not edit.
/** Sales waste reason: a stored record as the API returns it. */
export interface SalesWasteReasonRecord {
  id: string;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type SalesWasteReasonInput = Omit<SalesWasteReasonRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
