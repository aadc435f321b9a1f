// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
/** Package: a stored record as the API returns it. */
export interface PackageRecord {
  id: string;
  version: number;
  name: string;
  description?: string | null;
  price: number;
  items?: { salesProductId: string; quantity: number; }[] | null;
  validFrom?: string | null;
  validTo?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PackageInput = Omit<PackageRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
