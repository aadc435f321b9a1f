import type { StoredRecord } from '../records';
import type { CalendarEntry } from './activeSetup';

/** What the domain actions of setup calendar answer: the contract between `src/server/domain/setup/venueSetupCalendarEntries.ts` and the typed calls. */
export interface VenueSetupCalendarEntriesResults {
  list: CalendarEntry[];
  create: StoredRecord;
  patch: StoredRecord;
  swap: StoredRecord[];
}
