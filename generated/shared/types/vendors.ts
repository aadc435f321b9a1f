// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
/** Vendor: a stored record as the API returns it. */
export interface VendorRecord {
  id: string;
  version: number;
  name: string;
  vendorNumber?: string | null;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  leadTimeDays?: number | null;
  minimumOrder?: number | null;
  country: "dk" | "no" | "fi" | "uk";
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VendorInput = Omit<VendorRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
