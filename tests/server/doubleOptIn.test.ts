import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '@/shared/clock';
import type { ConsentHistory } from '@/shared/guests/consentEvidence';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Double opt-in of email consent: staff ask, the guest confirms by the mailed link (once, within 7 days, without
 * signing in), and until then nobody counts the guest as reachable by email. Pinned clock.
 */
const api = '/api/crm/api';
const now = pinClock('2026-11-20T10:15:00Z');
const VENUE = 'venue-uk-shoreditch';

describe('double opt-in of email consent', () => {
  let server: TestServer;
  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });
  let n = 0;
  const newGuest = async (country: 'uk' | 'dk' = 'uk', venueId = VENUE, email: string | null = `optin-${n + 1}@example.test`) => {
    n += 1;
    const id = `optin-guest-${n}`;
    await server.db.insertInto('guestProfiles').values({ id, country, venueId, firstName: `Optin ${n}`, lastName: 'Fixture', email, emailKey: email, visitCount: 0, totalSpend: 0, points: 0 }).execute();
    return id;
  };
  const history = async (guestId: string, country = 'uk') => (await call('user-hq', 'GET', `/UserProfiles/${country}/${guestId}/consentHistory`)).json() as ConsentHistory;
  /** Staff tick Email; the link is read back from the mail in the guest's outbox. */
  const ask = async (guestId: string, venueId = VENUE, country = 'uk') => {
    const res = await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId, consent: 'Email' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await history(guestId, country)).mail[0];
    const link = /https?:\/\/\S+\/consent\/([A-Za-z0-9_-]+)/.exec(mail.body);
    expect(link, mail.body).not.toBeNull();
    return { profile: res.json(), mail, path: new URL(link![0]).pathname };
  };
  const open = (path: string) => server.app.inject({ method: 'GET', url: path });
  const confirm = (path: string) => server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const emailCount = async () => (await call('user-hq', 'POST', '/UserProfiles/guestQuery/count', { country: 'uk', venueIds: [VENUE], consents: ['Email'] })).json().count as number;

  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(async () => server?.close());
  afterEach(() => clock.set(now.toDate()));

  it('keeps a new email consent pending, mails the link, and gives the consent when the guest confirms', async () => {
    const guestId = await newGuest();
    const before = await emailCount();
    const { profile, mail, path } = await ask(guestId);
    expect(profile.consents.map((c: { consent: string }) => c.consent)).not.toContain('Email');
    expect(mail).toMatchObject({ kind: 'ConsentConfirmation', recipient: 'optin-1@example.test', transport: 'Outbox', subject: 'Please confirm that we may email you', sentAt: now.toISOString() });
    expect(mail.body).toContain('Shoreditch Social');
    const pending = await history(guestId);
    expect(pending.pending).toEqual([expect.objectContaining({ consent: 'Email', venueId: VENUE, email: 'optin-1@example.test', expiresAt: now.add(7, 'day').toISOString(), expired: false })]);
    expect(pending.evidence[0]).toMatchObject({ action: 'Requested', source: 'Staff', actorUserId: 'user-hq' });
    // Campaign audiences (the guest query) do not reach a pending email consent.
    expect(await emailCount()).toBe(before);

    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<form method="post">');
    // Opening the link confirms nothing.
    expect((await history(guestId)).pending).toHaveLength(1);

    clock.set(now.add(2, 'day').toDate());
    const done = await confirm(path);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You have confirmed that Shoreditch Social may email you.');
    const after = await history(guestId);
    expect(after.pending).toEqual([]);
    expect(after.evidence[0]).toMatchObject({ action: 'Confirmed', source: 'ConfirmationLink', actorUserId: null, at: now.add(2, 'day').toISOString() });
    expect(after.evidence[0].actorJob).toMatch(/^confirmation link sent /);
    expect(after.evidence[0].legalDocument).toEqual(after.evidence[1].legalDocument);
    const consents = (await call('user-hq', 'GET', `/UserProfiles/uk/${guestId}`)).json().consents;
    expect(consents).toEqual([expect.objectContaining({ consent: 'Email', venueId: VENUE, source: 'ConfirmationLink' })]);
    expect(await emailCount()).toBe(before + 1);
  });

  it('uses a link once', async () => {
    const { path } = await ask(await newGuest());
    expect((await confirm(path)).statusCode).toBe(200);
    const again = await confirm(path);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This link has already been used');
    expect((await open(path)).body).toContain('Already confirmed');
  });

  it('refuses an expired link with a clear page and gives nothing', async () => {
    const guestId = await newGuest();
    const { path } = await ask(guestId);
    clock.set(now.add(7, 'day').add(1, 'minute').toDate());
    expect((await history(guestId)).pending[0].expired).toBe(true);
    const late = await confirm(path);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('The link has expired');
    expect((await open(path)).statusCode).toBe(410);
    expect((await call('user-hq', 'GET', `/UserProfiles/uk/${guestId}`)).json().consents).toEqual([]);
  });

  it("answers in the guest's language, and not at all for an unknown token", async () => {
    const guestId = await newGuest('dk', 'venue-dk-norrebro');
    const { mail, path } = await ask(guestId, 'venue-dk-norrebro', 'dk');
    expect(mail.subject).toBe('Bekræft venligst, at vi må sende dig e-mails');
    const page = await open(path);
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain('Bekræft dit samtykke til e-mails');
    const unknown = await open('/consent/not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not found');
  });

  it('stops a link when staff withdraw the pending consent or send a new one', async () => {
    const guestId = await newGuest();
    const first = await ask(guestId);
    const second = await ask(guestId);
    expect((await confirm(first.path)).statusCode).toBe(410);
    const withdrawn = await call('user-hq', 'DELETE', `/GuestProfiles/venue/consent?guestId=${guestId}&venueId=${VENUE}&consent=Email`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const closed = await confirm(second.path);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('This consent was withdrawn or a newer link was sent');
    const h = await history(guestId);
    expect(h.pending).toEqual([]);
    expect(h.evidence.map((e) => e.action)).toEqual(['Withdrawn', 'Requested', 'Requested']);
  });

  it('needs an address to confirm, and stores only the hash of the token', async () => {
    const guestId = await newGuest('uk', VENUE, null);
    const res = await call('user-hq', 'POST', '/GuestProfiles/venue/consent', { guestId, venueId: VENUE, consent: 'Email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.consent' });
    const withEmail = await newGuest();
    const { path } = await ask(withEmail);
    const token = path.split('/').pop()!;
    const stored = await server.db.selectFrom('guestConsentConfirmations').select('tokenHash').where('guestId', '=', withEmail).executeTakeFirstOrThrow();
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
  });
});
