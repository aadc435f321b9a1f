// Generated from schema/bookings/bookingEvents.ts by `npm run generate`. Do not edit.
/** Event: a stored record as the API returns it. */
export interface BookingEventRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  eventName: string;
  eventStart: string;
  eventEnd: string;
  description?: string | null;
  imageLink?: string | null;
  venueSetupId?: string | null;
  venueSectionId?: string | null;
  type?: number | null;
  deleted: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type BookingEventInput = Omit<BookingEventRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
