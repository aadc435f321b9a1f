// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
/** Booking product: a stored record as the API returns it. */
export interface BookingProductRecord {
  id: string;
  version: number;
  productName: string;
  description?: string | null;
  country: "dk" | "no" | "fi" | "uk";
  price?: number | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingProductInput = Omit<BookingProductRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
