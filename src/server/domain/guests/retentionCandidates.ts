import { sql, type Kysely } from 'kysely';
import dayjs from '@/shared/dayjs';
import type { RetentionCandidate } from '@/shared/guests/guestRetention';
import type { CountryCode } from '@/shared/types';
import type { Database } from '../../db/types';

/** The moment before which a guest's last activity makes them due: `months` calendar months before `now`. */
export const retentionCutoff = (now: Date, months: number): Date => dayjs(now).subtract(months, 'month').toDate();

/**
 * The guests of a country with no activity since the cutoff, not yet anonymised. Activity (docs/decisions.md,
 * "Guest activity for retention") is any of: the profile created or changed, a visit, a consent given, a change-log
 * entry, a message in a linked conversation, a guest-list entry for or changed since then, or a booking under the
 * guest's email arriving or changed since then. The preview and the nightly job both read this one condition.
 */
function inactive(country: CountryCode, cutoff: Date) {
  return sql`g.country = ${country} AND g.anonymized_at IS NULL
    AND g.created_at < ${cutoff} AND g.updated_at < ${cutoff} AND coalesce(g.last_visit_at < ${cutoff}, true)
    AND NOT EXISTS (SELECT 1 FROM guest_consents c WHERE c.guest_id = g.id AND c.created_at >= ${cutoff})
    AND NOT EXISTS (SELECT 1 FROM guest_logs l WHERE l.guest_id = g.id AND l.created_at >= ${cutoff})
    AND NOT EXISTS (SELECT 1 FROM messenger_conversations m WHERE m.guest_id = g.id AND m.updated_at >= ${cutoff})
    AND NOT EXISTS (SELECT 1 FROM email_conversations e WHERE e.guest_id = g.id AND e.updated_at >= ${cutoff})
    AND NOT EXISTS (SELECT 1 FROM guest_list_items i WHERE i.guest_profile_id = g.id AND (i.date >= ${cutoff}::date OR i.updated_at >= ${cutoff}))
    AND (g.email_key IS NULL OR NOT EXISTS (
      SELECT 1 FROM booking_customers bc JOIN bookings b ON b.booking_customer_id = bc.id
      WHERE lower(bc.email) = g.email_key AND (b.arrival >= ${cutoff} OR b.updated_at >= ${cutoff})))`;
}

export async function countInactive(db: Kysely<Database>, country: CountryCode, cutoff: Date): Promise<number> {
  const r = await sql<{ n: string }>`SELECT count(*) AS n FROM guest_profiles g WHERE ${inactive(country, cutoff)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The ids of the inactive guests after `afterId`, in id order: the job's batches. */
export async function inactiveIds(db: Kysely<Database>, country: CountryCode, cutoff: Date, afterId: string, limit: number): Promise<string[]> {
  const r = await sql<{ id: string }>`SELECT g.id FROM guest_profiles g WHERE ${inactive(country, cutoff)} AND g.id > ${afterId} ORDER BY g.id LIMIT ${limit}`.execute(db);
  return r.rows.map((row) => row.id);
}

/** A page of the inactive guests, longest inactive first, with the moment of their last activity. */
export async function inactivePage(db: Kysely<Database>, country: CountryCode, cutoff: Date, top: number, skip: number): Promise<RetentionCandidate[]> {
  const r = await sql<{ id: string; firstName: string | null; lastName: string | null; venueId: string | null; lastActivityAt: Date }>`
    SELECT g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.venue_id AS "venueId",
      greatest(g.created_at, g.updated_at, g.last_visit_at,
        (SELECT max(c.created_at) FROM guest_consents c WHERE c.guest_id = g.id),
        (SELECT max(l.created_at) FROM guest_logs l WHERE l.guest_id = g.id),
        (SELECT max(m.updated_at) FROM messenger_conversations m WHERE m.guest_id = g.id),
        (SELECT max(e.updated_at) FROM email_conversations e WHERE e.guest_id = g.id),
        (SELECT max(greatest(i.updated_at, i.date::timestamptz)) FROM guest_list_items i WHERE i.guest_profile_id = g.id),
        (SELECT max(greatest(b.arrival, b.updated_at)) FROM booking_customers bc JOIN bookings b ON b.booking_customer_id = bc.id WHERE lower(bc.email) = g.email_key)) AS "lastActivityAt"
    FROM guest_profiles g WHERE ${inactive(country, cutoff)}
    ORDER BY "lastActivityAt", g.id LIMIT ${top} OFFSET ${skip}`.execute(db);
  return r.rows.map((row) => ({ ...row, lastActivityAt: new Date(row.lastActivityAt).toISOString() }));
}
