// Generated from schema/bookings/bookingTags.ts by `npm run generate`. Do not edit.
/** Booking tag: a stored record as the API returns it. */
export interface BookingTagRecord {
  id: string;
  version: number;
  tag: string;
  translations?: { languageCode: string; translation: string; }[] | null;
  isFreeText?: boolean | null;
  sortOrder?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingTagInput = Omit<BookingTagRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
