import { sql } from 'kysely';
import type { GuestRetentionGetInput, GuestRetentionPreviewInput, GuestRetentionUpdateInput } from '@generated/server/resources/guestRetention';
import { RETENTION_MONTHS, type RetentionSchedule } from '@/shared/guests/guestRetention';
import type { CountryCode } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { countInactive, inactivePage, retentionCutoff } from './retentionCandidates';

const RUNS_SHOWN = 30;
const PAGE = { default: 25, max: 100 };

async function schedule(ctx: Pick<RequestContext, 'db'>, country: CountryCode): Promise<RetentionSchedule> {
  const row = await ctx.db.selectFrom('guestRetention').select(['enabled', 'months', 'version', 'updatedAt']).where('country', '=', country).executeTakeFirst();
  if (!row) return { country, enabled: false, months: RETENTION_MONTHS.default, version: 0, updatedAt: null };
  return { country, enabled: Boolean(row.enabled), months: row.months ?? RETENTION_MONTHS.default, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export const getSchedule = defineAction(async (ctx, { params }: GuestRetentionGetInput) => {
  const country = params.country as CountryCode;
  const runs = await ctx.db
    .selectFrom('guestRetentionRuns')
    .select(['id', 'startedAt', 'months', 'cutoff', 'anonymized', 'durationMs'])
    .where('country', '=', country)
    .orderBy('startedAt', 'desc')
    .limit(RUNS_SHOWN)
    .execute();
  return {
    ...(await schedule(ctx, country)),
    runs: runs.map((r) => ({ id: r.id, startedAt: r.startedAt!.toISOString(), cutoff: r.cutoff!.toISOString(), months: r.months ?? 0, anonymized: r.anonymized ?? 0, durationMs: r.durationMs ?? 0 })),
  };
});

/** Saves the schedule; the first save (version 0) creates it, and two first saves at once leave one row and a 409. */
export const saveSchedule = defineAction(async (ctx, { params, body }: GuestRetentionUpdateInput) => {
  const country = params.country as CountryCode;
  const values = { enabled: body.enabled, months: body.months, updatedAt: ctx.now, updatedBy: ctx.user.userId };
  const saved =
    body.version === 0
      ? await ctx.db
          .insertInto('guestRetention')
          .values({ country, ...values, createdAt: ctx.now, createdBy: ctx.user.userId })
          .onConflict((oc) => oc.column('country').doNothing())
          .returning('id')
          .executeTakeFirst()
      : await ctx.db
          .updateTable('guestRetention')
          .set({ ...values, version: sql`version + 1` })
          .where('country', '=', country)
          .where('version', '=', body.version)
          .returning('id')
          .executeTakeFirst();
  if (!saved) throw conflict('The retention schedule was changed by someone else meanwhile: reload it and save again');
  return schedule(ctx, country);
});

function pageParam(value: number | null | undefined, field: string, fallback: number, max: number): number {
  if (value == null) return fallback;
  if (value < 0 || value > max) throw badRequest(field, `must be between 0 and ${max}`);
  return value;
}

export const preview = defineAction(async (ctx, { params, query }: GuestRetentionPreviewInput) => {
  const country = params.country as CountryCode;
  const months = query.months ?? (await schedule(ctx, country)).months;
  if (months < RETENTION_MONTHS.min || months > RETENTION_MONTHS.max) throw badRequest('query.months', `must be between ${RETENTION_MONTHS.min} and ${RETENTION_MONTHS.max}`);
  const top = pageParam(query.top, 'query.top', PAGE.default, PAGE.max);
  const skip = pageParam(query.skip, 'query.skip', 0, Number.MAX_SAFE_INTEGER);
  const cutoff = retentionCutoff(ctx.now, months);
  const total = await countInactive(ctx.db, country, cutoff);
  const items = await inactivePage(ctx.db, country, cutoff, top, skip);
  return { months, cutoff: cutoff.toISOString(), total, top, skip, items };
});
