import type { Page, Records, StoredRecord } from '../records';

/** What the domain actions of meetings answer: the contract between `src/server/domain/venue/meetingInstances.ts` and the typed calls. */
export interface MeetingInstancesResults {
  listByVenue: Page<Records['meetingInstances']>;
  getOne: Records['meetingInstances'];
  create: StoredRecord;
  update: StoredRecord;
  start: StoredRecord;
  goToStep: StoredRecord;
  end: StoredRecord;
}
