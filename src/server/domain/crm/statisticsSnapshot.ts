import { sql } from 'kysely';
import dayjs from '@/shared/dayjs';
import type { CountryNumbers } from '@/shared/crm/crmStatistics';
import type { RequestContext } from '../../api/context';
import type { Db } from '../../db/connect';

export const COUNTRIES = ['dk', 'no', 'fi', 'uk'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface Snapshot {
  computedAt: string;
  countries: Record<Country, CountryNumbers>;
}

/** How old the newest snapshot may be before GetLatest takes a new one. */
export const SNAPSHOT_MAX_AGE_MINUTES = 15;

function emptyNumbers(months: string[]): CountryNumbers {
  return {
    guests: 0,
    newGuests30Days: 0,
    anonymized: 0,
    referred: 0,
    consents: {},
    newGuestsByMonth: months.map((month) => ({ month, guests: 0 })),
    openMessengerConversations: 0,
    openEmailConversations: 0,
    unassignedConversations: 0,
    unreadMessages: 0,
  };
}

/** Counts everything once (a scan of the guests); GetLatest keeps the result for 15 minutes. */
export async function computeSnapshot(db: Db, now: Date): Promise<Snapshot> {
  const since30 = dayjs(now).subtract(30, 'day').toDate();
  const firstMonth = dayjs(now).startOf('month').subtract(5, 'month');
  const months = Array.from({ length: 6 }, (_, i) => firstMonth.add(i, 'month').format('YYYY-MM'));
  const countries = Object.fromEntries(COUNTRIES.map((c) => [c, emptyNumbers(months)])) as Record<Country, CountryNumbers>;
  const guests = await sql<{ country: Country; guests: number; anonymized: number; recent: number; referred: number }>`
    SELECT country,
      count(*) FILTER (WHERE anonymized_at IS NULL) AS guests,
      count(*) FILTER (WHERE anonymized_at IS NOT NULL) AS anonymized,
      count(*) FILTER (WHERE anonymized_at IS NULL AND created_at >= ${since30}) AS recent,
      count(*) FILTER (WHERE anonymized_at IS NULL AND (referred_by_guest_id IS NOT NULL OR referred_by_user_id IS NOT NULL)) AS referred
    FROM guest_profiles GROUP BY country`.execute(db);
  for (const r of guests.rows) {
    const n = countries[r.country];
    if (!n) continue;
    Object.assign(n, { guests: Number(r.guests), anonymized: Number(r.anonymized), newGuests30Days: Number(r.recent), referred: Number(r.referred) });
  }
  const byMonth = await sql<{ country: Country; month: string; guests: number }>`
    SELECT country, to_char(created_at, 'YYYY-MM') AS month, count(*) AS guests
    FROM guest_profiles WHERE created_at >= ${firstMonth.toDate()} AND anonymized_at IS NULL GROUP BY 1, 2`.execute(db);
  for (const r of byMonth.rows) {
    const entry = countries[r.country]?.newGuestsByMonth.find((m) => m.month === r.month);
    if (entry) entry.guests = Number(r.guests);
  }
  const consents = await sql<{ country: Country; consent: string; guests: number }>`
    SELECT country, consent, count(DISTINCT guest_id) AS guests FROM guest_consents GROUP BY 1, 2`.execute(db);
  for (const r of consents.rows) if (countries[r.country]) countries[r.country].consents[r.consent] = Number(r.guests);
  for (const [table, key] of [
    ['messenger_conversations', 'openMessengerConversations'],
    ['email_conversations', 'openEmailConversations'],
  ] as const) {
    const rows = await sql<{ country: Country; open: number; unassigned: number; unread: number }>`
      SELECT v.country, count(*) AS open, count(*) FILTER (WHERE c.assignee IS NULL) AS unassigned, coalesce(sum(c.unread_count), 0) AS unread
      FROM ${sql.table(table)} c JOIN venues v ON v.id = c.venue_id WHERE c.is_open GROUP BY v.country`.execute(db);
    for (const r of rows.rows) {
      const n = countries[r.country];
      if (!n) continue;
      n[key] = Number(r.open);
      n.unassignedConversations += Number(r.unassigned);
      n.unreadMessages += Number(r.unread);
    }
  }
  return { computedAt: now.toISOString(), countries };
}

/** A forced refresh is ignored while the newest snapshot is younger than this: Refresh clicked twice counts once. */
export const REFRESH_MIN_AGE_SECONDS = 60;

/** The snapshot being taken, per database: requests that find the snapshot stale meanwhile wait for it (single flight). */
const inFlight = new WeakMap<object, Promise<Snapshot>>();

async function takeSnapshot(ctx: Pick<RequestContext, 'db' | 'now'>): Promise<Snapshot> {
  const snapshot = await computeSnapshot(ctx.db, ctx.now);
  await ctx.db.insertInto('crmStatistics').values({ computedAt: snapshot.computedAt, countries: JSON.stringify(snapshot.countries) }).execute();
  await ctx.db.deleteFrom('crmStatistics').where('computedAt', '<', dayjs(ctx.now).subtract(1, 'day').toDate()).execute();
  return snapshot;
}

/**
 * The newest snapshot, taking a new one when it is 15 minutes old or older, or when asked to and it is older than a
 * minute. One snapshot is taken at a time per process and database: concurrent requests share it instead of each
 * counting the guests again.
 */
export async function latestStatistics(ctx: Pick<RequestContext, 'db' | 'now'>, refresh = false): Promise<Snapshot> {
  const running = inFlight.get(ctx.db);
  if (running) return running;
  const newest = await ctx.db.selectFrom('crmStatistics').select(['computedAt', 'countries']).orderBy('computedAt', 'desc').limit(1).executeTakeFirst();
  const age = newest?.computedAt ? dayjs(ctx.now).diff(newest.computedAt, 'second') : Infinity;
  const keep = age < (refresh ? REFRESH_MIN_AGE_SECONDS : SNAPSHOT_MAX_AGE_MINUTES * 60);
  if (newest && keep) return { computedAt: newest.computedAt!.toISOString(), countries: newest.countries as unknown as Snapshot['countries'] };
  // Another request may have started one while this one read the newest.
  const started = inFlight.get(ctx.db);
  if (started) return started;
  const taking = takeSnapshot(ctx).finally(() => inFlight.delete(ctx.db));
  inFlight.set(ctx.db, taking);
  return taking;
}
