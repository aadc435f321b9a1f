import type { CountryCode } from '../types';

/** Why two profiles look like one guest: the same normalised email or phone, similar names, the same birth date. */
export type DuplicateReason = { kind: 'email' } | { kind: 'phone' } | { kind: 'name'; similarity: number } | { kind: 'birthDate' };

/** Where a detection run is: waiting for an instance, reading profiles, comparing, saving, or finished. */
export const DUPLICATE_RUN_PHASES = ['queued', 'reading', 'comparing', 'saving', 'done', 'failed'] as const;
export type DuplicateRunPhase = (typeof DUPLICATE_RUN_PHASES)[number];

export interface DuplicateRun {
  id: string;
  country: CountryCode;
  status: 'queued' | 'running' | 'done' | 'failed';
  trigger: 'nightly' | 'manual';
  phase: DuplicateRunPhase;
  /** Profiles read (reading), pairs compared (comparing): `done` of `total`. */
  done: number;
  total: number;
  pairs: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
}

/** The fields of a profile a person chooses between when merging two. */
export const MERGE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'birthDate', 'venueId', 'profileImageUrl', 'socialsFacebook', 'socialsInstagram'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** A guest of a candidate pair as the list shows it. */
export interface DuplicateGuest {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  createdAt: string;
}

export interface DuplicateCandidate {
  id: string;
  score: number;
  reasons: DuplicateReason[];
  guest: DuplicateGuest;
  other: DuplicateGuest;
}

/** One side of a pair opened side by side: the fields to choose from and what hangs on the profile. */
export interface MergeSide {
  id: string;
  version: number;
  createdAt: string;
  venueName: string | null;
  values: Record<MergeField, string | null>;
  counts: { consents: number; notes: number; log: number; guestListEntries: number; conversations: number };
  visitCount: number;
  points: number;
}

export interface GuestMergeSummary {
  id: string;
  keptGuestId: string;
  removedGuestId: string;
  keptName: string;
  fieldsFromRemoved: MergeField[];
  mergedAt: string;
  mergedBy: string | null;
  mergedByName: string | null;
  undoneAt: string | null;
  /** Until when it can be undone (a day after the merge). */
  undoUntil: string;
}

/** How long a merge can be undone. */
export const MERGE_UNDO_HOURS = 24;

/** What the domain actions of duplicate detection and merging answer. */
export interface GuestDuplicatesResults {
  listCandidates: { total: number; top: number; skip: number; items: DuplicateCandidate[]; run: DuplicateRun | null };
  latestRun: DuplicateRun | null;
  startRun: DuplicateRun;
  getPair: { guest: MergeSide; other: MergeSide; score: number | null; reasons: DuplicateReason[] };
  dismiss: { dismissed: true };
  mergePair: GuestMergeSummary;
  listMerges: GuestMergeSummary[];
  undoMerge: GuestMergeSummary;
}
