import type { ScoredTable } from '../bookings/placement';

/** What the domain actions of sections answer: the contract between `src/server/domain/setup/venueSections.ts` and the typed calls. */
export interface VenueSectionsResults {
  suggestTables: ScoredTable[];
}
