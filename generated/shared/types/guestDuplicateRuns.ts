// Generated from schema/guests/guestDuplicateRuns.ts by `npm run generate`. Do not edit.
/** Duplicate search: a stored record as the API returns it. */
export interface GuestDuplicateRunRecord {
  id: string;
  country: "dk" | "no" | "fi" | "uk";
  status: string;
  active?: boolean | null;
  trigger: string;
  startedAt?: string | null;
  finishedAt?: string | null;
  heartbeatAt?: string | null;
  phase?: string | null;
  done?: number | null;
  total?: number | null;
  pairs?: number | null;
  durationMs?: number | null;
  error?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestDuplicateRunInput = Omit<GuestDuplicateRunRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
