// Generated from schema/pos/priceShiftWindows.ts by `npm run generate`. Do not edit.
/** Price shift window: a stored record as the API returns it. */
export interface PriceShiftWindowRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  priceGroupId: string;
  weekdays?: Array<1 | 2 | 3 | 4 | 5 | 6 | 7> | null;
  fromTime: string;
  toTime: string;
  validFrom?: string | null;
  validTo?: string | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PriceShiftWindowInput = Omit<PriceShiftWindowRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
