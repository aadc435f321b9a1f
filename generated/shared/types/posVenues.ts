// Generated from schema/pos/posVenues.ts by `npm run generate`. Do not edit.
/** POS venue: a stored record as the API returns it. */
export interface PosVenueRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
  storages: Array<{ storageId?: string | null; storageName: string; }>;
  locations: Array<{ locationId?: string | null; name: string; storageId?: string | null; }>;
  settings: { defaultPriceGroupId?: string | null; receivingStorageId?: string | null; businessDayStartsAt?: string | null; tipsEnabled?: boolean | null; serviceChargePercentage?: number | null; receiptHeader?: string | null; receiptFooter?: string | null; zReportEmail?: string | null; };
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PosVenueInput = Omit<PosVenueRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'name' | 'country' | 'storages' | 'locations' | 'settings'> & { id?: string; version?: number; };
