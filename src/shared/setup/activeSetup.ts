import type { CalendarEntryLike } from '../bookings/calendar';

/** Why a setup is the active one: a calendar entry names it, it is marked active, or it is the only one. */
export type ActiveReason = 'calendar' | 'activeFlag' | 'onlySetup';

/** An entry of a venue's setup calendar. */
export interface CalendarEntry extends CalendarEntryLike {
  version: number;
  venueDetailsId: string;
}
