import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import { emailMatchKey, nameMatchKey, phoneMatchKey } from './duplicateKeys';
import { duplicateReasons, duplicateScore, MIN_SCORE, NAME_ONLY_MIN, type PairEvidence } from './duplicateScore';

/** Profiles read per statement, name pairs compared per statement, candidates saved per statement. */
const READ_BATCH = 20_000;
const COMPARE_BATCH = 20_000;
const SAVE_BATCH = 5_000;
/**
 * A contact or birth date shared by more profiles than this is not one person's (a venue's own phone, a placeholder
 * email, 1 January 1970): its profiles are not paired by it, which keeps the pairs linear in the number of profiles.
 */
export const MAX_BLOCK = 50;

const EMAIL = 1;
const PHONE = 2;
const BIRTH = 4;

interface Profile {
  id: string;
  name: string | null;
  birthDate: string | null;
}

/** Reports how far a run is: the phase, and done of total (profiles read, pairs compared). */
export type Progress = (phase: 'reading' | 'comparing' | 'saving', done: number, total: number) => Promise<void>;

/**
 * Finds the country's candidate duplicates and replaces its list with them (dismissed pairs left out), answering how
 * many pairs it saved. Profiles are paired when they share a normalised email, a normalised phone (E.164) or a birth
 * date; every pair's names are compared with pg_trgm's similarity; the score (duplicateScore.ts) decides which pairs
 * are proposed. Reading and comparing commit nothing; the list is replaced in one transaction at the end.
 */
export async function detectDuplicates(db: Db, country: CountryCode, runId: string, progress: Progress): Promise<{ pairs: number; ms: number }> {
  const started = performance.now();
  const { count } = await db.selectFrom('guestProfiles').select((eb) => eb.fn.countAll<number>().as('count')).where('country', '=', country).where('anonymizedAt', 'is', null).executeTakeFirstOrThrow();
  const total = Number(count);
  const profiles: Profile[] = [];
  const blocks = new Map<string, number[]>();
  const block = (key: string, index: number) => {
    const members = blocks.get(key);
    if (!members) blocks.set(key, [index]);
    else if (members.length <= MAX_BLOCK) members.push(index);
  };
  let after = '';
  await progress('reading', 0, total);
  for (;;) {
    const rows = await db
      .selectFrom('guestProfiles')
      .select(['id', 'firstName', 'lastName', 'email', 'phone', 'birthDate'])
      .where('country', '=', country)
      .where('anonymizedAt', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(READ_BATCH)
      .execute();
    if (!rows.length) break;
    for (const r of rows) {
      const index = profiles.length;
      profiles.push({ id: r.id, name: nameMatchKey(r.firstName, r.lastName), birthDate: r.birthDate ?? null });
      const email = emailMatchKey(r.email);
      const phone = phoneMatchKey(r.phone, country);
      if (email) block(`e${email}`, index);
      if (phone) block(`p${phone}`, index);
      if (r.birthDate) block(`b${r.birthDate}`, index);
    }
    after = rows[rows.length - 1].id;
    await progress('reading', profiles.length, total);
  }

  // Pairs keyed by both indexes (i * n + j, i < j), with what they share as bits.
  const n = profiles.length;
  const pairs = new Map<number, number>();
  for (const [key, members] of blocks) {
    if (members.length < 2 || members.length > MAX_BLOCK) continue;
    const bit = key[0] === 'e' ? EMAIL : key[0] === 'p' ? PHONE : BIRTH;
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        const [i, j] = members[a] < members[b] ? [members[a], members[b]] : [members[b], members[a]];
        const pairKey = i * n + j;
        pairs.set(pairKey, (pairs.get(pairKey) ?? 0) | bit);
      }
    }
  }
  blocks.clear();

  const dismissed = new Set(
    (await db.selectFrom('guestDuplicateDismissals').select(['guestId', 'otherGuestId']).where('country', '=', country).execute()).map((d) => `${d.guestId}|${d.otherGuestId}`),
  );
  const keys = [...pairs.keys()];
  const found: { guestId: string; otherGuestId: string; score: number; reasons: string }[] = [];
  await progress('comparing', 0, keys.length);
  for (let start = 0; start < keys.length; start += COMPARE_BATCH) {
    const slice = keys.slice(start, start + COMPARE_BATCH);
    const left: (string | null)[] = [];
    const right: (string | null)[] = [];
    for (const key of slice) {
      left.push(profiles[Math.floor(key / n)].name);
      right.push(profiles[key % n].name);
    }
    const similar = await sql<{ s: number | null }>`
      SELECT CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE similarity(a, b) END AS s
      FROM unnest(${left}::text[], ${right}::text[]) WITH ORDINALITY AS t(a, b, k) ORDER BY k`.execute(db);
    slice.forEach((key, k) => {
      const bits = pairs.get(key)!;
      const p = profiles[Math.floor(key / n)];
      const q = profiles[key % n];
      const name = similar.rows[k].s === null ? null : Number(similar.rows[k].s);
      if (bits === BIRTH && (name ?? 0) < NAME_ONLY_MIN) return;
      const evidence: PairEvidence = { email: (bits & EMAIL) !== 0, phone: (bits & PHONE) !== 0, name, birthDate: p.birthDate && q.birthDate ? p.birthDate === q.birthDate : null };
      const score = duplicateScore(evidence);
      if (score < MIN_SCORE) return;
      const [guestId, otherGuestId] = p.id < q.id ? [p.id, q.id] : [q.id, p.id];
      if (dismissed.has(`${guestId}|${otherGuestId}`)) return;
      found.push({ guestId, otherGuestId, score, reasons: JSON.stringify(duplicateReasons(evidence)) });
    });
    await progress('comparing', Math.min(start + COMPARE_BATCH, keys.length), keys.length);
  }

  await progress('saving', 0, found.length);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('guestDuplicates').where('country', '=', country).execute();
    for (let start = 0; start < found.length; start += SAVE_BATCH) {
      const slice = found.slice(start, start + SAVE_BATCH);
      await sql`
        INSERT INTO guest_duplicates (country, guest_id, other_guest_id, score, reasons, run_id)
        SELECT ${country}, g, o, s, r::jsonb, ${runId}
        FROM unnest(${slice.map((f) => f.guestId)}::text[], ${slice.map((f) => f.otherGuestId)}::text[], ${slice.map((f) => f.score)}::int[], ${slice.map((f) => f.reasons)}::text[]) AS t(g, o, s, r)`.execute(trx);
    }
  });
  await progress('saving', found.length, found.length);
  return { pairs: found.length, ms: Math.round(performance.now() - started) };
}
