import type { StoredRecord } from '../records';

/** What the domain actions of booking form submissions answer: the contract between `src/server/domain/crm/bookingFormSubmissions.ts` and the typed calls. */
export interface BookingFormSubmissionsResults {
  listSubmissions: StoredRecord[];
  getSubmission: StoredRecord;
}
