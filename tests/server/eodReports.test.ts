import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '@/server/api/context';
import { Store } from '@/server/api/store';
import type { ResourceMeta } from '@/server/api/types';
import { loadUser } from '@/server/auth/session';
import { isLate } from '@/server/domain/venue/eodTime';
import { businessDay } from '@/shared/eodDays';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';
import { multipart } from '../support/multipart';

const VENUE = 'venue-dk-norrebro';
const base = '/api/main/EodReports';
let server: TestServer;
// The users' roles are the demo's, valid around the moment it was built: the clock stands at that moment.
const now = pinClock(seededAt());

// A tiny valid PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(userId: string, venueId: string, type = 'eodbi') {
  const body = multipart({ venueId }, { name: 'bi.png', type: 'image/png', content: PNG });
  const res = await server.request(userId, { method: 'POST', url: `/api/main/Media/${type}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const create = (payload: Record<string, unknown>, userId = 'user-vm') => server.request(userId, { method: 'POST', url: base, payload: { venueId: VENUE, ...payload } });
const load = async (id: string, userId = 'user-vm') => (await server.request(userId, { method: 'GET', url: `${base}/${id}` })).json();
const send = (id: string, userId = 'user-vm') => server.request(userId, { method: 'POST', url: `${base}/${id}` });
const daysAgo = (n: number) => now.tz('Europe/Copenhagen').subtract(n, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  server = await startTestServer();
  // Free the days the tests write reports for.
  await server.db.deleteFrom('eodReports').where('venueId', '=', VENUE).where('date', '>=', daysAgo(40)).where('date', '<=', daysAgo(30)).execute();
});
afterAll(() => server.close());

describe('the business day', () => {
  it('runs until 06:00 venue time, and a report is late after the deadline the next day', () => {
    expect(businessDay(new Date('2026-11-21T04:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-20');
    expect(businessDay(new Date('2026-11-21T05:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-21');
    expect(isLate('2026-11-20', '12:00', 'Europe/Copenhagen', new Date('2026-11-21T10:59:00Z'))).toBe(false);
    expect(isLate('2026-11-20', '12:00', 'Europe/Copenhagen', new Date('2026-11-21T11:01:00Z'))).toBe(true);
    expect(isLate('2026-11-20', null, 'Europe/Copenhagen', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('reading reports', () => {
  it("GET /EodReports/venue/{venueId} answers the venue's reports, newest first, and pages on request", async () => {
    const res = await server.request('user-sm', { method: 'GET', url: `${base}/venue/${VENUE}` });
    expect(res.statusCode).toBe(200);
    const reports = res.json();
    expect(reports.length).toBeGreaterThan(15);
    expect(reports.every((r: { venueId: string }) => r.venueId === VENUE)).toBe(true);
    expect(reports[0].date > reports[1].date).toBe(true);
    const page = await server.request('user-sm', { method: 'GET', url: `${base}/venue/${VENUE}?page=2&perPage=5` });
    expect(page.json()).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe(String(reports.length));
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/venue/venue-uk-soho` })).statusCode).toBe(403);
  });
  it('GET /EodReports/{id} answers a report with its venue, currency and sender', async () => {
    const [sent] = (await server.request('user-vm', { method: 'GET', url: `${base}/venue/${VENUE}?filter=${encodeURIComponent(JSON.stringify({ status: 'sent' }))}` })).json();
    const report = await load(sent.id);
    expect(report).toMatchObject({ id: sent.id, venueName: 'Nørrebro Social', currency: 'DKK', timeZone: 'Europe/Copenhagen', status: 'sent' });
    expect(report.rules).toEqual({ requireBiImage: false, requireRevenue: true, requireSummary: true, deadline: '12:00' });
    expect(report.sentByName).toBeTruthy();
    expect(report.sentTo).toEqual(['drift.dk@venueportal.test']);
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/no-such-report` })).statusCode).toBe(404);
  });
});

describe('creating and editing', () => {
  it('creates the report of a day, one per day, never in the future', async () => {
    const res = await create({ date: daysAgo(40) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ venueId: VENUE, date: daysAgo(40), status: 'draft', version: 1 });
    expect((await create({ date: daysAgo(40) })).statusCode).toBe(409);
    expect((await create({ date: daysAgo(-3) })).json()).toMatchObject({ status: 400, field: 'body.date' });
    expect((await create({ date: '2026-13-01' })).json()).toMatchObject({ status: 400, field: 'body.date' });
    expect((await create({ venueId: 'venue-fi-kallio', date: daysAgo(40) })).statusCode).toBe(403);
  });
  it('creates the current business day by default', async () => {
    await server.db.deleteFrom('eodReports').where('venueId', '=', 'venue-dk-aarhus').execute();
    const res = await create({ venueId: 'venue-dk-aarhus' }, 'user-hq');
    expect(res.json().date).toBe(businessDay(now.toDate(), 'Europe/Copenhagen'));
  });
  it('updates a draft with its version, refuses a stale one and names bad fields', async () => {
    const report = (await create({ date: daysAgo(39) })).json();
    const payload = { ...report, revenue: 4567850, guests: 310, summary: 'Busy and smooth.' };
    const res = await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revenue: 4567850, guests: 310, version: 2 });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload })).statusCode).toBe(409);
    const fresh = res.json();
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...fresh, revenue: 12.5 } })).json()).toMatchObject({ status: 400, field: 'body.revenue' });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...fresh, guests: -1 } })).json()).toMatchObject({ status: 400, field: 'body.guests' });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...fresh, date: daysAgo(40) } })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...fresh, status: 'sent', sentBy: 'user-hq' } })).json()).toMatchObject({ status: 'draft', sentBy: null });
  });
});

describe('PUT /EodReports/bi', () => {
  it("sets an end-of-day image of the report's venue, replaces it, and clears it", async () => {
    const report = (await create({ date: daysAgo(38) })).json();
    const first = await upload('user-vm', VENUE);
    const set = await server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: report.version, biImageId: first } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ biImageId: first, biImageUrl: `/api/main/Media/${first}`, version: 2 });
    const second = await upload('user-vm', VENUE);
    const replaced = await server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: 2, biImageId: second } });
    expect(replaced.json()).toMatchObject({ biImageId: second, version: 3 });
    expect((await server.request('user-vm', { method: 'GET', url: `/api/main/Media/${first}` })).statusCode).toBe(404);
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: 2, biImageId: second } })).statusCode).toBe(409);
    const cleared = await server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: 3, biImageId: null } });
    expect(cleared.json()).toMatchObject({ biImageId: null, biImageUrl: null });
  });
  it('refuses an image of another kind or venue, or that does not exist', async () => {
    const report = (await create({ date: daysAgo(37) })).json();
    const put = (biImageId: string) => server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: report.version, biImageId } });
    expect((await put(await upload('user-vm', VENUE, 'image'))).json()).toMatchObject({ status: 400, field: 'body.biImageId' });
    expect((await put(await upload('user-vm', 'venue-dk-vesterbro'))).json()).toMatchObject({ status: 400, field: 'body.biImageId' });
    expect((await put('no-such-file')).json()).toMatchObject({ status: 400, field: 'body.biImageId' });
  });
  it('keeps end-of-day images to people of the venue', async () => {
    const id = await upload('user-vm', VENUE);
    expect((await server.request('user-sm', { method: 'GET', url: `/api/main/Media/${id}` })).statusCode).toBe(200);
    expect((await server.request('user-gr', { method: 'GET', url: `/api/main/Media/${id}` })).statusCode).toBe(403);
  });
});

describe('POST /EodReports/{id} (send)', () => {
  it("checks the country's rules and names what is missing", async () => {
    const report = (await create({ date: daysAgo(36) })).json();
    expect((await send(report.id)).json()).toMatchObject({ status: 400, field: 'revenue' });
    await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 100 } });
    expect((await send(report.id)).json()).toMatchObject({ status: 400, field: 'summary' });
  });
  it('marks the report sent with sender, time, recipients and lateness, notifies the roles and freezes it', async () => {
    const report = (await create({ date: daysAgo(35) })).json();
    const filled = (await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 3456700, guests: 220, summary: 'Good night.' } })).json();
    const before = await server.db.selectFrom('notifications').select('id').where('link', '=', `/vp/lists/eodReport/${report.id}`).execute();
    expect(before).toHaveLength(0);
    const res = await send(report.id, 'user-sm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', sentBy: 'user-sm', sentByName: 'Sofie Larsen', sentTo: ['drift.dk@venueportal.test'], late: true });
    expect(res.json().sentAt).toBeTruthy();
    const notified = await server.db.selectFrom('notifications').select(['userId', 'title']).where('link', '=', `/vp/lists/eodReport/${report.id}`).execute();
    expect(notified.map((n) => n.userId).sort()).toEqual(['user-cd', 'user-vm']);
    expect(notified[0].title).toContain('Nørrebro Social');
    expect((await send(report.id)).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...filled, summary: 'Changed' } })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/bi`, payload: { id: report.id, version: filled.version + 1, biImageId: null } })).statusCode).toBe(409);
    expect((await send('no-such-report')).statusCode).toBe(404);
  });
  it('sends a report once when two people send it at the same time: the second gets 409, nobody is notified twice', async () => {
    const report = (await create({ date: daysAgo(33) })).json();
    await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 100, summary: 'Quiet.' } });
    const answers = await Promise.all([send(report.id, 'user-sm'), send(report.id, 'user-vm')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const notified = await server.db.selectFrom('notifications').select('userId').where('link', '=', `/vp/lists/eodReport/${report.id}`).execute();
    const sender = (await load(report.id)).sentBy;
    expect(notified.length).toBe(['user-cd', 'user-vm'].filter((u) => u !== sender).length);
  });
  it('writes the sent state only over the draft it checked: a send that read the draft before another send is 409', async () => {
    const report = (await create({ date: daysAgo(32) })).json();
    await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 100, summary: 'Quiet.' } });
    // Imported once the server has loaded every resource (a domain module imported first would load its resource early).
    const { eodReportsResource } = await import('@generated/server/resources/eodReports');
    const { send: sendReport } = await import('@/server/domain/venue/eodReports');
    const store = new Store(server.db, 'user-vm');
    const stale = await store.getOrThrow(eodReportsResource, report.id);
    expect((await send(report.id, 'user-sm')).statusCode).toBe(200);
    // A request that read the report while it was still a draft, and writes after the other send.
    let reads = 0;
    const staleStore = Object.assign(Object.create(store) as Store, { getOrThrow: (meta: ResourceMeta, id: string) => (reads++ === 0 ? Promise.resolve(stale) : store.getOrThrow(meta, id)) });
    const user = (await loadUser(server.db, 'user-vm'))!;
    const ctx = { db: server.db, store: staleStore, user, venueId: VENUE, countryId: 'dk', now: now.toDate(), endpoint: { permission: null, access: 'write' }, log: server.app.log, services: {} } as unknown as RequestContext;
    await expect(sendReport(ctx, { params: { id: report.id }, query: {} } as never)).rejects.toMatchObject({ status: 409 });
    const notified = await server.db.selectFrom('notifications').select('userId').where('link', '=', `/vp/lists/eodReport/${report.id}`).execute();
    expect(notified.map((n) => n.userId).sort()).toEqual(['user-cd', 'user-vm']);
    expect(await load(report.id)).toMatchObject({ status: 'sent', sentBy: 'user-sm' });
  });
  it('with the version the sender saw, refuses a report changed since', async () => {
    const report = (await create({ date: daysAgo(31) })).json();
    const filled = (await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 100, summary: 'Quiet.' } })).json();
    expect((await server.request('user-vm', { method: 'POST', url: `${base}/${report.id}?version=${report.version}` })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'POST', url: `${base}/${report.id}?version=${filled.version}` })).json()).toMatchObject({ status: 'sent', version: filled.version + 1 });
  });
  it('needs the image where the country requires it', async () => {
    await server.db.updateTable('eodReportRules').set({ requireBiImage: true }).where('country', '=', 'dk').execute();
    const report = (await create({ date: daysAgo(34) })).json();
    await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...report, revenue: 1, summary: 'x' } });
    expect((await send(report.id)).json()).toMatchObject({ status: 400, field: 'biImageId' });
    await server.db.updateTable('eodReportRules').set({ requireBiImage: false }).where('country', '=', 'dk').execute();
  });
});

