import type { Page, StoredRecord } from '../records';

/** What the domain actions of training sessions answer: the contract between `src/server/domain/reports/venueTrainingSessions.ts` and the typed calls. */
export interface VenueTrainingSessionsResults {
  list: Page<StoredRecord>;
}
