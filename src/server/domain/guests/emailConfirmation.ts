import { createHash, randomBytes } from 'node:crypto';
import dayjs from '@/shared/dayjs';
import type { ConsentSource, PendingConsent } from '@/shared/guests/consentEvidence';
import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/connect';
import { CONFIRMATION_TEXTS, COUNTRY_LANGUAGE, fill } from './consentConfirmationTexts';
import type { Lang } from './guestFacingPage';
import { currentDocumentRevision, recordConsentEvidence } from './consentEvidence';
import { sendGuestMail } from './guestMail';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
/** Where the guest confirms: `${publicUrl}${CONFIRMATION_PATH}/<token>`. */
export const CONFIRMATION_PATH = '/consent';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Requester {
  db: Db;
  now: Date;
  /** The member of staff who asks; null when a form asks (`actorJob` names it). */
  userId: string | null;
  actorJob?: string | null;
  publicUrl: string;
  mail: MailConfig | undefined;
}

/**
 * Asks the guest to confirm an email consent at a venue: a random token (its hash stored), valid for
 * CONFIRMATION_DAYS, mailed in the guest's language; an earlier open link for the same consent stops working. The
 * consent itself is only given when the guest follows the link (confirmByToken).
 */
export async function requestConfirmation(
  r: Requester,
  guest: { id: string; country: CountryCode; email: string },
  venue: { id: string; name: string },
  consent: ConsentType,
  source: ConsentSource,
): Promise<void> {
  await closeOpen(r.db, guest.id, venue.id, consent, 'Replaced', r.now);
  const token = randomBytes(32).toString('base64url');
  const language: Lang = COUNTRY_LANGUAGE[guest.country] ?? 'eng';
  const document = await currentDocumentRevision(r.db, guest.country, consent);
  const expiresAt = dayjs(r.now).add(CONFIRMATION_DAYS, 'day').toDate();
  await r.db
    .insertInto('guestConsentConfirmations')
    .values({
      guestId: guest.id,
      venueId: venue.id,
      country: guest.country,
      consent,
      email: guest.email,
      language,
      tokenHash: hashToken(token),
      expiresAt,
      legalDocumentId: document?.legalDocumentId ?? null,
      legalDocumentRevision: document?.revision ?? null,
      createdAt: r.now,
      updatedAt: r.now,
      createdBy: r.userId,
      updatedBy: r.userId,
    })
    .execute();
  await recordConsentEvidence(r.db, [{ guestId: guest.id, venueId: venue.id, country: guest.country, consent, action: 'Requested', source, at: r.now, actorUserId: r.userId, actorJob: r.actorJob ?? null, document }]);
  const t = CONFIRMATION_TEXTS[language];
  await sendGuestMail(r.db, r.mail, {
    guestId: guest.id,
    venueId: venue.id,
    kind: 'ConsentConfirmation',
    to: guest.email,
    subject: t.subject,
    text: fill(t.mail, { venue: venue.name, link: `${r.publicUrl}${CONFIRMATION_PATH}/${token}`, days: CONFIRMATION_DAYS }),
    at: r.now,
    by: r.userId,
  });
}

