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

export async function consentsOf(ctx: RequestContext, guestId: string) {
  const rows = await ctx.db
    .selectFrom('guestConsents')
    .leftJoin('venues', 'venues.id', 'guestConsents.venueId')
    .leftJoin('users', 'users.id', 'guestConsents.createdBy')
    .select(['guestConsents.venueId', 'venues.name as venueName', 'guestConsents.consent', 'guestConsents.source', 'guestConsents.createdAt', 'guestConsents.createdBy', 'users.name as createdByName'])
    .where('guestConsents.guestId', '=', guestId)
    .orderBy('venues.name')
    .orderBy('guestConsents.consent')
    .execute();
  return rows.map((r) => ({ ...r, venueId: r.venueId!, consent: r.consent as ConsentType, createdAt: r.createdAt.toISOString() }));
}

export async function notesOf(ctx: RequestContext, guestId: string) {
  const rows = await ctx.db
    .selectFrom('guestNotes')
    .leftJoin('users', 'users.id', 'guestNotes.createdBy')
    .leftJoin('venues', 'venues.id', 'guestNotes.venueId')
    .select(['guestNotes.id', 'guestNotes.text', 'guestNotes.venueId', 'venues.name as venueName', 'guestNotes.createdAt', 'guestNotes.createdBy', 'users.name as createdByName'])
    .where('guestNotes.guestId', '=', guestId)
    .orderBy('guestNotes.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, text: r.text ?? '', createdAt: r.createdAt.toISOString() }));
}

const displayName = (g: { firstName: string | null; lastName: string | null }) => [g.firstName, g.lastName].filter(Boolean).join(' ') || null;

/** The names around a guest (home venue, who anonymised it, who referred it) in one query. */
async function namesOf(ctx: RequestContext, row: GuestRow) {
  const names = await sql<{ venueName: string | null; anonymizedByName: string | null; referrerFirstName: string | null; referrerLastName: string | null; referrerUserName: string | null }>`
    SELECT v.name AS venue_name, a.name AS anonymized_by_name, rg.first_name AS referrer_first_name, rg.last_name AS referrer_last_name, ru.name AS referrer_user_name
    FROM (SELECT 1) AS one
    LEFT JOIN venues v ON v.id = ${row.venueId}
    LEFT JOIN users a ON a.id = ${row.anonymizedBy}
    LEFT JOIN guest_profiles rg ON rg.id = ${row.referredByGuestId}
    LEFT JOIN users ru ON ru.id = ${row.referredByUserId}`.execute(ctx.db);
  return names.rows[0];
}

export async function referralsOf(ctx: RequestContext, row: GuestRow, names: Awaited<ReturnType<typeof namesOf>>) {
  const referred = await ctx.db
    .selectFrom('guestProfiles')
    .select(['id', 'firstName', 'lastName', 'createdAt', 'anonymizedAt'])
    .where('referredByGuestId', '=', row.id)
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
  const links = await ctx.db.selectFrom('shortLinks').select(['code', 'url', 'venueId', 'clicks', 'createdAt']).where('guestId', '=', row.id).orderBy('createdAt').execute();
  const base = ctx.services.config.publicUrl;
  const referredBy = row.referredByGuestId
    ? { kind: 'guest' as const, id: row.referredByGuestId, name: displayName({ firstName: names.referrerFirstName, lastName: names.referrerLastName }) }
    : row.referredByUserId
      ? { kind: 'user' as const, id: row.referredByUserId, name: names.referrerUserName }
      : null;
  return {
    referredBy,
    referred: referred.map((g) => ({ id: g.id, name: displayName(g), createdAt: g.createdAt.toISOString(), anonymized: Boolean(g.anonymizedAt) })),
    links: links.map((l) => ({ url: l.url!, shortUrl: `${base}/s/${l.code}`, code: l.code!, venueId: l.venueId, clicks: l.clicks ?? 0, createdAt: l.createdAt.toISOString() })),
  };
}

/** Everything the profile page shows of a guest. */
export async function fullProfile(ctx: RequestContext, row: GuestRow) {
  const names = await namesOf(ctx, row);
  return {
    ...profileFields(row),
    venueName: names.venueName,
    anonymizedByName: names.anonymizedByName,
    consents: await consentsOf(ctx, row.id),
    notes: await notesOf(ctx, row.id),
    referrals: await referralsOf(ctx, row, names),
  };
}
