// Generated from schema/procurement/stockMovements.ts by `npm run generate`. Do not edit.
/** Stock movement: a stored record as the API returns it. */
export interface StockMovementRecord {
  id: string;
  venueId: string;
  stockProductId: string;
  storageId?: string | null;
  quantity: number;
  kind: "received" | "counted" | "transferOut" | "transferIn" | "waste" | "sale";
  sourceId?: string | null;
  wasteReasonId?: string | null;
  note?: string | null;
  occurredAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockMovementInput = Omit<StockMovementRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