/** Whether the guest already has a working link for the consent at the venue (open and not expired). */
export async function hasOpenLink(db: Db, guestId: string, venueId: string, consent: string, now: Date): Promise<boolean> {
  const open = await db
    .selectFrom('guestConsentConfirmations')
    .select('id')
    .where('guestId', '=', guestId)
    .where('venueId', '=', venueId)
    .where('consent', '=', consent)
    .where('closedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Boolean(open);
}

/** Ends the open confirmation of a consent, if any (withdrawn by staff, or replaced by a new link). */
export async function closeOpen(db: Db, guestId: string, venueId: string, consent: string, outcome: 'Withdrawn' | 'Replaced', now: Date): Promise<boolean> {
  const closed = await db
    .updateTable('guestConsentConfirmations')
    .set({ closedAt: now, outcome, updatedAt: now })
    .where('guestId', '=', guestId)
    .where('venueId', '=', venueId)
    .where('consent', '=', consent)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; language: Lang; venueName: string }
  | { kind: 'expired' | 'used' | 'closed'; language: Lang }
  | { kind: 'unknown' };

/** What the link's page shows before the guest confirms: the venue and the address, or why the link no longer works. */
export async function inspectToken(db: Db, token: string, now: Date): Promise<ConfirmOutcome | { kind: 'open'; language: Lang; venueName: string; email: string }> {
  const row = await db
    .selectFrom('guestConsentConfirmations as c')
    .leftJoin('venues as v', 'v.id', 'c.venueId')
    .select(['c.language', 'c.closedAt', 'c.outcome', 'c.expiresAt', 'c.email', 'v.name as venueName'])
    .where('c.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  const language = row.language as Lang;
  if (row.closedAt) return { kind: row.outcome === 'Confirmed' ? 'used' : 'closed', language };
  if (row.expiresAt! <= now) return { kind: 'expired', language };
  return { kind: 'open', language, venueName: row.venueName ?? '', email: row.email! };
}

/**
 * The guest follows the link: once, before it expires. Closing the confirmation and giving the consent happen in the
 * caller's transaction; a second use (even at the same moment) finds it closed.
 */
export async function confirmByToken(db: Db, token: string, now: Date): Promise<ConfirmOutcome> {
  const seen = await inspectToken(db, token, now);
  if (seen.kind !== 'open') return seen;
  const row = await db
    .updateTable('guestConsentConfirmations')
    .set({ closedAt: now, outcome: 'Confirmed', updatedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('closedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) return { kind: 'used', language: seen.language };
  await db
    .insertInto('guestConsents')
    .values({ guestId: row.guestId!, venueId: row.venueId!, country: row.country!, consent: row.consent!, source: 'ConfirmationLink', createdAt: now, createdBy: null })
    .onConflict((oc) => oc.columns(['guestId', 'venueId', 'consent']).doNothing())
    .execute();
  await recordConsentEvidence(db, [
    {
      guestId: row.guestId!,
      venueId: row.venueId!,
      country: row.country!,
      consent: row.consent!,
      action: 'Confirmed',
      source: 'ConfirmationLink',
      at: now,
      actorUserId: null,
      actorJob: `confirmation link sent ${row.createdAt.toISOString()}`,
      document: row.legalDocumentId ? { legalDocumentId: row.legalDocumentId, revision: row.legalDocumentRevision ?? 1 } : null,
    },
  ]);
  await db.insertInto('guestLogs').values({ guestId: row.guestId!, action: 'ConsentAdded', consent: row.consent, venueId: row.venueId, source: 'ConfirmationLink', createdAt: now, createdBy: null }).execute();
  await db
    .insertInto('globalLogs')
    .values({ guestId: row.guestId!, country: row.country!, venueId: row.venueId, category: 'Consent', system: 'Venue Portal', message: `Consent ${row.consent} confirmed by the guest`, createdAt: now, createdBy: null })
    .execute();
  return { kind: 'confirmed', language: seen.language, venueName: seen.venueName };
}

/** The guest's email consents waiting for confirmation (expired ones too, marked), newest first. */
export async function readPending(db: Db, guestId: string, now: Date): Promise<PendingConsent[]> {
  const rows = await db
    .selectFrom('guestConsentConfirmations as c')
    .leftJoin('venues as v', 'v.id', 'c.venueId')
    .select(['c.id', 'c.venueId', 'v.name as venueName', 'c.consent', 'c.email', 'c.createdAt', 'c.expiresAt'])
    .where('c.guestId', '=', guestId)
    .where('c.closedAt', 'is', null)
    .orderBy('c.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    venueId: r.venueId!,
    venueName: r.venueName ?? null,
    consent: r.consent as ConsentType,
    email: r.email!,
    requestedAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt!.toISOString(),
    expired: r.expiresAt! <= now,
  }));
}
