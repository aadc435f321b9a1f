import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymizeGuests } from '@/server/domain/guests/anonymize';
import { recordConsentEvidence } from '@/server/domain/guests/consentEvidence';
import type { ConsentEvidenceEntry, ConsentHistory } from '@/shared/guests/consentEvidence';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Consent evidence: every path that changes a guest's consents appends who or what did it, when, at which venue, from
 * which source and under which legal document revision; nothing ever rewrites it. Pinned clock.
 */
const api = '/api/crm/api';
const now = pinClock('2026-11-20T10:15:00Z');
const VENUE = 'venue-uk-shoreditch';

describe('consent evidence', () => {
  let server: TestServer;
  let privacy: { id: string; revision: number };
  let marketing: { id: string; revision: number };
  const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });
  let n = 0;
  const newGuest = async (email: string | null = null) => {
    n += 1;
    const id = `evidence-guest-${n}`;
    await server.db.insertInto('guestProfiles').values({ id, country: 'uk', venueId: VENUE, firstName: `Evidence ${n}`, lastName: 'Fixture', email, emailKey: email, visitCount: 0, totalSpend: 0, points: 0 }).execute();
    return id;
  };
  const history = async (guestId: string) => {
    const res = await call('user-hq', 'GET', `/UserProfiles/uk/${guestId}/consentHistory`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConsentHistory;
  };
  const evidence = async (guestId: string): Promise<ConsentEvidenceEntry[]> => (await history(guestId)).evidence;
  /** A document of the type, enabled in the UK, published by head office; with a second revision when `revise`. */
  const enabledDocument = async (type: string, revise: boolean) => {
    const created = await call('user-hq', 'POST', '/LegalDocuments', { name: `${type} evidence`, type, country: 'uk', language: 'eng', content: '<p>First text</p>' });
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json();
    const saved = await call('user-hq', 'PUT', '/LegalDocuments', { id: doc.id, version: doc.version, name: doc.name, type, country: 'uk', language: 'eng', isEnabled: true, content: revise ? '<p>Second text</p>' : '<p>First text</p>', changeNote: null });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id: doc.id as string, revision: saved.json().currentRevision as number };
  };

  beforeAll(async () => {
    server = await startTestServer();
    privacy = await enabledDocument('PrivacyPolicy', true);
    marketing = await enabledDocument('MarketingConsent', false);
  }, 180_000);
  afterAll(async () => server?.close());

  it('staff giving a consent on the profile: given, by whom, when, where, under the enabled revision', async () => {
    const guestId = await newGuest();
    expect((await call('user-gr', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'PersonalData' })).statusCode).toBe(200);
    expect(await evidence(guestId)).toEqual([
      expect.objectContaining({ action: 'Given', consent: 'PersonalData', source: 'Staff', venueId: VENUE, venueName: 'Shoreditch Social', timeZone: 'Europe/London', at: now.toISOString(), actorUserId: 'user-gr', actorName: 'Oliver Smith', actorJob: null, legalDocument: { id: privacy.id, name: 'PrivacyPolicy evidence', revision: 2 } }),
    ]);
    expect(privacy.revision).toBe(2);
  });

  it('staff withdrawing a consent on the profile: withdrawn, naming the revision it was given under', async () => {
    const guestId = await newGuest();
    await call('user-gr', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'Marketing' });
    const res = await call('user-gr', 'DELETE', `/GuestProfiles/venue/consent?guestId=${guestId}&venueId=${VENUE}&consent=Marketing`);
    expect(res.statusCode, res.body).toBe(200);
    const [withdrawn, given] = await evidence(guestId);
    expect(withdrawn).toMatchObject({ action: 'Withdrawn', source: 'Staff', actorUserId: 'user-gr', legalDocument: { id: marketing.id, revision: 1 } });
    expect(given).toMatchObject({ action: 'Given', source: 'Staff' });
  });

  it('anonymising by staff withdraws every consent, pending ones included, with evidence that stays', async () => {
    const guestId = await newGuest('anon-evidence@example.test');
    await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'Phone' });
    await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'Email' });
    expect((await call('user-hq', 'POST', `/UserProfiles/uk/${guestId}/anonymize`)).statusCode).toBe(200);
    const after = await history(guestId);
    const withdrawals = after.evidence.filter((e) => e.action === 'Withdrawn');
    expect(withdrawals.map((e) => [e.consent, e.source, e.actorUserId, e.legalDocument?.id]).sort()).toEqual([
      ['Email', 'Anonymisation', 'user-hq', marketing.id],
      ['Phone', 'Anonymisation', 'user-hq', marketing.id],
    ]);
    // The address goes with the guest: no pending confirmation, no mail kept.
    expect(after.pending).toEqual([]);
    expect(after.mail).toEqual([]);
  });

  it('anonymising by the retention job names the job, not a person', async () => {
    const guestId = await newGuest();
    await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'SoMe' });
    await server.db.transaction().execute((db) => anonymizeGuests({ db, now: now.add(1, 'hour').toDate(), user: { userId: null } }, [guestId], { source: 'Retention', message: 'Personal data anonymised by the retention schedule' }));
    expect((await evidence(guestId))[0]).toMatchObject({ action: 'Withdrawn', consent: 'SoMe', source: 'Anonymisation', actorUserId: null, actorJob: 'Retention', at: now.add(1, 'hour').toISOString() });
  });

  it("deleting the profile withdraws its consents; the evidence outlives the profile", async () => {
    const guestId = await newGuest();
    await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'Analytics' });
    expect((await call('user-hq', 'DELETE', `/GuestProfiles?id=${guestId}`)).statusCode).toBe(204);
    const rows = await server.db.selectFrom('guestConsentEvidence').select(['action', 'source', 'actorUserId']).where('guestId', '=', guestId).orderBy('action').execute();
    expect(rows).toEqual([
      { action: 'Given', source: 'Staff', actorUserId: 'user-hq' },
      { action: 'Withdrawn', source: 'Deletion', actorUserId: 'user-hq' },
    ]);
  });

  it('records a form or an import by what made it, as other code calls it', async () => {
    const guestId = await newGuest();
    await recordConsentEvidence(server.db, [{ guestId, venueId: VENUE, country: 'uk', consent: 'Marketing', action: 'Given', source: 'BookingForm', at: now.toDate(), actorUserId: null, actorJob: 'booking form bf-1' }]);
    expect((await evidence(guestId))[0]).toMatchObject({ source: 'BookingForm', actorJob: 'booking form bf-1', actorUserId: null, legalDocument: { id: marketing.id, revision: 1 } });
  });

  it('keeps the revision a guest agreed to readable, also by guest relations, and the document from being deleted', async () => {
    const old = await call('user-gr', 'GET', `/LegalDocuments/${privacy.id}/revisions/1`);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ legalDocumentId: privacy.id, revision: 1, content: '<p>First text</p>', isCurrent: false });
    expect((await call('user-gr', 'GET', `/LegalDocuments/${privacy.id}/revisions/9`)).statusCode).toBe(404);
    const doc = (await call('user-hq', 'GET', `/LegalDocuments/${privacy.id}`)).json();
    await call('user-hq', 'PUT', '/LegalDocuments', { id: doc.id, version: doc.version, name: doc.name, type: doc.type, country: 'uk', language: 'eng', isEnabled: false, content: '<p>Second text</p>', changeNote: null });
    const removed = await call('user-hq', 'DELETE', `/LegalDocuments?id=${privacy.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/agreed to this document/);
  });

  it('is append-only: no code updates or deletes consent evidence', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx|sql)$/.test(name)) {
          const source = readFileSync(path, 'utf8');
          if (/(updateTable|deleteFrom)\(\s*['"]guestConsentEvidence/.test(source) || /(UPDATE|DELETE\s+FROM|TRUNCATE)\s+guest_consent_evidence/i.test(source)) offenders.push(path);
        }
      }
    };
    for (const dir of ['src', 'generated']) walk(dir);
    expect(offenders).toEqual([]);
  });
});
