import type { DuplicateReason } from '@/shared/guests/guestDuplicates';

/** What two profiles share, as found by detection. */
export interface PairEvidence {
  email: boolean;
  phone: boolean;
  /** pg_trgm similarity of the two names (0 to 1); null when one has no name. */
  name: number | null;
  /** true: the same birth date; false: two different ones; null: one has none. */
  birthDate: boolean | null;
}

/** Pairs below this score are not proposed. */
export const MIN_SCORE = 50;
/** A pair found only by its birth date needs names at least this similar. */
export const NAME_ONLY_MIN = 0.6;

/**
 * The score of a pair, 0 to 100: each piece of evidence is a chance that the two are one person (the same email 0.9,
 * the same phone 0.85, the names up to 0.7 as they grow from 0.3 to 1 similar, the same birth date 0.3), combined as
 * independent chances. Clearly different names (under 0.3) or two different birth dates weigh it down: a shared family
 * email or a reception's phone is not one guest.
 */
export function duplicateScore(e: PairEvidence): number {
  const chances = [e.email ? 0.9 : 0, e.phone ? 0.85 : 0, e.name === null ? 0 : Math.max(0, (e.name - 0.3) / 0.7) * 0.7, e.birthDate ? 0.3 : 0];
  let score = 1 - chances.reduce((left, c) => left * (1 - c), 1);
  if (e.name !== null && e.name < 0.3) score *= 0.6;
  if (e.birthDate === false) score *= 0.5;
  return Math.round(score * 100);
}

/** The reasons shown with a pair, strongest first. */
export function duplicateReasons(e: PairEvidence): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (e.email) reasons.push({ kind: 'email' });
  if (e.phone) reasons.push({ kind: 'phone' });
  if (e.name !== null) reasons.push({ kind: 'name', similarity: Math.round(e.name * 100) / 100 });
  if (e.birthDate) reasons.push({ kind: 'birthDate' });
  return reasons;
}

/** The reasons in English words, as the API answers them beside the structured ones (the screen words them itself). */
export function reasonsInWords(reasons: DuplicateReason[]): string {
  return reasons
    .map((r) => (r.kind === 'email' ? 'same email' : r.kind === 'phone' ? 'same phone' : r.kind === 'birthDate' ? 'same birth date' : `name ${r.similarity.toFixed(2)} similar`))
    .join(', ');
}
