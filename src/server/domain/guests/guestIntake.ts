import type { ConsentSource } from '@/shared/guests/consentEvidence';
import { DOUBLE_OPT_IN_CONSENTS } from '@/shared/guests/consentEvidence';
import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import { lockKey } from '../../api/transaction';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/connect';
import { giveConsent } from './consentEvidence';
import { emailMatchKey, phoneMatchKey } from './duplicateKeys';
import { hasOpenLink, requestConfirmation } from './emailConfirmation';
import { guestKeys, normalizeText, phoneDigits, readableCode } from './guestKeys';

/** Where a guest's details came from without staff typing them: the guest profile's `fieldSource` values. */
export type IntakeSource = 'BookingForm' | 'DynamicForm' | 'Import';

/** A guest as a form or an import row gives it. */
export interface IntakeGuest {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
}

/** Who records the change: the importing member of staff, or null with `actorJob` naming the form. */
export interface IntakeActor {
  source: IntakeSource;
  at: Date;
  actorUserId: string | null;
  actorJob: string | null;
}

const PERSONAL: [keyof IntakeGuest, string][] = [
  ['firstName', 'GuestFirstName'],
  ['lastName', 'GuestLastName'],
  ['email', 'GuestEmail'],
  ['phone', 'GuestPhone'],
  ['birthDate', 'GuestBirthDate'],
];

/** A full name as one field holds it: the last word is the last name. */
export function splitName(full: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0], lastName: null };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

/**
 * The guest of the country with this email, else with this phone, compared as duplicate detection compares them
 * (duplicateKeys: Gmail without dots and +tags, phones in E.164). Candidates are read through the indexed search keys
 * (the lower-cased address, the Gmail mailbox, the national digits), so a lookup costs a few index entries.
 */
export async function findGuestByContact(db: Db, country: CountryCode, guest: Pick<IntakeGuest, 'email' | 'phone'>): Promise<{ id: string; firstName: string | null; lastName: string | null } | null> {
  const emailKey = emailMatchKey(guest.email);
  if (emailKey) {
    const keys = [...new Set([normalizeText(guest.email).replace(/\s/g, ''), emailKey])];
    const rows = await db.selectFrom('guestProfiles').select(['id', 'email', 'firstName', 'lastName']).where('country', '=', country).where('emailKey', 'in', keys).where('anonymizedAt', 'is', null).orderBy('createdAt').orderBy('id').execute();
    const found = rows.find((r) => emailMatchKey(r.email) === emailKey);
    if (found) return found;
  }
  const phoneKey = phoneMatchKey(guest.phone, country);
  if (phoneKey) {
    const digits = phoneDigits(guest.phone, country);
    const rows = await db.selectFrom('guestProfiles').select(['id', 'phone', 'firstName', 'lastName']).where('country', '=', country).where('phoneKey', '=', digits).where('anonymizedAt', 'is', null).orderBy('createdAt').orderBy('id').execute();
    const found = rows.find((r) => phoneMatchKey(r.phone, country) === phoneKey);
    if (found) return found;
  }
  return null;
}

/**
 * Serialises, until the transaction ends, the intakes of one person (by normalised email and phone), so that twenty
 * submissions of a new guest at once make one profile: each waits, then finds the profile the first one made. Keys are
 * taken in order, so two intakes sharing both never wait for each other in a circle.
 */
export async function lockContact(db: Db, country: CountryCode, guest: Pick<IntakeGuest, 'email' | 'phone'>): Promise<void> {
  const keys = [emailMatchKey(guest.email), phoneMatchKey(guest.phone, country)].filter((k): k is string => Boolean(k)).sort();
  for (const key of keys) await lockKey(db, `guest-contact:${country}:${key}`);
}

/**
 * Finds the guest by contact or makes a profile with what was given (the source on every field). A known guest's
 * details are not changed: whoever fills in a form or a sheet may not rewrite a profile staff keep. Call
 * `lockContact` first in the same transaction.
 */
