import type { CountryCode } from '../types';

/** The range a retention schedule's months may take: at least half a year, at most ten years. */
export const RETENTION_MONTHS = { min: 6, max: 120, default: 36 } as const;

/** The country's clock the nightly run keeps: it runs between these local hours, once a night. */
export const RETENTION_NIGHT = { fromHour: 2, toHour: 5 } as const;
export const COUNTRY_TIME_ZONE: Record<CountryCode, string> = { dk: 'Europe/Copenhagen', no: 'Europe/Oslo', fi: 'Europe/Helsinki', uk: 'Europe/London' };

/** A country's retention schedule as the screen edits it. */
export interface RetentionSchedule {
  country: CountryCode;
  enabled: boolean;
  months: number;
  /** 0 while nothing is saved yet. */
  version: number;
  updatedAt: string | null;
}

/** One run of the nightly job for a country. */
export interface RetentionRun {
  id: string;
  startedAt: string;
  months: number;
  cutoff: string;
  anonymized: number;
  durationMs: number;
}

/** A guest the schedule would anonymise, with the moment of their last activity. */
export interface RetentionCandidate {
  id: string;
  firstName: string | null;
  lastName: string | null;
  venueId: string | null;
  lastActivityAt: string;
}

/** What the domain actions of the retention schedule answer. */
export interface GuestRetentionResults {
  getSchedule: RetentionSchedule & { runs: RetentionRun[] };
  saveSchedule: RetentionSchedule;
  preview: { months: number; cutoff: string; total: number; top: number; skip: number; items: RetentionCandidate[] };
}
