import type {
  GuestProfilesAddConsentInput,
  GuestProfilesAddNoteInput,
  GuestProfilesAnonymizeInput,
  GuestProfilesAnonymizeVenueInput,
  GuestProfilesAnonymizeVenuePreviewInput,
  GuestProfilesByVenueInput,
  GuestProfilesCreateInput,
  GuestProfilesDeleteInput,
  GuestProfilesExportDataInput,
  GuestProfilesGetAccessLogInput,
  GuestProfilesGetConsentHistoryInput,
  GuestProfilesGetFieldSourcesInput,
  GuestProfilesGetGuestInput,
  GuestProfilesGetLogInput,
  GuestProfilesGetProfileInput,
  GuestProfilesGetValueInput,
  GuestProfilesGlobalLogsInput,
  GuestProfilesGuestQueryCountGuestProfilesInput,
  GuestProfilesGuestQueryCountInput,
  GuestProfilesMyReferralsGuestProfilesInput,
  GuestProfilesMyReferralsInput,
  GuestProfilesRemoveConsentInput,
  GuestProfilesSearchByVenueInput,
  GuestProfilesSearchInput,
  GuestProfilesShortenReferralLinkInput,
  GuestProfilesStatisticsInput,
  GuestProfilesUpdateInput,
  GuestProfilesUpdateProfileInput,
} from '@generated/server/resources/guestProfiles';
import { sql } from 'kysely';
import { DOUBLE_OPT_IN_CONSENTS } from '@/shared/guests/consentEvidence';
import type { ConsentType } from '@/shared/guests/consents';
import type { SearchResult } from '@/shared/guests/guestSearch';
import type { CountryCode } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';
import { latestStatistics } from '../crm/statisticsSnapshot';
import { exportReasonOf, readGuestAccessLog, recordGuestAccess, recordGuestsAccess } from './accessLog';
import { anonymizeGuests } from './anonymize';
import { readGuestMail } from './guestMail';
import { giveConsent, recordConsentEvidence, readConsentEvidence, recordWithdrawalOfAll } from './consentEvidence';
import { closeOpen, readPending, requestConfirmation } from './emailConfirmation';
import { guestExportFile } from './guestExportFile';
import { guestKeys, readableCode } from './guestKeys';
import { writeGlobalLog, writeGuestLog, readGuestLog, type GuestLogInput } from './guestLog';
import { fullProfile, loadGuest, PERSONAL_FIELDS, type GuestRow, type PersonalDataField } from './guestProfile';
import { countGuests } from './guestQuery';
import { searchGuests, type SearchPage } from './guestSearch';
import { referralUrl, shortLinkFor } from './shortLinks';

type Personal = { [K in (typeof PERSONAL_FIELDS)[PersonalDataField]]?: string | null };
interface Changes extends Personal {
  venueId?: string | null;
  labels?: string[] | null;
  interests?: string[] | null;
  referredByCode?: string | null;
}
type FieldSourceEntry = NonNullable<GuestRow['fieldSources']>[number];

const paging = (q: SearchPage): SearchPage => ({ query: q.query, top: q.top, skip: q.skip, includeCount: q.includeCount });

async function venueInCountry(ctx: RequestContext, venueId: string, country: string, field: string) {
  const venue = await ctx.db.selectFrom('venues').select(['id', 'name', 'country']).where('id', '=', venueId).executeTakeFirst();
  if (!venue) throw badRequest(field, `no venue with the id ${venueId}`);
  if (venue.country !== country) throw badRequest(field, `the venue ${venueId} is not in ${country}`);
  return venue;
}

function assertNotAnonymized(row: GuestRow) {
  if (row.anonymizedAt) throw conflict('The guest is anonymised; the profile can no longer be changed');
}

