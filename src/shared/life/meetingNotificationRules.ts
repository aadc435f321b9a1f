import type { StoredRecord } from '../records';

/** What the domain actions of meeting rules answer: the contract between `src/server/domain/life/meetingNotificationRules.ts` and the typed calls. */
export interface MeetingNotificationRulesResults {
  create: StoredRecord;
  update: StoredRecord;
}
