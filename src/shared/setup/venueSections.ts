import type { ScoredTable } from '../bookings/placement';

/** What the domain actions of sections answer: the contract between `src/server/domain/setup/venueSections.ts` and the typed calls. */
export interface VenueSectionsResults {
  suggestTables: ScoredTable[];
  /** When the section is full: the best free tables of the other sections, and of this one at the nearest times. */
  alternatives: {
    sections: { sectionId: string; name: string; tables: ScoredTable[] }[];
    times: { arrival: string; departure: string | null; minutes: number; tables: ScoredTable[] }[];
  };
}
