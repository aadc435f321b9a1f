// Generated from schema/pos/stockWasteReasons.ts by `npm run generate`. Do not edit.
/** Stock waste reason: a stored record as the API returns it. */
export interface StockWasteReasonRecord {
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
export type StockWasteReasonInput = Omit<StockWasteReasonRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
