import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const api = '/api/crm/api';
let server: TestServer;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('guest segmentation', () => {
  it('lists labels and interests by name, adds and deletes them', async () => {
    const before = (await call('user-cm', 'GET', '/GuestSegmentation')).json();
    expect(before.labels.map((l: { name: string }) => l.name)).toContain('VIP');
    expect(before.interests.map((l: { name: string }) => l.name)).toContain('Craft beer');

    const added = await call('user-cm', 'POST', '/GuestSegmentation/labels', { name: '  Wine club ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Wine club', createdBy: 'user-cm' });
    expect((await call('user-cm', 'POST', '/GuestSegmentation/labels', { name: 'wine CLUB' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/GuestSegmentation/labels', { name: '' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-cm', 'POST', '/GuestSegmentation/interests', { name: 'Salsa' })).statusCode).toBe(200);
    expect((await call('user-cm', 'POST', '/GuestSegmentation/interests', { name: 'x'.repeat(61) })).json()).toMatchObject({ status: 400, field: 'body.name' });
    const after = (await call('user-cm', 'GET', '/GuestSegmentation')).json();
    expect(after.labels.map((l: { name: string }) => l.name)).toContain('Wine club');
    expect(after.interests.map((l: { name: string }) => l.name)).toContain('Salsa');

    expect((await call('user-cm', 'DELETE', '/GuestSegmentation/interests/?name=Salsa')).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', '/GuestSegmentation/interests/?name=Salsa')).statusCode).toBe(404);
    expect((await call('user-cm', 'DELETE', '/GuestSegmentation/labels/')).json()).toMatchObject({ status: 400, field: 'query.name' });
  });

  it('takes a deleted label off every guest (the name matched regardless of case), with a log entry on each', async () => {
    const holders = async () => (await server.db.selectFrom('guestProfiles').select(['id', 'labels', 'version']).execute()).filter((r) => (r.labels ?? []).includes('Student'));
    const before = await holders();
    expect(before.length).toBeGreaterThan(0);
    expect((await call('user-hq', 'DELETE', '/GuestSegmentation/labels/?name=sTUDENT')).statusCode).toBe(204);
    expect(await holders()).toEqual([]);
    expect((await call('user-hq', 'GET', '/GuestSegmentation')).json().labels.map((l: { name: string }) => l.name)).not.toContain('Student');

    const [one] = before;
    const after = await server.db.selectFrom('guestProfiles').select(['labels', 'version', 'updatedBy']).where('id', '=', one.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ labels: one.labels!.filter((l) => l !== 'Student'), version: one.version + 1, updatedBy: 'user-hq' });
    const logs = await server.db.selectFrom('guestLogs').select(['guestId', 'field', 'oldValue', 'newValue', 'createdBy']).where('action', '=', 'LabelsChanged').where('createdBy', '=', 'user-hq').execute();
    expect(logs).toHaveLength(before.length);
    expect(logs.find((l) => l.guestId === one.id)).toMatchObject({ field: 'labels', oldValue: one.labels!.join(', '), newValue: one.labels!.filter((l) => l !== 'Student').join(', ') || null });
    expect((await call('user-hq', 'DELETE', '/GuestSegmentation/labels/?name=student')).statusCode).toBe(404);
  });

  it('keeps names unique regardless of case in the database too', async () => {
    await server.db.insertInto('guestSegments').values({ kind: 'interest', name: 'Jazz nights' }).execute();
    await expect(server.db.insertInto('guestSegments').values({ kind: 'interest', name: 'JAZZ NIGHTS' }).execute()).rejects.toThrow(/unique|duplicate/i);
    // The same name may be both a label and an interest.
    await server.db.insertInto('guestSegments').values({ kind: 'label', name: 'jazz nights' }).execute();
    expect((await call('user-hq', 'POST', '/GuestSegmentation/interests', { name: 'jazz Nights' })).statusCode).toBe(409);
  });

  it('is refused without the extended guest permission', async () => {
    expect((await call('user-gr', 'GET', '/GuestSegmentation')).statusCode).toBe(403);
    expect((await call('user-vm', 'POST', '/GuestSegmentation/labels', { name: 'X' })).statusCode).toBe(403);
  });
});

describe('legal documents', () => {
  it("lists the documents of the user's countries with legalDocumentId, and one with its revisions", async () => {
    const fi = (await call('user-cm', 'GET', '/LegalDocuments')).json();
    expect(fi.length).toBe(5);
    expect(fi.every((d: { country: string }) => d.country === 'fi')).toBe(true);
    expect(fi[0]).toMatchObject({ legalDocumentId: fi[0].id, revisionCount: expect.any(Number) });
    expect(fi[0].revisions).toBeUndefined();
    expect((await call('user-hq', 'GET', '/LegalDocuments')).json()).toHaveLength(20);
    const privacy = fi.find((d: { type: string; isEnabled: boolean }) => d.type === 'PrivacyPolicy' && d.isEnabled);
    const one = (await call('user-cm', 'GET', `/LegalDocuments/${privacy.id}`)).json();
    expect(one.revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(one).toMatchObject({ currentRevision: 3, language: 'fin' });
    const dk = (await call('user-hq', 'GET', '/LegalDocuments')).json().find((d: { country: string }) => d.country === 'dk');
    expect((await call('user-cm', 'GET', `/LegalDocuments/${dk.id}`)).statusCode).toBe(403);
    expect((await call('user-cm', 'GET', '/LegalDocuments/no-such-document')).statusCode).toBe(404);
  });

  it('creates a document, makes a new revision when the text changes, sanitises it and enables one per type and country', async () => {
    const created = await call('user-cm', 'POST', '/LegalDocuments', { name: 'Tietosuojaseloste 2026', type: 'PrivacyPolicy', country: 'fi', language: 'fin', content: '<p>Uusi teksti</p><script>alert(1)</script>' });
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json();
    expect(doc).toMatchObject({ isEnabled: false, currentRevision: 1, version: 2 });
    expect(doc.revisions[0].content).toBe('<p>Uusi teksti</p>');

    const base = { id: doc.id, name: doc.name, type: doc.type, country: 'fi', language: 'fin' };
    const same = (await call('user-cm', 'PUT', '/LegalDocuments', { ...base, version: doc.version, isEnabled: false, content: '<p>Uusi teksti</p>' })).json();
    expect(same.currentRevision).toBe(1);
    const changed = (await call('user-cm', 'PUT', '/LegalDocuments', { ...base, version: same.version, isEnabled: true, content: '<p>Uusi teksti, korjattu</p>', changeNote: 'Korjaus' })).json();
    expect(changed).toMatchObject({ currentRevision: 2, isEnabled: true });
    expect(changed.revisions[0]).toMatchObject({ revision: 2, changeNote: 'Korjaus', publishedBy: 'user-cm' });
    const enabled = (await call('user-cm', 'GET', '/LegalDocuments')).json().filter((d: { type: string; isEnabled: boolean }) => d.type === 'PrivacyPolicy' && d.isEnabled);
    expect(enabled.map((d: { id: string }) => d.id)).toEqual([doc.id]);

    expect((await call('user-cm', 'PUT', '/LegalDocuments', { ...base, version: same.version, isEnabled: true, content: '<p>x</p>' })).statusCode).toBe(409);
    expect((await call('user-cm', 'PUT', '/LegalDocuments', { ...base, country: 'dk', version: changed.version, isEnabled: true, content: '<p>x</p>' })).statusCode).toBe(403);
    expect((await call('user-cm', 'POST', '/LegalDocuments', { name: 'X', type: 'Contract', country: 'fi', language: 'fin', content: '<p>x</p>' })).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await call('user-cm', 'POST', '/LegalDocuments', { name: 'X', type: 'Other', country: 'dk', language: 'dan', content: '<p>x</p>' })).statusCode).toBe(403);

    expect((await call('user-cm', 'DELETE', `/LegalDocuments?id=${doc.id}`)).statusCode).toBe(409);
    await call('user-cm', 'PUT', '/LegalDocuments', { ...base, version: changed.version, isEnabled: false, content: '<p>Uusi teksti, korjattu</p>' });
    expect((await call('user-cm', 'DELETE', `/LegalDocuments?id=${doc.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'GET', `/LegalDocuments/${doc.id}`)).statusCode).toBe(404);
  });

  it('answers the guest permissions with the enabled documents that govern them', async () => {
    const permissions = (await call('user-cm', 'GET', '/LegalDocuments/GuestPermissions')).json();
    expect(permissions.map((p: { consent: string }) => p.consent)).toEqual(['PersonalData', 'Analytics', 'Enrichment', 'Email', 'Phone', 'SoMe', 'SnailMail', 'Marketing']);
    const email = permissions.find((p: { consent: string }) => p.consent === 'Email');
    expect(email).toMatchObject({ governedBy: 'MarketingConsent', description: { eng: expect.any(String), fin: expect.any(String) } });
    expect(email.documents).toEqual([expect.objectContaining({ country: 'fi', name: 'Markkinointisuostumus' })]);
  });

  it('is refused without the permission', async () => {
    expect((await call('user-gr', 'GET', '/LegalDocuments')).statusCode).toBe(403);
    expect((await call('user-vm', 'GET', '/LegalDocuments/GuestPermissions')).statusCode).toBe(403);
  });
});

describe('data processors and the data controller', () => {
  it('creates, updates (POST with id) and deletes a data processor', async () => {
    const list = (await call('user-cm', 'GET', '/LegalDocuments/DataProcessor')).json();
    expect(list.length).toBe(6);
    const created = await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { name: 'Sendgrid', purpose: 'Transactional email', website: 'https://sendgrid.com', dataCategories: ['Email'] });
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json();
    const updated = await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { ...p, purpose: 'Booking confirmations by email' });
    expect(updated.json()).toMatchObject({ purpose: 'Booking confirmations by email', version: 2 });
    expect((await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { ...p, purpose: 'stale' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { purpose: 'no name' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { name: 'X', purpose: 'Y', website: 'ftp://x' })).json()).toMatchObject({ status: 400, field: 'body.website' });
    expect((await call('user-cm', 'POST', '/LegalDocuments/DataProcessor', { id: 'no-such', name: 'X', purpose: 'Y', version: 1 })).statusCode).toBe(404);
    expect((await call('user-cm', 'DELETE', `/LegalDocuments/DataProcessor?id=${p.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', `/LegalDocuments/DataProcessor?id=${p.id}`)).statusCode).toBe(404);
  });

  it('reads and saves the single data controller record with its version', async () => {
    const current = (await call('user-cm', 'GET', '/LegalDocuments/DataController')).json();
    expect(current).toMatchObject({ id: 'singleton', companyName: 'Nightlife Group A/S', version: 1 });
    const saved = await call('user-cm', 'PUT', '/LegalDocuments/DataController', { ...current, dpoName: 'Jonas Holt' });
    expect(saved.json()).toMatchObject({ dpoName: 'Jonas Holt', version: 2 });
    expect((await call('user-cm', 'PUT', '/LegalDocuments/DataController', { ...current, dpoName: 'Stale' })).statusCode).toBe(409);
    expect((await call('user-cm', 'PUT', '/LegalDocuments/DataController', { ...current, version: 2, email: 'nope' })).json()).toMatchObject({ status: 400, field: 'body.email' });
    const { version: _v, ...withoutVersion } = current;
    expect((await call('user-cm', 'PUT', '/LegalDocuments/DataController', withoutVersion)).json()).toMatchObject({ status: 400, field: 'body.version' });
  });

  it('creates the data controller on the first save', async () => {
    await server.db.deleteFrom('dataController').execute();
    const empty = (await call('user-hq', 'GET', '/LegalDocuments/DataController')).json();
    expect(empty).toMatchObject({ id: 'singleton', version: 0, companyName: null });
    const body = { companyName: 'Nightlife Group A/S', registrationNumber: '38291745', street: 'Vesterbrogade 149', postalCode: '1620', city: 'København V', country: 'dk', email: 'privacy@nightlife-group.example' };
    expect((await call('user-hq', 'PUT', '/LegalDocuments/DataController', body)).json()).toMatchObject({ version: 1, city: 'København V' });
  });
});

describe('cookie popup settings and the cookie register', () => {
  it('reads and saves the one popup record', async () => {
    const current = (await call('user-cm', 'GET', '/CookiePopupSettings')).json();
    expect(current).toMatchObject({ id: 'singleton', position: 'bottom', showRejectAll: true, title: { eng: 'We use cookies' } });
    const saved = await call('user-cm', 'PUT', '/CookiePopupSettings', { ...current, position: 'center', title: { ...current.title, fin: 'Evästeet' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ position: 'center', version: current.version + 1, title: { fin: 'Evästeet' } });
    const next = saved.json() as Record<string, unknown>;
    expect((await call('user-cm', 'PUT', '/CookiePopupSettings', { ...current, position: 'top' })).json()).toMatchObject({ status: 400, field: 'body.position' });
    expect((await call('user-cm', 'PUT', '/CookiePopupSettings', { ...next, consentLifetimeDays: 0 })).json()).toMatchObject({ status: 400, field: 'body.consentLifetimeDays' });
    const privacy = (await call('user-hq', 'GET', '/LegalDocuments')).json().find((d: { type: string }) => d.type === 'PrivacyPolicy');
    expect((await call('user-cm', 'PUT', '/CookiePopupSettings', { ...next, cookiePolicyDocumentId: privacy.id })).json()).toMatchObject({ status: 400, field: 'body.cookiePolicyDocumentId' });
    expect((await call('user-cm', 'PUT', '/CookiePopupSettings', { ...current })).statusCode).toBe(409);
    expect((await call('user-gr', 'GET', '/CookiePopupSettings')).statusCode).toBe(403);
  });

  it('keeps the cookie register: create and update with PUT, delete by id, methods, types and categories as the specification spells them', async () => {
    const list = (await call('user-cm', 'GET', '/Cookies')).json();
    expect(list.length).toBe(10);
    expect(new Set(list.map((c: { category: string }) => c.category))).toEqual(new Set(['Nessecary', 'Preferences', 'Analytics', 'Marketing', 'Unclassified']));
    const created = await call('user-cm', 'PUT', '/Cookies', { name: '_hjid', provider: 'Hotjar', method: 'Cookie', type: 'Persistent', category: 'Analytics', expiryDays: 365 });
    expect(created.statusCode, created.body).toBe(200);
    const cookie = created.json();
    expect((await call('user-cm', 'PUT', '/Cookies', { ...cookie, category: 'Marketing' })).json()).toMatchObject({ category: 'Marketing', version: 2 });
    expect((await call('user-cm', 'PUT', '/Cookies', { ...cookie, category: 'Necessary' })).json()).toMatchObject({ status: 400, field: 'body.category' });
    expect((await call('user-cm', 'PUT', '/Cookies', { name: 'tab', provider: 'Us', method: 'SessionStorage', type: 'Persistent', category: 'Nessecary', expiryDays: 1 })).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await call('user-cm', 'PUT', '/Cookies', { name: 'x', provider: 'Us', method: 'Cookie', type: 'Persistent', category: 'Nessecary' })).json()).toMatchObject({ status: 400, field: 'body.expiryDays' });
    expect((await call('user-cm', 'PUT', '/Cookies', { name: 'x', provider: 'Us', method: 'Cookie', type: 'Session', category: 'Nessecary', expiryDays: 3 })).json()).toMatchObject({ status: 400, field: 'body.expiryDays' });
    expect((await call('user-cm', 'PUT', '/Cookies', { name: 'x', provider: 'Us', method: 'IndexedDb', type: 'Session', category: 'Nessecary' })).json()).toMatchObject({ status: 400, field: 'body.method' });
    expect((await call('user-cm', 'DELETE', `/Cookies?id=${cookie.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', `/Cookies?id=${cookie.id}`)).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/Cookies')).statusCode).toBe(403);
  });
});
