// Generated from schema/bookings/bookingCustomers.ts by `npm run generate`. Do not edit.
/** Customer: a stored record as the API returns it. */
export interface BookingCustomerRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  name?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  companyName?: string | null;
  vatNo?: string | null;
  deleted: string;
  type?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingCustomerInput = Omit<BookingCustomerRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
