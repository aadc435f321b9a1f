import type { Records, StoredRecord } from '../records';

/** What the domain actions of meetings answer: the contract between `src/server/domain/life/meetings.ts` and the typed calls. */
export interface MeetingsResults {
  listForVenue: Records['meetings'][];
  create: StoredRecord;
  update: StoredRecord;
  copy: StoredRecord;
}
