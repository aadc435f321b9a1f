// Generated from schema/crm/bookingForms.ts by `npm run generate`. Do not edit.
/** Booking form: a stored record as the API returns it. */
export interface BookingFormRecord {
  id: string;
  version: number;
  formName: string;
  isActive?: boolean | null;
  fields?: Array<{ id?: string | null; technicalType: string; label?: string | null; required?: boolean | null; availableOptions?: string[] | null; productIds?: string[] | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingFormInput = Omit<BookingFormRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
