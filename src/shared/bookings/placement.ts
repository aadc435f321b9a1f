import type { TableRecord } from '../setup/venueData';
import type { Violation } from './policies';
import type { ScorePart } from './scoring';

/** A table as the placement rules rate it for a booking. */
export interface ScoredTable {
  table: TableRecord & { isCombinationTable: boolean; isWalkInOnly: boolean; partNames: string[] };
  score: number | null;
  available: boolean;
  /** Why the table cannot be booked: switched off, taken at that time, a hard limit, or soft limits not accepted. */
  reason: 'inactive' | 'booked' | 'hardLimit' | 'softLimit' | null;
  scoreParts: ScorePart[];
  softWarnings: Violation[];
  hardLimits: Violation[];
  warnings: Violation[];
  bookedBy: { bookingId: string; guestName: string | null; arrival: string; departure: string | null }[];
}
