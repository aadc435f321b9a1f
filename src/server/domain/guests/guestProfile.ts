import { sql } from 'kysely';
import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import type { RequestContext } from '../../api/context';
import { notFound } from '../../api/errors';


/** The collectable personal data and the profile field holding each. */
export const PERSONAL_FIELDS = {
  GuestFirstName: 'firstName',
  GuestLastName: 'lastName',
  GuestEmail: 'email',
  GuestPhone: 'phone',
  GuestBirthDate: 'birthDate',
  ProfileImageUrl: 'profileImageUrl',
  SocialsFacebook: 'socialsFacebook',
  SocialsInstagram: 'socialsInstagram',
} as const;
export type PersonalDataField = keyof typeof PERSONAL_FIELDS;

export async function guestRow(ctx: RequestContext, id: string) {
  return ctx.db.selectFrom('guestProfiles').selectAll().where('id', '=', id).executeTakeFirst();
}
export type GuestRow = NonNullable<Awaited<ReturnType<typeof guestRow>>>;

/** The guest, which must be in the country when one is given (another country's guest is not found there). */
export async function loadGuest(ctx: RequestContext, id: string, country?: string): Promise<GuestRow & { country: CountryCode }> {
  const row = await guestRow(ctx, id);
  if (!row || (country && row.country !== country)) throw notFound(`Guest profile ${id}${country ? ` in ${country}` : ''}`);
  return row as GuestRow & { country: CountryCode };
}

const iso = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));

export function profileFields(row: GuestRow) {
  return {
    id: row.id,
    version: row.version,
    country: row.country as CountryCode,
    venueId: row.venueId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    profileImageUrl: row.profileImageUrl,
    socialsFacebook: row.socialsFacebook,
    socialsInstagram: row.socialsInstagram,
    labels: row.labels ?? [],
    interests: row.interests ?? [],
    source: row.source,
    referralCode: row.referralCode,
    referredByGuestId: row.referredByGuestId,
    referredByUserId: row.referredByUserId,
    visitCount: row.visitCount ?? 0,
    lastVisitAt: iso(row.lastVisitAt),
    totalSpend: row.totalSpend ?? 0,
    points: row.points ?? 0,
    anonymizedAt: iso(row.anonymizedAt),
    anonymizedBy: row.anonymizedBy,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

const displayName = (g: { firstName: string | null; lastName: string | null }) => [g.firstName, g.lastName].filter(Boolean).join(' ') || null;

/** A timestamp as `Date.toISOString` writes it, formatted in the query that builds the JSON. */
const isoText = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface ProfileConsent {
  venueId: string;
  venueName: string | null;
  consent: ConsentType;
  source: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
}
interface ProfileNote {
  id: string;
  text: string | null;
  venueId: string | null;
  venueName: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
}
interface ReferredGuest {
  id: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  anonymized: boolean;
}
interface ProfileLink {
  code: string;
  url: string;
  venueId: string | null;
  clicks: number | null;
  createdAt: string;
}

/**
 * Everything the profile page shows of a guest (the guest, the names around it, consents per venue, notes, the
 * guests it referred and its referral links) in one query: the lists are JSON aggregated in the database, so the
 * page costs one round trip whatever it holds. Not found when the guest is not in `country` (when one is given).
 */
export async function fullProfile(ctx: RequestContext, id: string, country?: string) {
  const row = await ctx.db
    .selectFrom('guestProfiles as g')
    .selectAll('g')
    .select([
      sql<string | null>`(SELECT v.name FROM venues v WHERE v.id = g.venue_id)`.as('profileVenueName'),
      sql<string | null>`(SELECT u.name FROM users u WHERE u.id = g.anonymized_by)`.as('profileAnonymizedByName'),
      sql<string | null>`(SELECT rg.first_name FROM guest_profiles rg WHERE rg.id = g.referred_by_guest_id)`.as('referrerFirstName'),
      sql<string | null>`(SELECT rg.last_name FROM guest_profiles rg WHERE rg.id = g.referred_by_guest_id)`.as('referrerLastName'),
      sql<string | null>`(SELECT u.name FROM users u WHERE u.id = g.referred_by_user_id)`.as('referrerUserName'),
      sql<ProfileConsent[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'venue_id', c.venue_id, 'venue_name', v.name, 'consent', c.consent, 'source', c.source,
          'created_at', ${isoText('c.created_at')}, 'created_by', c.created_by, 'created_by_name', u.name
        ) ORDER BY v.name, c.consent), '[]'::json)
        FROM guest_consents c LEFT JOIN venues v ON v.id = c.venue_id LEFT JOIN users u ON u.id = c.created_by
        WHERE c.guest_id = g.id)`.as('consentList'),
      sql<ProfileNote[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', n.id, 'text', n.text, 'venue_id', n.venue_id, 'venue_name', v.name,
          'created_at', ${isoText('n.created_at')}, 'created_by', n.created_by, 'created_by_name', u.name
        ) ORDER BY n.created_at DESC), '[]'::json)
        FROM guest_notes n LEFT JOIN users u ON u.id = n.created_by LEFT JOIN venues v ON v.id = n.venue_id
        WHERE n.guest_id = g.id)`.as('noteList'),
      sql<ReferredGuest[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'first_name', r.first_name, 'last_name', r.last_name,
          'created_at', ${isoText('r.created_at')}, 'anonymized', r.anonymized_at IS NOT NULL
        ) ORDER BY r.created_at DESC), '[]'::json)
        FROM (SELECT id, first_name, last_name, created_at, anonymized_at FROM guest_profiles
              WHERE referred_by_guest_id = g.id ORDER BY created_at DESC LIMIT 100) r)`.as('referredList'),
      sql<ProfileLink[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'code', l.code, 'url', l.url, 'venue_id', l.venue_id, 'clicks', l.clicks, 'created_at', ${isoText('l.created_at')}
        ) ORDER BY l.created_at), '[]'::json)
        FROM short_links l WHERE l.guest_id = g.id)`.as('linkList'),
    ])
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row || (country && row.country !== country)) throw notFound(`Guest profile ${id}${country ? ` in ${country}` : ''}`);
  const { profileVenueName, profileAnonymizedByName, referrerFirstName, referrerLastName, referrerUserName, consentList, noteList, referredList, linkList, ...guest } = row;
  const base = ctx.services.config.publicUrl;
  const referredBy = guest.referredByGuestId
    ? { kind: 'guest' as const, id: guest.referredByGuestId, name: displayName({ firstName: referrerFirstName, lastName: referrerLastName }) }
    : guest.referredByUserId
      ? { kind: 'user' as const, id: guest.referredByUserId, name: referrerUserName }
      : null;
  return {
    ...profileFields(guest),
    venueName: profileVenueName,
    anonymizedByName: profileAnonymizedByName,
    consents: consentList,
    notes: noteList.map((n) => ({ ...n, text: n.text ?? '' })),
    referrals: {
      referredBy,
      referred: referredList.map((g) => ({ id: g.id, name: displayName(g), createdAt: g.createdAt, anonymized: g.anonymized })),
      links: linkList.map((l) => ({ url: l.url, shortUrl: `${base}/s/${l.code}`, code: l.code, venueId: l.venueId, clicks: l.clicks ?? 0, createdAt: l.createdAt })),
    },
  };
}
