/** An event of a venue's booking calendar, with its times and deletion as ISO text. */
export type BookingEventView = {
  eventStart: string | null;
  eventEnd: string | null;
  deleted: string | null;
  created: string | null;
  id: string;
  version: number;
  venueDetailsId: string;
  eventName: string;
  description?: string | null;
  imageLink?: string | null;
  venueSetupId?: string | null;
  venueSectionId?: string | null;
  type?: number | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** What the domain actions of events answer: the contract between `src/server/domain/bookings/bookingEvents.ts` and the typed calls. */
export interface BookingEventsResults {
  byVenue: BookingEventView[];
  list: BookingEventView[];
  create: BookingEventView;
  update: BookingEventView;
  remove: void;
}
