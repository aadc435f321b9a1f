import dayjs from '@/shared/dayjs';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import type { RequestContext } from '../../api/context';
import { badRequest } from '../../api/errors';
import { COUNT_CAP } from '../../api/store';
import { likePrefix, normalizeText, phoneDigits } from './guestKeys';

export interface GuestQuery {
  country: CountryCode;
  query?: string | null;
  venueIds?: string[] | null;
  consents?: ConsentType[] | null;
  labels?: string[] | null;
  interests?: string[] | null;
  minAge?: number | null;
  maxAge?: number | null;
  createdFrom?: string | null;
  createdTo?: string | null;
}

/**
 * How many guests a query reaches (anonymised guests never count). Venues: guests at home there or with a consent
 * there. Consents: every one listed, at one of the venues when venues are given. Labels and interests: every one
 * listed. Ages from the birth date today. Counting stops at 10,000.
 */
export async function countGuests(ctx: RequestContext, q: GuestQuery): Promise<{ count: number; capped: boolean }> {
  if (q.minAge != null && q.maxAge != null && q.minAge > q.maxAge) throw badRequest('body.maxAge', 'must be at least the minimum age');
  if (q.createdFrom && q.createdTo && q.createdFrom > q.createdTo) throw badRequest('body.createdTo', 'must be on or after the first date');
  const venues = [...new Set(q.venueIds ?? [])];
  if (venues.length) {
    const known = await ctx.db.selectFrom('venues').select(['id', 'country']).where('id', 'in', venues).execute();
    const missing = venues.find((v) => !known.some((k) => k.id === v));
    if (missing) throw badRequest('body.venueIds', `no venue with the id ${missing}`);
    const elsewhere = known.find((k) => k.country !== q.country);
    if (elsewhere) throw badRequest('body.venueIds', `the venue ${elsewhere.id} is not in ${q.country}`);
  }
  const today = dayjs(ctx.now);
  const inner = ctx.db
    .selectFrom('guestProfiles as g')
    .select(sql`1`.as('one'))
    .where((eb) => {
      const parts: Expression<SqlBool>[] = [eb('g.country', '=', q.country), eb('g.anonymizedAt', 'is', null)];
      if (venues.length) {
        parts.push(
          eb.or([
            eb('g.venueId', 'in', venues),
            eb.exists(eb.selectFrom('guestConsents as c').select(sql`1`.as('one')).whereRef('c.guestId', '=', 'g.id').where('c.venueId', 'in', venues)),
          ]),
        );
      }
      for (const consent of new Set(q.consents ?? [])) {
        let sub = eb.selectFrom('guestConsents as c').select(sql`1`.as('one')).whereRef('c.guestId', '=', 'g.id').where('c.consent', '=', consent);
        if (venues.length) sub = sub.where('c.venueId', 'in', venues);
        parts.push(eb.exists(sub));
      }
      if (q.labels?.length) parts.push(sql<SqlBool>`g.labels @> ${JSON.stringify(q.labels)}::jsonb`);
      if (q.interests?.length) parts.push(sql<SqlBool>`g.interests @> ${JSON.stringify(q.interests)}::jsonb`);
      if (q.minAge != null) parts.push(eb('g.birthDate', '<=', today.subtract(q.minAge, 'year').format('YYYY-MM-DD')));
      if (q.maxAge != null) parts.push(eb('g.birthDate', '>', today.subtract(q.maxAge + 1, 'year').format('YYYY-MM-DD')));
      if (q.createdFrom) parts.push(eb('g.createdAt', '>=', dayjs(q.createdFrom).toDate()));
      if (q.createdTo) parts.push(eb('g.createdAt', '<', dayjs(q.createdTo).add(1, 'day').toDate()));
      const text = normalizeText(q.query);
      if (text) {
        const pattern = likePrefix(text);
        const digits = phoneDigits(q.query, q.country);
        const matches = [eb('g.nameKey', 'like', pattern), eb('g.firstNameKey', 'like', pattern), eb('g.emailKey', 'like', pattern)];
        if (/^\+?[\d\s()-]+$/.test(q.query!.trim()) && digits.length >= 2) matches.push(eb('g.phoneKey', 'like', likePrefix(digits)));
        parts.push(eb.or(matches));
      }
      return eb.and(parts);
    })
    .limit(COUNT_CAP + 1);
  const row = await ctx.db.selectFrom(inner.as('matching')).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count, capped: false };
}
