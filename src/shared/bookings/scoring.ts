/**
 * The parts a table's score is made of (docs/bookings.md, "Table suggestion"): the server adds them up, the screens
 * say each of them in words ("+5 prefers full tables", "−10 uses 4 of 6 seats").
 */

import type { ViolationText } from './violationTexts';

export type ScoreReason = 'base' | 'preferredSeating' | 'fullTable' | 'bookedTonight' | 'capacityUsage' | 'combination' | 'softLimit' | 'warning';

export interface ScorePart {
  reason: ScoreReason;
  points: number;
  /** Whether the strategy's condition was met (its match modifier) or not (its unmatched modifier). */
  matched?: boolean;
  /** The party and the table's seats, for the parts about how well the party fills the table. */
  guests?: number;
  seats?: number;
  /** The level (0 venue, 10 setup, 20 section, 30 table) the strategy or limit is declared at. */
  level?: number;
  /** The broken limit, for soft limits and warnings: its text for the screens and the same in English. */
  text?: ViolationText;
  message?: string;
}

export const BASE_SCORE = 100;
export const SOFT_LIMIT_PENALTY = -50;
export const WARNING_PENALTY = -10;
export const COMBINATION_PENALTY = -5;
