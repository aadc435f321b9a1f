import { performance } from 'node:perf_hooks';
import dayjs from '@/shared/dayjs';
import { COUNTRY_TIME_ZONE, RETENTION_MONTHS, RETENTION_NIGHT } from '@/shared/guests/guestRetention';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import { recordGuestsAccess } from './accessLog';
import { anonymizeGuests } from './anonymize';
import { inactiveIds, retentionCutoff } from './retentionCandidates';

/** Guests anonymised per statement set: bounded arrays, whatever a country holds. */
const BATCH = 1000;
const REASON = { source: 'Retention', message: 'Personal data anonymised by the retention schedule' };

/** Whether the country's schedule is due: inside its night window, and no run yet since that local midnight. */
async function dueTonight(db: Db, country: CountryCode, now: Date): Promise<boolean> {
  const local = dayjs(now).tz(COUNTRY_TIME_ZONE[country]);
  if (local.hour() < RETENTION_NIGHT.fromHour || local.hour() >= RETENTION_NIGHT.toHour) return false;
  const ran = await db
    .selectFrom('guestRetentionRuns')
    .select('id')
    .where('country', '=', country)
    .where('startedAt', '>=', local.startOf('day').toDate())
    .executeTakeFirst();
  return !ran;
}

/** Anonymises the country's inactive guests in batches and records the run. */
export async function runRetention(db: Db, country: CountryCode, months: number, now: Date): Promise<number> {
  const started = performance.now();
  const cutoff = retentionCutoff(now, months);
  const ctx = { db, now, user: { userId: null } };
  let anonymized = 0;
  let after = '';
  for (;;) {
    const ids = await inactiveIds(db, country, cutoff, after, BATCH);
    if (!ids.length) break;
    await anonymizeGuests(ctx, ids, REASON);
    await recordGuestsAccess(db, ids, { actorUserId: null, action: 'anonymise', at: now, job: 'retention' });
    anonymized += ids.length;
    after = ids[ids.length - 1];
  }
  await db
    .insertInto('guestRetentionRuns')
    .values({ country, startedAt: now, months, cutoff, anonymized, durationMs: Math.round(performance.now() - started), createdAt: now, updatedAt: now })
    .execute();
  return anonymized;
}

/**
 * The nightly job: every country whose schedule is on and due tonight. It runs inside the job runner's transaction
 * under its advisory lock (src/server/jobs.ts), so one instance runs it and a failed run leaves no guest
 * half-anonymised and no report: the next tick of the night tries again.
 */
export async function applyRetentionSchedules(db: Db, now: Date): Promise<number> {
  const schedules = await db.selectFrom('guestRetention').select(['country', 'months']).where('enabled', '=', true).orderBy('country').execute();
  let total = 0;
  for (const { country, months } of schedules) {
    if (await dueTonight(db, country as CountryCode, now)) total += await runRetention(db, country as CountryCode, months ?? RETENTION_MONTHS.default, now);
  }
  return total;
}
