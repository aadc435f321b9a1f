import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { clock } from '@/shared/clock';
import dayjs from '@/shared/dayjs';
import { MERGE_UNDO_HOURS, type DuplicateRun } from '@/shared/guests/guestDuplicates';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import { detectDuplicates } from './duplicateDetection';

const COUNTRIES: CountryCode[] = ['dk', 'fi', 'no', 'uk'];
/** The local hours in which the nightly search of a country is queued (before the retention job's window ends). */
export const DUPLICATE_NIGHT = { fromHour: 1, toHour: 5 } as const;
/** A running search that has not written its progress for this long lost its instance: it is marked failed. */
export const STALE_AFTER_MS = 10 * 60_000;
/** How often each instance looks for a queued search. */
const POLL_MS = 5_000;

type RunRow = { id: string; country: string; status: string; trigger: string; phase: string | null; done: number | null; total: number | null; pairs: number | null; createdAt: Date; startedAt: Date | null; finishedAt: Date | null; durationMs: number | null; error: string | null };

export function runView(r: RunRow): DuplicateRun {
  return {
    id: r.id,
    country: r.country as CountryCode,
    status: r.status as DuplicateRun['status'],
    trigger: r.trigger as DuplicateRun['trigger'],
    phase: (r.phase ?? 'queued') as DuplicateRun['phase'],
    done: r.done ?? 0,
    total: r.total ?? 0,
    pairs: r.pairs,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    durationMs: r.durationMs,
    error: r.error,
  };
}

const RUN_COLUMNS = ['id', 'country', 'status', 'trigger', 'phase', 'done', 'total', 'pairs', 'createdAt', 'startedAt', 'finishedAt', 'durationMs', 'error'] as const;

export async function latestDuplicateRun(db: Db, country: CountryCode): Promise<DuplicateRun | null> {
  const row = await db.selectFrom('guestDuplicateRuns').select(RUN_COLUMNS).where('country', '=', country).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? runView(row as RunRow) : null;
}

/**
 * Queues a search of the country, or answers the one already queued or running: the partial unique index on
 * (country) where active lets one exist at a time, whichever instance or person asks.
 */
export async function queueDuplicateRun(db: Db, country: CountryCode, trigger: 'nightly' | 'manual', userId: string | null, now: Date): Promise<{ run: DuplicateRun; queued: boolean }> {
  const inserted = await sql<{ id: string }>`
    INSERT INTO guest_duplicate_runs (country, status, active, trigger, phase, done, total, created_at, updated_at, created_by)
    VALUES (${country}, 'queued', true, ${trigger}, 'queued', 0, 0, ${now}, ${now}, ${userId})
    ON CONFLICT (country) WHERE active = true DO NOTHING RETURNING id`.execute(db);
  const row = await db.selectFrom('guestDuplicateRuns').select(RUN_COLUMNS).where('country', '=', country).where('active', '=', true).executeTakeFirstOrThrow();
  return { run: runView(row as RunRow), queued: inserted.rows.length > 0 };
}

/** Marks failed the searches whose instance stopped writing progress (it stopped or crashed), so that others can start. */
async function failStaleRuns(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('guestDuplicateRuns')
    .set({ status: 'failed', phase: 'failed', active: false, finishedAt: now, updatedAt: now, error: 'The server running the search stopped before it ended' })
    .where('status', '=', 'running')
    .where('heartbeatAt', '<', new Date(now.getTime() - STALE_AFTER_MS))
    .execute();
}

/** Claims the oldest queued search: `SKIP LOCKED` lets one instance take it while the others pass it by. */
async function claimRun(db: Db, now: Date): Promise<{ id: string; country: CountryCode } | null> {
  const claimed = await sql<{ id: string; country: CountryCode }>`
    UPDATE guest_duplicate_runs SET status = 'running', phase = 'reading', started_at = ${now}, heartbeat_at = ${now}, updated_at = ${now}
    WHERE id = (SELECT id FROM guest_duplicate_runs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, country`.execute(db);
  return claimed.rows[0] ?? null;
}

/**
 * Runs the queued searches one after the other until none is left, answering how many it ran. Each writes its phase
 * and progress as it goes (committed at once, for the screen to show) and replaces the country's candidates at the end.
 */
export async function runQueuedDuplicateSearches(db: Db, now: () => Date = () => clock.now()): Promise<number> {
  await failStaleRuns(db, now());
  let ran = 0;
  for (;;) {
    const run = await claimRun(db, now());
    if (!run) return ran;
    ran++;
    try {
      const { pairs, ms } = await detectDuplicates(db, run.country, run.id, async (phase, done, total) => {
        const at = now();
        await db.updateTable('guestDuplicateRuns').set({ phase, done, total, heartbeatAt: at, updatedAt: at }).where('id', '=', run.id).execute();
      });
      const at = now();
      await db.updateTable('guestDuplicateRuns').set({ status: 'done', phase: 'done', active: false, pairs, durationMs: ms, finishedAt: at, updatedAt: at }).where('id', '=', run.id).execute();
    } catch (error) {
      const at = now();
      await db
        .updateTable('guestDuplicateRuns')
        .set({ status: 'failed', phase: 'failed', active: false, finishedAt: at, updatedAt: at, error: String((error as Error).message ?? error).slice(0, 1000) })
        .where('id', '=', run.id)
        .execute();
    }
  }
}

/**
 * The nightly job (src/server/jobs.ts, under its advisory lock): queues the search of each country whose night it is
 * and that has no search since its local midnight, and clears what undoing needs from merges older than a day (the
 * removed profile's data then lives only in the kept one). Answers how many searches it queued.
 */
export async function queueNightlyDuplicateSearches(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const country of COUNTRIES) {
    const local = dayjs(now).tz(COUNTRY_TIME_ZONE[country]);
    if (local.hour() < DUPLICATE_NIGHT.fromHour || local.hour() >= DUPLICATE_NIGHT.toHour) continue;
    const since = await db.selectFrom('guestDuplicateRuns').select('id').where('country', '=', country).where('trigger', '=', 'nightly').where('createdAt', '>=', local.startOf('day').toDate()).executeTakeFirst();
    if (since) continue;
    if ((await queueDuplicateRun(db, country, 'nightly', null, now)).queued) queued++;
  }
  await db
    .updateTable('guestProfileMerges')
    .set({ undo: null, updatedAt: now })
    .where('undo', 'is not', null)
    .where('createdAt', '<', new Date(now.getTime() - MERGE_UNDO_HOURS * 3_600_000))
    .execute();
  return queued;
}

/** Every instance looks for queued searches every few seconds; the claim lets one of them run each. */
export function startDuplicateWorker(db: Db, log: FastifyBaseLogger): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runQueuedDuplicateSearches(db)
      .then((ran) => ran && log.info({ ran }, 'duplicate searches ran'))
      .catch((error: unknown) => log.error({ err: error }, 'duplicate search failed'))
      .finally(() => (busy = false));
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
