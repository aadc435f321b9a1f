// Generated from schema/pos/posDevices.ts by `npm run generate`. Do not edit.
/** Terminal: a stored record as the API returns it. */
export interface PosDeviceRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  locationId: string;
  mustRequestTip?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PosDeviceInput = Omit<PosDeviceRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