/** Labels and interests must be in the segmentation catalogue; the catalogue's spelling is kept. */
async function catalogued(ctx: RequestContext, kind: 'label' | 'interest', names: string[] | null | undefined, field: string): Promise<string[] | undefined> {
  if (names === undefined) return undefined;
  const wanted = [...new Set((names ?? []).map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) return [];
  const known = await ctx.db.selectFrom('guestSegments').select('name').where('kind', '=', kind).execute();
  const byLower = new Map(known.map((k) => [k.name!.toLowerCase(), k.name!]));
  return wanted.map((n) => {
    const name = byLower.get(n.toLowerCase());
    if (!name) throw badRequest(field, `no ${kind} named "${n}"; add it under guest segmentation first`);
    return name;
  });
}

async function assertEmailFree(ctx: RequestContext, country: string, email: string | null | undefined, exceptId?: string) {
  const key = guestKeys({ email, country: country as CountryCode }).emailKey;
  if (!key) return;
  let q = ctx.db.selectFrom('guestProfiles').select('id').where('country', '=', country as CountryCode).where('emailKey', '=', key);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const other = await q.executeTakeFirst();
  if (other) throw conflict(`Another guest in ${country} already has the email ${email}`);
}

/**
 * The guest whose referral code is given: of the same country, not the guest itself, not a guest this one referred.
 * Codes are compared in upper case without spaces. None given (or empty): null.
 */
async function referrerByCode(ctx: RequestContext, code: string | null | undefined, guest: { id?: string; country: string }, field: string) {
  const wanted = (code ?? '').replace(/\s+/g, '').toUpperCase();
  if (!wanted) return null;
  const referrer = await ctx.db.selectFrom('guestProfiles').select(['id', 'country', 'referredByGuestId']).where('referralCode', '=', wanted).executeTakeFirst();
  if (!referrer || referrer.country !== guest.country) throw badRequest(field, `no guest in ${guest.country} has the referral code ${wanted}`);
  if (referrer.id === guest.id) throw badRequest(field, 'a guest cannot refer itself');
  if (guest.id && referrer.referredByGuestId === guest.id) throw badRequest(field, 'two guests cannot refer each other');
  return { id: referrer.id, code: wanted };
}

const empty = (v: unknown) => v === undefined || v === null || v === '';
const norm = (v: string | null | undefined) => (empty(v) ? null : (v as string));

/**
 * Applies changes to a guest: personal fields, home venue, labels and interests. Every changed field goes to the log
 * with its old and new value, and the personal data fields get "entered by staff" as their source.
 */
async function applyChanges(ctx: RequestContext, row: GuestRow, changes: Changes, version: number): Promise<GuestRow> {
  assertNotAnonymized(row);
  const country = row.country as CountryCode;
  const set: Record<string, unknown> = {};
  const log: GuestLogInput[] = [];
  const sources = new Map<string, FieldSourceEntry>((row.fieldSources ?? []).map((s) => [s.field, s]));
  for (const [code, field] of Object.entries(PERSONAL_FIELDS) as [PersonalDataField, keyof Personal][]) {
    if (changes[field] === undefined) continue;
    const next = norm(changes[field]);
    const before = norm(row[field] as string | null);
    if (next === before) continue;
    set[field] = next;
    log.push({ action: 'FieldChanged', field: code, oldValue: before, newValue: next, source: 'Manual' });
    sources.set(code, { field: code, source: 'Manual', updatedAt: ctx.now.toISOString(), updatedBy: ctx.user.userId });
  }
  if (changes.venueId !== undefined && norm(changes.venueId) !== row.venueId) {
    const next = norm(changes.venueId);
    if (next) await venueInCountry(ctx, next, country, 'body.venueId');
    set.venueId = next;
    log.push({ action: 'HomeVenueChanged', field: 'venueId', oldValue: row.venueId, newValue: next, venueId: next });
  }
  for (const [kind, field, action] of [
    ['label', 'labels', 'LabelsChanged'],
    ['interest', 'interests', 'InterestsChanged'],
  ] as const) {
    const next = await catalogued(ctx, kind, changes[field], `body.${field}`);
    if (!next) continue;
    const before = row[field] ?? [];
    if (next.join('\n') === before.join('\n')) continue;
    set[field] = JSON.stringify(next);
    log.push({ action, field, oldValue: before.join(', ') || null, newValue: next.join(', ') || null });
  }
  // A referral is recorded once: a guest's code replaces "referred by staff" (the guest who brought them counts), and a
  // recorded guest referrer never changes. An empty code changes nothing.
  const referrer = await referrerByCode(ctx, changes.referredByCode, { id: row.id, country }, 'body.referredByCode');
  if (referrer && referrer.id !== row.referredByGuestId) {
    if (row.referredByGuestId) throw conflict('The guest was already referred by another guest; a referral cannot be changed');
    set.referredByGuestId = referrer.id;
    set.referredByUserId = null;
    log.push({ action: 'ReferredBy', field: 'referredByGuestId', oldValue: null, newValue: referrer.code, source: 'Manual' });
  }
  if ('email' in set) await assertEmailFree(ctx, country, set.email as string | null, row.id);
  const merged = { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, ...set, country } as Parameters<typeof guestKeys>[0];
  if (![merged.firstName, merged.lastName, merged.email, merged.phone].some((v) => !empty(v))) throw badRequest('body.firstName', 'a guest needs a name, an email or a phone number');
  if (row.version !== version) {
    throw conflict(`This guest profile was changed by someone else (now version ${row.version}, yours ${version}). Reload it and make your change again.`);
  }
  if (!log.length) return row;
  if (referrer && set.referredByGuestId) await writeGlobalLog(ctx, { guestId: row.id, country, venueId: row.venueId, category: 'Referral', message: 'Referral by another guest recorded' });
  const updated = await ctx.db
    .updateTable('guestProfiles')
    .set({ ...set, ...guestKeys(merged), fieldSources: JSON.stringify([...sources.values()]), version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', row.id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict('This guest profile was changed by someone else. Reload it and make your change again.');
  await writeGuestLog(ctx, row.id, log);
  return updated;
}

// ---- /UserProfiles ----

/**
 * A page of the guest list's export (`exportReason` set): each guest on it is logged as exported with the reason, in
 * the request that hands them out. Pages looked at on the screen are not logged; opening a profile is.
 */
async function listed(ctx: RequestContext, exportReason: string | undefined, result: SearchResult): Promise<SearchResult> {
  if (exportReason === undefined) return result;
  const reason = exportReasonOf(exportReason);
  await recordGuestsAccess(ctx.db, result.items.map((g) => g.id), { actorUserId: ctx.user.userId, action: 'export', at: ctx.now, reason });
  return result;
}

export const search = defineAction(async (ctx, { params, query }: GuestProfilesSearchInput) =>
  listed(ctx, query.exportReason, await searchGuests(ctx.db, { country: params.country }, paging(query))),
);

export const searchByVenue = defineAction(async (ctx, { params, query }: GuestProfilesSearchByVenueInput) => {
  await venueInCountry(ctx, params.venueId, params.country, 'venueId');
  return listed(ctx, query.exportReason, await searchGuests(ctx.db, { country: params.country, venueId: params.venueId }, paging(query)));
});

export const myReferrals = defineAction(async (ctx, { params, query }: GuestProfilesMyReferralsInput) =>
  listed(ctx, query.exportReason, await searchGuests(ctx.db, { country: params.country, referredByUserId: ctx.user.userId }, paging(query))),
);

/** Opening a profile is logged in the request that answers it (the access log: who saw what). */
async function viewed<T>(ctx: RequestContext, guestId: string, profile: T): Promise<T> {
  await recordGuestAccess(ctx.db, { guestId, actorUserId: ctx.user.userId, action: 'view', at: ctx.now });
  return profile;
}

export const getProfile = defineAction(async (ctx, { params }: GuestProfilesGetProfileInput) => {
  const profile = await fullProfile(ctx, params.userId, params.country);
  return viewed(ctx, profile.id, profile);
});

/** A data-subject export: logged with its reason before anything is read, so that the export holds its own entry. */
export const exportData = defineAction(async (ctx, { params, body }: GuestProfilesExportDataInput) => {
  const reason = exportReasonOf(body.reason ?? '', 'body.reason', "the guest's data is");
  const row = await loadGuest(ctx, params.userId, params.country);
  await recordGuestAccess(ctx.db, { guestId: row.id, actorUserId: ctx.user.userId, action: 'export', at: ctx.now, reason });
  return guestExportFile(ctx, row, body.format, reason);
});

export const getAccessLog = defineAction(async (ctx, { params }: GuestProfilesGetAccessLogInput) => {
  await loadGuest(ctx, params.userId, params.country);
  return readGuestAccessLog(ctx.db, params.userId);
});

export const getLog = defineAction(async (ctx, { params }: GuestProfilesGetLogInput) => {
  await loadGuest(ctx, params.userId, params.country);
  return readGuestLog(ctx, params.userId);
});

export const getFieldSources = defineAction(async (ctx, { params }: GuestProfilesGetFieldSourcesInput) => {
  const row = await loadGuest(ctx, params.userId, params.country);
  const users = await ctx.db.selectFrom('users').select(['id', 'name']).execute();
  const names = new Map(users.map((u) => [u.id, u.name]));
  const sources = new Map((row.fieldSources ?? []).map((s) => [s.field, s]));
  return (Object.keys(PERSONAL_FIELDS) as PersonalDataField[]).map((field) => {
    const s = sources.get(field);
    const hasValue = !empty(row[PERSONAL_FIELDS[field]]);
    return {
      field,
      hasValue,
      source: s?.source ?? (hasValue ? row.source : null),
      updatedAt: s?.updatedAt ?? (hasValue ? row.createdAt.toISOString() : null),
      updatedBy: s?.updatedBy ?? null,
      updatedByName: s?.updatedBy ? (names.get(s.updatedBy) ?? null) : null,
    };
  });
});

export const updateProfile = defineAction(async (ctx, { params, body }: GuestProfilesUpdateProfileInput) => {
  const row = await loadGuest(ctx, params.userId, params.country);
  const { version, ...changes } = body;
  return fullProfile(ctx, (await applyChanges(ctx, row, changes, version)).id);
});

export const guestQueryCount = defineAction(async (ctx, { body }: GuestProfilesGuestQueryCountInput) => countGuests(ctx, body));

export const anonymize = defineAction(async (ctx, { params }: GuestProfilesAnonymizeInput) => {
  const row = await loadGuest(ctx, params.userId, params.country);
  assertNotAnonymized(row);
  const removed = await anonymizeGuests(ctx, [row.id]);
  await recordGuestAccess(ctx.db, { guestId: row.id, actorUserId: ctx.user.userId, action: 'anonymise', at: ctx.now });
  return { ...(await fullProfile(ctx, row.id)), removed };
});

async function venueOrNotFound(ctx: RequestContext, venueId: string) {
  const venue = await ctx.db.selectFrom('venues').select(['id', 'name', 'country']).where('id', '=', venueId).executeTakeFirst();
  if (!venue) throw notFound(`Venue ${venueId}`);
  return venue;
}

export const anonymizeVenuePreview = defineAction(async (ctx, { params }: GuestProfilesAnonymizeVenuePreviewInput) => {
  const venue = await venueOrNotFound(ctx, params.venueId);
  const n = await ctx.db
    .selectFrom('guestProfiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('venueId', '=', venue.id)
    .where('anonymizedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { venueId: venue.id, venueName: venue.name ?? venue.id, country: venue.country as CountryCode, guests: Number(n.n) };
});

export const anonymizeVenue = defineAction(async (ctx, { params }: GuestProfilesAnonymizeVenueInput) => {
  const venue = await venueOrNotFound(ctx, params.venueId);
  const rows = await ctx.db.selectFrom('guestProfiles').select('id').where('venueId', '=', venue.id).where('anonymizedAt', 'is', null).execute();
  const ids = rows.map((r) => r.id);
  const removed = await anonymizeGuests(ctx, ids);
  await recordGuestsAccess(ctx.db, ids, { actorUserId: ctx.user.userId, action: 'anonymise', at: ctx.now, reason: `Every guest of ${venue.name ?? venue.id}` });
  return { venueId: venue.id, anonymized: rows.length, removed };
});

// ---- /GuestProfiles ----

export const shortenReferralLink = defineAction(async (ctx, { body }: GuestProfilesShortenReferralLinkInput) => {
  const row = await loadGuest(ctx, body.guestId);
  assertNotAnonymized(row);
  const venueId = norm(body.venueId);
  if (venueId) await venueInCountry(ctx, venueId, row.country, 'body.venueId');
  let code = row.referralCode;
  if (!code) {
    code = readableCode(8);
    await ctx.db.updateTable('guestProfiles').set({ referralCode: code, version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId }).where('id', '=', row.id).execute();
  }
  const link = await shortLinkFor(ctx, { guestId: row.id, venueId, url: referralUrl(ctx, code, venueId) });
  if (link.created) {
    await writeGuestLog(ctx, row.id, [{ action: 'ReferralLinkCreated', newValue: link.code, venueId }]);
    await writeGlobalLog(ctx, { guestId: row.id, country: row.country, venueId, category: 'Referral', message: 'Referral link shortened' });
  }
  return { guestId: row.id, referralCode: code, url: link.url, shortUrl: `${ctx.services.config.publicUrl}/s/${link.code}`, code: link.code };
});

export const create = defineAction(async (ctx, { body }: GuestProfilesCreateInput) => {
  if (![body.firstName, body.lastName, body.email, body.phone].some((v) => !empty(v))) throw badRequest('body.firstName', 'a guest needs a name, an email or a phone number');
  if (body.venueId) await venueInCountry(ctx, body.venueId, body.country, 'body.venueId');
  const labels = (await catalogued(ctx, 'label', body.labels, 'body.labels')) ?? [];
  const interests = (await catalogued(ctx, 'interest', body.interests, 'body.interests')) ?? [];
  await assertEmailFree(ctx, body.country, body.email);
  // The referrer: the guest whose referral code is given, else the member of staff who enters the guest.
  const referrer = await referrerByCode(ctx, body.referredByCode, { country: body.country }, 'body.referredByCode');
  const personal = Object.fromEntries(Object.values(PERSONAL_FIELDS).map((f) => [f, norm(body[f])]));
  const fieldSources: FieldSourceEntry[] = (Object.entries(PERSONAL_FIELDS) as [PersonalDataField, keyof Personal][])
    .filter(([, f]) => personal[f] !== null)
    .map(([field]) => ({ field, source: 'Manual', updatedAt: ctx.now.toISOString(), updatedBy: ctx.user.userId }));
  const row = await ctx.db
    .insertInto('guestProfiles')
    .values({
      ...personal,
      country: body.country,
      venueId: norm(body.venueId),
      labels: JSON.stringify(labels),
      interests: JSON.stringify(interests),
      source: 'Manual',
      fieldSources: JSON.stringify(fieldSources),
      referralCode: readableCode(8),
      referredByGuestId: referrer?.id ?? null,
      referredByUserId: referrer ? null : ctx.user.userId,
      visitCount: 0,
      totalSpend: 0,
      points: 0,
      ...guestKeys({ ...personal, country: body.country }),
      createdBy: ctx.user.userId,
      updatedBy: ctx.user.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeGuestLog(ctx, row.id, [
    { action: 'Created', source: 'Manual', venueId: row.venueId },
    ...(referrer ? [{ action: 'ReferredBy' as const, field: 'referredByGuestId', newValue: referrer.code, source: 'Manual' }] : []),
  ]);
  await writeGlobalLog(ctx, { guestId: row.id, country: row.country!, venueId: row.venueId, category: 'Profile', message: 'Guest profile created by staff' });
  if (referrer) await writeGlobalLog(ctx, { guestId: row.id, country: row.country!, venueId: row.venueId, category: 'Referral', message: 'Referral by another guest recorded' });
  return fullProfile(ctx, row.id);
});

export const update = defineAction(async (ctx, { body }: GuestProfilesUpdateInput) => {
  const row = await loadGuest(ctx, body.id);
  if (body.country !== row.country) throw badRequest('body.country', 'a guest cannot move to another country');
  const { version, id: _id, country: _country, ...changes } = body;
  const full: Changes = { ...changes };
  // Fields left out are cleared, except the referral: it is recorded once and never cleared.
  for (const field of [...Object.values(PERSONAL_FIELDS), 'venueId'] as const) if (full[field] === undefined) full[field] = null;
  for (const field of ['labels', 'interests'] as const) if (full[field] === undefined) full[field] = [];
  return fullProfile(ctx, (await applyChanges(ctx, row, full, version)).id);
});

/**
 * A hard delete (head office): the profile, its consents, notes and short links go; conversations and the guests it
 * referred are unlinked. The audit stays: the change log keeps its entries (what, who, when — including an
 * `Anonymized` entry) without their old and new values, plus a `Deleted` entry; the global log keeps its entries and
 * gets "Guest profile deleted" with who and when, naming the earlier anonymisation when there was one.
 */
export const remove = defineAction(async (ctx, { query }: GuestProfilesDeleteInput) => {
  const row = await loadGuest(ctx, query.id);
  await recordWithdrawalOfAll(ctx.db, [row.id], { source: 'Deletion', at: ctx.now, actorUserId: ctx.user.userId });
  for (const table of ['guestConsents', 'guestConsentConfirmations', 'guestMailOutbox', 'guestNotes', 'shortLinks'] as const) await ctx.db.deleteFrom(table).where('guestId', '=', row.id).execute();
  await ctx.db.updateTable('guestLogs').set({ oldValue: null, newValue: null }).where('guestId', '=', row.id).execute();
  await ctx.db.updateTable('messengerConversations').set({ guestId: null }).where('guestId', '=', row.id).execute();
  await ctx.db.updateTable('emailConversations').set({ guestId: null }).where('guestId', '=', row.id).execute();
  await ctx.db.updateTable('guestProfiles').set({ referredByGuestId: null }).where('referredByGuestId', '=', row.id).execute();
  await ctx.db.deleteFrom('guestProfiles').where('id', '=', row.id).execute();
  await writeGuestLog(ctx, row.id, [{ action: 'Deleted', venueId: row.venueId }]);
  const anonymised = row.anonymizedAt ? ` (its personal data had been anonymised on ${row.anonymizedAt.toISOString()} by ${row.anonymizedBy ?? 'unknown'})` : '';
  await writeGlobalLog(ctx, { guestId: row.id, country: row.country, venueId: row.venueId, category: 'Privacy', message: `Guest profile deleted${anonymised}` });
});

export const getGuest = defineAction(async (ctx, { query }: GuestProfilesGetGuestInput) => {
  const profile = await fullProfile(ctx, query.id);
  return viewed(ctx, profile.id, profile);
});

export const getValue = defineAction(async (ctx, { query }: GuestProfilesGetValueInput) => {
  const row = await loadGuest(ctx, query.id);
  const consents = await ctx.db.selectFrom('guestConsents').select((eb) => eb.fn.countAll<number>().as('n')).where('guestId', '=', row.id).executeTakeFirstOrThrow();
  const referred = await ctx.db.selectFrom('guestProfiles').select((eb) => eb.fn.countAll<number>().as('n')).where('referredByGuestId', '=', row.id).executeTakeFirstOrThrow();
  const currency = { dk: 'DKK', no: 'NOK', fi: 'EUR', uk: 'GBP' }[row.country];
  return {
    guestId: row.id,
    visitCount: row.visitCount ?? 0,
    lastVisitAt: row.lastVisitAt ? row.lastVisitAt.toISOString() : null,
    totalSpend: row.totalSpend ?? 0,
    currency,
    averageSpend: row.visitCount ? Math.round((row.totalSpend ?? 0) / row.visitCount) : 0,
    points: row.points ?? 0,
    consents: Number(consents.n),
    referrals: Number(referred.n),
  };
});

export const statistics = defineAction(async (ctx, { headers }: GuestProfilesStatisticsInput) => {
  const snapshot = await latestStatistics(ctx);
  const numbers = snapshot.countries[headers.countryid];
  return { country: headers.countryid, computedAt: snapshot.computedAt, ...numbers };
});

/**
 * Staff give or withdraw a consent at a venue, with evidence of who, when and under which document revision. An email
 * consent is only asked for: the guest confirms it by the link mailed to them (double opt-in), and until then it is
 * pending, not given; withdrawing it closes the link.
 */
async function changeConsent(ctx: RequestContext, input: { guestId: string; venueId: string; consent: ConsentType }, add: boolean) {
  const row = await loadGuest(ctx, input.guestId);
  assertNotAnonymized(row);
  const venue = await venueInCountry(ctx, input.venueId, row.country, add ? 'body.venueId' : 'query.venueId');
  const country = row.country as CountryCode;
  const evidence = { guestId: row.id, venueId: venue.id, country, consent: input.consent, source: 'Staff', at: ctx.now, actorUserId: ctx.user.userId } as const;
  if (add && DOUBLE_OPT_IN_CONSENTS.includes(input.consent)) {
    if (!row.email) throw badRequest('body.consent', 'the guest has no email address to confirm an email consent; add it to the profile first');
    const given = await ctx.db.selectFrom('guestConsents').select('id').where('guestId', '=', row.id).where('venueId', '=', venue.id).where('consent', '=', input.consent).executeTakeFirst();
    if (given) throw conflict(`The guest already has the consent ${input.consent} at ${venue.name}`);
    await requestConfirmation({ db: ctx.db, now: ctx.now, userId: ctx.user.userId, publicUrl: ctx.services.config.publicUrl, mail: ctx.services.config.mail }, { id: row.id, country, email: row.email }, { id: venue.id, name: venue.name ?? '' }, input.consent, 'Staff');
    await writeGlobalLog(ctx, { guestId: row.id, country, venueId: venue.id, category: 'Consent', message: `Consent ${input.consent} asked for; confirmation link sent` });
    return fullProfile(ctx, row.id);
  }
  if (add) {
    if (!(await giveConsent(ctx.db, { ...evidence, rowSource: 'Manual' }))) throw conflict(`The guest already has the consent ${input.consent} at ${venue.name}`);
  } else {
    const deleted = await ctx.db.deleteFrom('guestConsents').where('guestId', '=', row.id).where('venueId', '=', venue.id).where('consent', '=', input.consent).returning('id').executeTakeFirst();
    const wasPending = await closeOpen(ctx.db, row.id, venue.id, input.consent, 'Withdrawn', ctx.now);
    if (!deleted && !wasPending) throw notFound(`The consent ${input.consent} of the guest at ${venue.name}`);
    const given = deleted ? await lastGivenUnder(ctx, row.id, venue.id, input.consent) : undefined;
    await recordConsentEvidence(ctx.db, [{ ...evidence, action: 'Withdrawn', document: given }]);
    if (!deleted) {
      await writeGlobalLog(ctx, { guestId: row.id, country, venueId: venue.id, category: 'Consent', message: `Consent ${input.consent} withdrawn before the guest confirmed it` });
      return fullProfile(ctx, row.id);
    }
  }
  await writeGuestLog(ctx, row.id, [{ action: add ? 'ConsentAdded' : 'ConsentRemoved', consent: input.consent, venueId: venue.id, source: 'Manual' }]);
  await writeGlobalLog(ctx, { guestId: row.id, country, venueId: venue.id, category: 'Consent', message: `Consent ${input.consent} ${add ? 'given' : 'withdrawn'}` });
  return fullProfile(ctx, row.id);
}

/** The revision a consent was last given under, which its withdrawal names too (null: none recorded). */
async function lastGivenUnder(ctx: RequestContext, guestId: string, venueId: string, consent: string) {
  const last = await ctx.db
    .selectFrom('guestConsentEvidence')
    .select(['legalDocumentId', 'legalDocumentRevision'])
    .where('guestId', '=', guestId)
    .where('venueId', '=', venueId)
    .where('consent', '=', consent)
    .where('action', 'in', ['Given', 'Requested', 'Confirmed'])
    .orderBy('at', 'desc')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return last?.legalDocumentId ? { legalDocumentId: last.legalDocumentId, revision: last.legalDocumentRevision ?? 1 } : null;
}

export const addConsent = defineAction(async (ctx, { body }: GuestProfilesAddConsentInput) => changeConsent(ctx, body, true));

export const removeConsent = defineAction(async (ctx, { query }: GuestProfilesRemoveConsentInput) => changeConsent(ctx, query, false));

/** The guest's consent evidence, pending email consents and the mail sent to the guest. */
export const getConsentHistory = defineAction(async (ctx, { params }: GuestProfilesGetConsentHistoryInput) => {
  const row = await loadGuest(ctx, params.userId, params.country);
  return { evidence: await readConsentEvidence(ctx.db, row.id), pending: await readPending(ctx.db, row.id, ctx.now), mail: await readGuestMail(ctx.db, row.id) };
});

export const addNote = defineAction(async (ctx, { body }: GuestProfilesAddNoteInput) => {
  const row = await loadGuest(ctx, body.guestId);
  assertNotAnonymized(row);
  const text = sanitizePlainText(body.text).trim();
  if (!text) throw badRequest('body.text', 'is required');
  const venueId = norm(body.venueId);
  if (venueId) await venueInCountry(ctx, venueId, row.country, 'body.venueId');
  const note = await ctx.db.insertInto('guestNotes').values({ guestId: row.id, text, venueId, createdAt: ctx.now, createdBy: ctx.user.userId }).returning(['id']).executeTakeFirstOrThrow();
  await writeGuestLog(ctx, row.id, [{ action: 'NoteAdded', newValue: text, venueId }]);
  return { id: note.id, guestId: row.id, text, venueId, createdAt: ctx.now.toISOString(), createdBy: ctx.user.userId, createdByName: ctx.user.name };
});

export const guestQueryCountGuestProfiles = defineAction(async (ctx, { body }: GuestProfilesGuestQueryCountGuestProfilesInput) => countGuests(ctx, body));

export const venueGuests = defineAction(async (ctx, { params, query }: GuestProfilesByVenueInput) => {
  const venue = await ctx.db.selectFrom('venues').select(['id', 'country']).where('id', '=', params.venueId).executeTakeFirst();
  if (!venue) throw notFound(`Venue ${params.venueId}`);
  return searchGuests(ctx.db, { country: venue.country as CountryCode, venueId: venue.id }, paging(query));
});

export const myReferralsGuestProfiles = defineAction(async (ctx, { headers, query }: GuestProfilesMyReferralsGuestProfilesInput) =>
  searchGuests(ctx.db, { country: headers.countryid, referredByUserId: ctx.user.userId }, paging(query)),
);

export const globalLogs = defineAction(async (ctx, { params }: GuestProfilesGlobalLogsInput) => {
  await loadGuest(ctx, params.guestId);
  const rows = await ctx.db
    .selectFrom('globalLogs')
    .leftJoin('users', 'users.id', 'globalLogs.createdBy')
    .leftJoin('venues', 'venues.id', 'globalLogs.venueId')
    .select(['globalLogs.id', 'globalLogs.category', 'globalLogs.system', 'globalLogs.message', 'globalLogs.venueId', 'venues.name as venueName', 'globalLogs.createdAt', 'globalLogs.createdBy', 'users.name as createdByName'])
    .where('globalLogs.guestId', '=', params.guestId)
    .orderBy('globalLogs.createdAt', 'desc')
    .orderBy('globalLogs.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
});
