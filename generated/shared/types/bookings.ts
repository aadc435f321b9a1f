// Generated from schema/bookings/bookings.ts by `npm run generate`. Do not edit.
/** Booking: a stored record as the API returns it. */
export interface BookingRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  venueSetupId?: string | null;
  venueSectionId?: string | null;
  venueTableId?: string | null;
  bookingState?: 1 | 2 | 3 | 4 | 5 | 7 | 8 | null;
  arrivalState?: 0 | 5 | 10 | 12 | 15 | 80 | 90 | null;
  type?: number | null;
  guestCount?: number | null;
  arrival?: string | null;
  departure?: string | null;
  customerMessage?: string | null;
  bookingMessages?: Array<{ message?: string | null; author?: string | null; created?: string | null; }> | null;
  orderLines?: Array<{ name: string; quantity: number; unitPrice: number; description?: string | null; category?: string | null; }> | null;
  tags?: string[] | null;
  caseworker?: string | null;
  host?: string | null;
  notifyCaseworker?: boolean | null;
  paymentReceived?: boolean | null;
  notes?: Array<{ message?: string | null; created?: string | null; createdBy?: string | null; }> | null;
  eventId?: string | null;
  minimumSpend?: number | null;
  bookingCustomerId: string;
  deleted: string;
  arrivals: Array<{ id?: string | null; numberOfGuests?: number | null; note?: string | null; created?: string | null; createdBy?: string | null; }>;
  changeLog: Array<{ userId?: string | null; user?: string | null; created?: string | null; changeFlags?: number | null; changes?: Array<{ changeType?: number | null; oldValue?: string | null; newValue?: string | null; }> | null; message?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingInput = Omit<BookingRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'bookingCustomerId' | 'deleted' | 'arrivals' | 'changeLog'> & { id?: string; version?: number; };