export async function findOrCreateGuest(db: Db, country: CountryCode, venueId: string | null, guest: IntakeGuest, actor: IntakeActor): Promise<{ id: string; created: boolean }> {
  const found = await findGuestByContact(db, country, guest);
  if (found) return { id: found.id, created: false };
  const fieldSources = PERSONAL.filter(([k]) => guest[k]).map(([, field]) => ({ field, source: actor.source, updatedAt: actor.at.toISOString(), updatedBy: actor.actorUserId }));
  const row = await db
    .insertInto('guestProfiles')
    .values({
      ...guest,
      ...guestKeys({ ...guest, country }),
      country,
      venueId,
      labels: JSON.stringify([]),
      interests: JSON.stringify([]),
      source: actor.source,
      fieldSources: JSON.stringify(fieldSources),
      referralCode: readableCode(8),
      visitCount: 0,
      totalSpend: 0,
      points: 0,
      createdAt: actor.at,
      updatedAt: actor.at,
      createdBy: actor.actorUserId,
      updatedBy: actor.actorUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('guestLogs').values({ guestId: row.id, action: 'Created', source: actor.source, venueId, createdAt: actor.at, createdBy: actor.actorUserId }).execute();
  return { id: row.id, created: true };
}

export interface ConsentIntake {
  guestId: string;
  country: CountryCode;
  venue: { id: string; name: string };
  /** The address a double opt-in link goes to. */
  email: string | null;
  consents: readonly ConsentType[];
  publicUrl: string;
  mail: MailConfig | undefined;
}

/**
 * Gives the consents the guest ticked at the venue, each with evidence (the source, the actor, the legal document
 * revision in force in the country). Email consent is only asked for, as when staff tick it: the guest confirms by the
 * mailed link, and a link that still works is not sent again. A consent the guest already has changes nothing.
 * Answers what was given and what was asked for.
 */
export async function giveConsents(db: Db, input: ConsentIntake, actor: IntakeActor): Promise<{ given: ConsentType[]; requested: ConsentType[] }> {
  const given: ConsentType[] = [];
  const requested: ConsentType[] = [];
  const held = new Set(
    (await db.selectFrom('guestConsents').select('consent').where('guestId', '=', input.guestId).where('venueId', '=', input.venue.id).execute()).map((c) => c.consent),
  );
  const source: ConsentSource = actor.source;
  for (const consent of [...new Set(input.consents)]) {
    if (held.has(consent)) continue;
    if (DOUBLE_OPT_IN_CONSENTS.includes(consent)) {
      if (!input.email || (await hasOpenLink(db, input.guestId, input.venue.id, consent, actor.at))) continue;
      await requestConfirmation(
        { db, now: actor.at, userId: actor.actorUserId, actorJob: actor.actorJob, publicUrl: input.publicUrl, mail: input.mail },
        { id: input.guestId, country: input.country, email: input.email },
        input.venue,
        consent,
        source,
      );
      requested.push(consent);
      continue;
    }
    const change = { guestId: input.guestId, venueId: input.venue.id, country: input.country, consent, source, at: actor.at, actorUserId: actor.actorUserId, actorJob: actor.actorJob };
    if (await giveConsent(db, { ...change, rowSource: actor.source })) given.push(consent);
  }
  if (given.length) {
    await db
      .insertInto('guestLogs')
      .values(given.map((consent) => ({ guestId: input.guestId, action: 'ConsentAdded', consent, venueId: input.venue.id, source: actor.source, createdAt: actor.at, createdBy: actor.actorUserId })))
      .execute();
  }
  if (given.length || requested.length) {
    const what = [...given.map((c) => `${c} given`), ...requested.map((c) => `${c} asked for; confirmation link sent`)].join(', ');
    await db
      .insertInto('globalLogs')
      .values({ guestId: input.guestId, country: input.country, venueId: input.venue.id, category: 'Consent', system: 'Venue Portal', message: `Consents from ${actor.source}: ${what}`, createdAt: actor.at, createdBy: actor.actorUserId })
      .execute();
  }
  return { given, requested };
}
