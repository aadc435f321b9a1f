// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
/** Booking form submission: a stored record as the API returns it. */
export interface BookingFormSubmissionRecord {
  id: string;
  submittedAt: string;
  formId: string;
  formName?: string | null;
  venueId: string;
  guestName?: string | null;
  guestEmail?: string | null;
  guestPhone?: string | null;
  arrivalDate?: string | null;
  numGuests?: number | null;
  values?: Array<{ fieldId?: string | null; technicalType?: string | null; label?: string | null; value?: string | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingFormSubmissionInput = Omit<BookingFormSubmissionRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
