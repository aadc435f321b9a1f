import { sql } from 'kysely';
import type { ConsentEvidenceAction, ConsentEvidenceEntry, ConsentSource } from '@/shared/guests/consentEvidence';
import type { ConsentType } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import { GUEST_PERMISSIONS } from '../crm/guestPermissionTexts';

/** The legal document revision a consent was agreed under. */
export interface DocumentRevision {
  legalDocumentId: string;
  revision: number;
}

export interface ConsentChange {
  guestId: string;
  venueId: string;
  country: CountryCode;
  consent: string;
  action: ConsentEvidenceAction;
  source: ConsentSource;
  /** When: the request's `ctx.now` (or the job's clock), never the database's. */
  at: Date;
  /** The member of staff who made the change; null when a form, a job or the guest's link did (`actorJob` names it). */
  actorUserId: string | null;
  actorJob?: string | null;
  /** The revision the guest agreed to; `undefined` looks up the one enabled now, null records that there was none. */
  document?: DocumentRevision | null;
}

/**
 * The revision of the legal document that governs a consent in a country now: the enabled document of the consent's
 * kind (guestPermissionTexts), at its current revision. Null when none is enabled.
 */
export async function currentDocumentRevision(db: Db, country: CountryCode, consent: string): Promise<DocumentRevision | null> {
  const governedBy = GUEST_PERMISSIONS.find((p) => p.consent === consent)?.governedBy;
  if (!governedBy) return null;
  const doc = await db
    .selectFrom('legalDocuments')
    .select(['id', 'currentRevision'])
    .where('country', '=', country)
    .where('type', '=', governedBy)
    .where('isEnabled', '=', true)
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst();
  return doc ? { legalDocumentId: doc.id, revision: doc.currentRevision ?? 1 } : null;
}

/**
 * Appends evidence of consent changes. Evidence is never updated or deleted (tests/server/consentEvidence.test.ts
 * checks that no code does): pass the request's `ctx.db`, so that the evidence commits or rolls back with the change.
 */
export async function recordConsentEvidence(db: Db, changes: readonly ConsentChange[]): Promise<void> {
  if (!changes.length) return;
  const rows = [];
  for (const c of changes) {
    const document = c.document === undefined ? await currentDocumentRevision(db, c.country, c.consent) : c.document;
    rows.push({
      guestId: c.guestId,
      venueId: c.venueId,
      country: c.country,
      consent: c.consent,
      action: c.action,
      source: c.source,
      at: c.at,
      actorUserId: c.actorUserId,
      actorJob: c.actorJob ?? null,
      legalDocumentId: document?.legalDocumentId ?? null,
      legalDocumentRevision: document?.revision ?? null,
      createdAt: c.at,
      updatedAt: c.at,
      createdBy: c.actorUserId,
      updatedBy: c.actorUserId,
    });
  }
  await db.insertInto('guestConsentEvidence').values(rows).execute();
}

/**
 * Evidence that every consent of the guests, given or waiting for confirmation, was withdrawn, written before they are
 * deleted: anonymising or deleting a guest withdraws its consents. Each names the revision its consent was given
 * under. One statement whatever their number.
 */
export async function recordWithdrawalOfAll(
  db: Db,
  guestIds: readonly string[],
  change: { source: ConsentSource; at: Date; actorUserId: string | null; actorJob?: string | null },
): Promise<void> {
  if (!guestIds.length) return;
  await sql`
    INSERT INTO guest_consent_evidence (guest_id, venue_id, country, consent, action, source, at, actor_user_id, actor_job,
                                        legal_document_id, legal_document_revision, created_at, updated_at, created_by, updated_by)
    SELECT c.guest_id, c.venue_id, c.country, c.consent, 'Withdrawn', ${change.source}, ${change.at}, ${change.actorUserId}, ${change.actorJob ?? null},
           e.legal_document_id, e.legal_document_revision, ${change.at}, ${change.at}, ${change.actorUserId}, ${change.actorUserId}
    FROM (
      SELECT guest_id, venue_id, country, consent FROM guest_consents WHERE guest_id = ANY(${[...guestIds]}::text[])
      UNION
      SELECT guest_id, venue_id, country, consent FROM guest_consent_confirmations WHERE guest_id = ANY(${[...guestIds]}::text[]) AND closed_at IS NULL
    ) c
    LEFT JOIN LATERAL (
      SELECT legal_document_id, legal_document_revision FROM guest_consent_evidence x
      WHERE x.guest_id = c.guest_id AND x.venue_id = c.venue_id AND x.consent = c.consent AND x.action IN ('Given', 'Requested', 'Confirmed')
      ORDER BY x.at DESC, x.created_at DESC LIMIT 1) e ON true`.execute(db);
}

/** A guest's consent evidence, newest first, with the names of the venue, the person and the document. */
export async function readConsentEvidence(db: Db, guestId: string): Promise<ConsentEvidenceEntry[]> {
  const rows = await db
    .selectFrom('guestConsentEvidence as e')
    .leftJoin('venues as v', 'v.id', 'e.venueId')
    .leftJoin('users as u', 'u.id', 'e.actorUserId')
    .leftJoin('legalDocuments as d', 'd.id', 'e.legalDocumentId')
    .select(['e.id', 'e.at', 'e.venueId', 'v.name as venueName', 'v.timeZone', 'e.consent', 'e.action', 'e.source', 'e.actorUserId', 'u.name as actorName', 'e.actorJob', 'e.legalDocumentId', 'e.legalDocumentRevision', 'd.name as documentName'])
    .where('e.guestId', '=', guestId)
    .orderBy('e.at', 'desc')
    // Changes of one instant (a consent given and withdrawn in one pinned moment) in the order a consent lives them.
    .orderBy(sql`CASE e.action WHEN 'Withdrawn' THEN 0 WHEN 'Confirmed' THEN 1 WHEN 'Requested' THEN 2 ELSE 3 END`)
    .orderBy('e.createdAt', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at!.toISOString(),
    venueId: r.venueId!,
    venueName: r.venueName ?? null,
    timeZone: r.timeZone ?? null,
    consent: r.consent as ConsentType,
    action: r.action as ConsentEvidenceAction,
    source: r.source as ConsentSource,
    actorUserId: r.actorUserId ?? null,
    actorName: r.actorName ?? null,
    actorJob: r.actorJob ?? null,
    legalDocument: r.legalDocumentId ? { id: r.legalDocumentId, name: r.documentName ?? null, revision: r.legalDocumentRevision ?? 1 } : null,
  }));
}

/**
 * Gives a consent the guest does not hold yet, with its evidence, in the caller's transaction: staff, a form or an
 * import giving it. `rowSource` is what the consent row says it came from. Answers false, changing nothing, when the
 * guest already holds it (a second click, a concurrent submission).
 */
export async function giveConsent(db: Db, change: Omit<ConsentChange, 'action'> & { rowSource: string }): Promise<boolean> {
  const { rowSource, ...evidence } = change;
  const inserted = await db
    .insertInto('guestConsents')
    .values({ guestId: change.guestId, venueId: change.venueId, country: change.country, consent: change.consent, source: rowSource, createdAt: change.at, createdBy: change.actorUserId })
    .onConflict((oc) => oc.columns(['guestId', 'venueId', 'consent']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await recordConsentEvidence(db, [{ ...evidence, action: 'Given' }]);
  return true;
}