describe('end-of-day report rules', () => {
  const rules = (country: string, userId = 'user-cd') => server.request(userId, { method: 'GET', url: `/api/main/EodReportRules?country=${country}` });
  it("GET /EodReportRules answers a country's rules, or the defaults where none are saved", async () => {
    expect((await rules('dk')).json()).toMatchObject({ country: 'dk', requireRevenue: true, deadline: '12:00', notifyRoles: ['vm', 'rm', 'cd'] });
    await server.db.deleteFrom('eodReportRules').where('country', '=', 'fi').execute();
    expect((await rules('fi', 'user-hq')).json()).toMatchObject({ id: null, version: 0, country: 'fi', requireRevenue: false, notifyRoles: [] });
    expect((await rules('no')).statusCode).toBe(403);
    expect((await rules('dk', 'user-vm')).statusCode).toBe(403);
  });
  it('PUT /EodReportRules/ saves with the version, creates on the first save, and names bad fields', async () => {
    const current = (await rules('dk')).json();
    const saved = await server.request('user-cd', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { ...current, deadline: '11:30', recipients: ['Ops@Venueportal.test', 'ops@venueportal.test'] } });
    const savedRules = saved.json() as Record<string, unknown>;
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ deadline: '11:30', recipients: ['ops@venueportal.test'], version: current.version + 1 });
    expect((await server.request('user-cd', { method: 'PUT', url: '/api/main/EodReportRules/', payload: current })).statusCode).toBe(409);
    expect((await server.request('user-cd', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { ...savedRules, deadline: '25:00' } })).json()).toMatchObject({ status: 400, field: 'body.deadline' });
    expect((await server.request('user-cd', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { ...savedRules, recipients: ['not-an-email'] } })).json()).toMatchObject({ status: 400, field: 'body.recipients.0' });
    expect((await server.request('user-cd', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { ...savedRules, notifyRoles: ['boss'] } })).json()).toMatchObject({ status: 400, field: 'body.notifyRoles.0' });
    await server.db.deleteFrom('eodReportRules').where('country', '=', 'uk').execute();
    const created = await server.request('user-hq', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { country: 'uk', version: 0, requireSummary: true, notifyRoles: ['vm'], recipients: [] } });
    expect(created.json()).toMatchObject({ country: 'uk', requireSummary: true, version: 1 });
    expect((await server.request('user-hq', { method: 'PUT', url: '/api/main/EodReportRules/', payload: { country: 'uk', version: 0 } })).statusCode).toBe(409);
  });
});
