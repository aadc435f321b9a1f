// Generated from schema/procurement/stockTransfers.ts by `npm run generate`. Do not edit.
/** Stock transfer: a stored record as the API returns it. */
export interface StockTransferRecord {
  id: string;
  version: number;
  venueId: string;
  toVenueId: string;
  transferNumber: string;
  state: "Draft" | "Sent" | "Received" | "Cancelled";
  country: "dk" | "no" | "fi" | "uk";
  note?: string | null;
  lines?: { stockProductId: string; quantity: number; }[] | null;
  sentAt: string;
  receivedAt: string;
  cancelledAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockTransferInput = Omit<StockTransferRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'transferNumber' | 'state' | 'country' | 'sentAt' | 'receivedAt' | 'cancelledAt'> & { id?: string; version?: number; };
