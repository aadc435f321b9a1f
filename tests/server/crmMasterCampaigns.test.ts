import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const BASE = '/api/crm/api/MasterCampaigns';
// Campaign dates count from a clock that stands still, at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;

const inDays = (n: number) => now.add(n, 'day').format('YYYY-MM-DD');
const get = (user: string, path: string) => server.request(user, { method: 'GET', url: `${BASE}${path}` });
const post = (user: string, path: string, payload: Record<string, unknown>) => server.request(user, { method: 'POST', url: `${BASE}${path}`, payload });
const venueCampaigns = async (masterId: string) =>
  (await server.request('user-hq', { method: 'GET', url: `/api/crm/api/VenueCampaigns/ByMasterCampaign/${masterId}` })).json() as { id: string; venueId: string; status: string; title: string }[];

async function draft(extra: Record<string, unknown> = {}) {
  const res = await post('user-hq', '', {
    name: 'Valentine’s dinner',
    venueIds: ['venue-dk-norrebro', 'venue-fi-kallio'],
    emailSubject: 'Valentine’s at {{venue_name}}',
    emailHtml: '<p>Dear {{guest_first_name}}</p>',
    emailDate: inDays(20),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function seeded(name: string) {
  return ((await get('user-hq', '')).json() as { id: string; name: string; status: string; version: number }[]).find((m) => m.name === name)!;
}

async function templateId(name: string) {
  return ((await server.request('user-hq', { method: 'GET', url: '/api/crm/api/EmailTemplates' })).json() as { id: string; name: string }[]).find((t) => t.name === name)!.id;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reading master campaigns', () => {
  it('GET /MasterCampaigns and /{id} for anyone with the campaign permission', async () => {
    const list = (await get('user-cm', '')).json();
    expect(list.map((m: { status: string }) => m.status).sort()).toEqual(['Active', 'Active', 'ApprovedForSending', 'Draft']);
    expect((await get('user-cm', `/${list[0].id}`)).json()).toMatchObject({ id: list[0].id });
    expect((await get('user-cm', '/no-such')).statusCode).toBe(404);
    expect((await get('user-vm', '')).statusCode).toBe(403);
  });
  it('GET /{id}/Statistics sums the venue campaigns and counts them by status and group', async () => {
    const black = await seeded('Black Friday cocktails');
    const stats = (await get('user-hq', `/${black.id}/Statistics`)).json();
    expect(stats).toMatchObject({ status: 'ApprovedForSending', venues: 5, byGroup: { Draft: 0, Pending: 0, Planned: 2, Completed: 3 }, byStatus: { Sent: 2, ErrorSending: 1, PartiallySent: 1, Approved: 1 } });
    expect(stats.emailsSent).toBeGreaterThan(0);
    expect(stats.clickRate).toBeGreaterThan(0);
    expect((await get('user-hq', '/no-such/Statistics')).statusCode).toBe(404);
  });
  it('GET /{id}/Statistics counts no SMS for a campaign that sends none', async () => {
    const terrace = await seeded('Summer terrace opening');
    const stats = (await get('user-hq', `/${terrace.id}/Statistics`)).json();
    expect(stats.channels).toEqual({ email: true, sms: false, push: true });
    expect(stats).toMatchObject({ smsSent: 0, smsDelivered: 0 });
    expect(stats.emailsSent).toBeGreaterThan(0);
    expect(stats.pushSent).toBeGreaterThan(0);
  });
});

describe('head office writes', () => {
  it('POST creates a draft; only head office; fields named', async () => {
    const created = await draft();
    expect(created).toMatchObject({ status: 'Draft', version: 1, venueIds: ['venue-dk-norrebro', 'venue-fi-kallio'] });
    const refused = await post('user-cm', '', { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only head office can add master campaigns');
    expect((await post('user-hq', '', {})).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await post('user-hq', '', { name: 'x', venueIds: ['venue-dk-norrebro', 'nowhere'] })).json()).toMatchObject({ status: 400, field: 'body.venueIds.1' });
    expect((await post('user-hq', '', { name: 'x', emailHtml: '<p>{{/if}}</p>' })).json()).toMatchObject({ status: 400, field: 'body.emailHtml' });
  });
  it('PUT saves with the version (409 when stale)', async () => {
    const created = await draft();
    const saved = await server.request('user-hq', { method: 'PUT', url: BASE, payload: { ...created, name: 'Valentine’s 2026' } });
    expect(saved.json()).toMatchObject({ name: 'Valentine’s 2026', version: 2 });
    expect((await server.request('user-hq', { method: 'PUT', url: BASE, payload: { ...created, name: 'old' } })).statusCode).toBe(409);
    expect((await server.request('user-cm', { method: 'PUT', url: BASE, payload: saved.json() })).statusCode).toBe(403);
  });
  it('Activate with a comment gives each venue a campaign ready to fill out', async () => {
    const empty = await draft({ venueIds: [] });
    expect((await post('user-hq', '/Activate', { masterCampaignId: empty.id })).json()).toMatchObject({ status: 400, field: 'venueIds' });
    const created = await draft();
    expect((await post('user-cm', '/Activate', { masterCampaignId: created.id })).statusCode).toBe(403);
    const active = await post('user-hq', '/Activate', { masterCampaignId: created.id, comment: 'Go!', version: created.version });
    expect(active.json()).toMatchObject({ status: 'Active', activationComment: 'Go!' });
    const venues = await venueCampaigns(created.id);
    expect(venues.map((v) => [v.venueId, v.status, v.title])).toEqual([
      ['venue-fi-kallio', 'ReadyToFillOut', 'Valentine’s dinner'],
      ['venue-dk-norrebro', 'ReadyToFillOut', 'Valentine’s dinner'],
    ]);
    expect((await post('user-hq', '/Activate', { masterCampaignId: created.id })).statusCode).toBe(409);
    // Venues added to an active master get their campaign; venues cannot be removed from it.
    const current = (await get('user-hq', `/${created.id}`)).json();
    expect((await server.request('user-hq', { method: 'PUT', url: BASE, payload: { ...current, venueIds: [...current.venueIds, 'venue-uk-soho'] } })).statusCode).toBe(200);
    expect(await venueCampaigns(created.id)).toHaveLength(3);
    const after = (await get('user-hq', `/${created.id}`)).json();
    expect((await server.request('user-hq', { method: 'PUT', url: BASE, payload: { ...after, venueIds: ['venue-uk-soho'] } })).json()).toMatchObject({ status: 400, field: 'body.venueIds' });
  });
  it('ApproveForSending approves the venue campaigns still open; RetractApproval returns them', async () => {
    const created = await draft({ venueIds: ['venue-dk-norrebro', 'venue-dk-vesterbro', 'venue-fi-kallio'] });
    expect((await post('user-hq', '/ApproveForSending', { masterCampaignId: created.id })).json().message).toBe('A master campaign that is a draft cannot be approved for sending. Activate it first.');
    await post('user-hq', '/Activate', { masterCampaignId: created.id });
    const [a, b, c] = await venueCampaigns(created.id);
    const vc = '/api/crm/api/VenueCampaigns';
    await server.request('user-hq', { method: 'POST', url: `${vc}/SubmitForApproval`, payload: { venueCampaignId: b.id } });
    await server.request('user-hq', { method: 'POST', url: `${vc}/SubmitForApproval`, payload: { venueCampaignId: c.id } });
    await server.request('user-hq', { method: 'POST', url: `${vc}/Reject`, payload: { venueCampaignId: c.id, rejectedComment: 'No' } });
    const approved = await post('user-hq', '/ApproveForSending', { masterCampaignId: created.id });
    expect(approved.json().status).toBe('ApprovedForSending');
    const after = new Map((await venueCampaigns(created.id)).map((v) => [v.id, v.status]));
    expect([after.get(a.id), after.get(b.id), after.get(c.id)]).toEqual(['Approved', 'Approved', 'Rejected']);
    expect((await server.request('user-hq', { method: 'PUT', url: BASE, payload: approved.json() })).statusCode).toBe(409);
    const retracted = await post('user-hq', '/RetractApproval', { masterCampaignId: created.id });
    expect(retracted.json().status).toBe('Active');
    const back = new Map((await venueCampaigns(created.id)).map((v) => [v.id, v.status]));
    expect([back.get(a.id), back.get(b.id), back.get(c.id)]).toEqual(['ReadyToFillOut', 'SubmittedForApproval', 'Rejected']);
    expect((await post('user-hq', '/RetractApproval', { masterCampaignId: created.id })).statusCode).toBe(409);
    expect((await post('user-cm', '/RetractApproval', { masterCampaignId: created.id })).statusCode).toBe(403);
  });
  it('ApplyEmailTemplate takes only enabled Campaign templates', async () => {
    const created = await draft();
    expect((await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: created.id, emailTemplateId: await templateId('Summer 2024 (old)') })).json()).toMatchObject({ status: 400, field: 'body.emailTemplateId' });
    expect((await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: created.id, emailTemplateId: await templateId('Welcome to the club') })).json()).toMatchObject({ status: 400 });
    const applied = await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: created.id, emailTemplateId: await templateId('Event invitation') });
    expect(applied.json()).toMatchObject({ emailSubject: 'You are invited to {{venue_name}}', status: 'Draft' });
    expect(applied.json().emailHtml).toContain('You are invited');
    // With the version the screen saw: a stale one would overwrite someone else's email, so it is 409.
    const stale = await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: created.id, emailTemplateId: await templateId('Happy hour'), version: created.version });
    expect(stale.statusCode).toBe(409);
    expect((await get('user-hq', `/${created.id}`)).json()).toMatchObject({ emailSubject: 'You are invited to {{venue_name}}' });
    const current = await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: created.id, emailTemplateId: await templateId('Happy hour'), version: applied.json().version });
    expect(current.json()).toMatchObject({ emailSubject: 'Happy hour at {{venue_name}}', version: applied.json().version + 1 });
    const black = await seeded('Black Friday cocktails');
    expect((await post('user-hq', '/ApplyEmailTemplate', { masterCampaignId: black.id, emailTemplateId: await templateId('Event invitation') })).statusCode).toBe(409);
  });
  it('Duplicate copies as a new draft', async () => {
    const black = await seeded('Black Friday cocktails');
    const copy = await post('user-hq', '/Duplicate', { masterCampaignId: black.id });
    expect(copy.json()).toMatchObject({ name: 'Copy of Black Friday cocktails', status: 'Draft', emailSubject: 'Black Friday: two cocktails for one at {{venue_name}}' });
    expect(await venueCampaigns(copy.json().id)).toEqual([]);
    expect((await post('user-hq', '/Duplicate', { masterCampaignId: 'nope' })).statusCode).toBe(404);
  });
  it('DELETE removes a master with its open venue campaigns, not one with planned or sent ones', async () => {
    const created = await draft();
    await post('user-hq', '/Activate', { masterCampaignId: created.id });
    expect((await server.request('user-cm', { method: 'DELETE', url: `${BASE}/?id=${created.id}` })).statusCode).toBe(403);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${BASE}/?id=${created.id}` })).statusCode).toBe(204);
    expect((await get('user-hq', `/${created.id}`)).statusCode).toBe(404);
    const black = await seeded('Black Friday cocktails');
    const refused = await server.request('user-hq', { method: 'DELETE', url: `${BASE}/?id=${black.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/planned or sent/);
    // Nothing half-deleted: a master with one archived and one approved venue campaign keeps both when refused.
    const mixed = await draft({ name: 'Mixed' });
    await post('user-hq', '/Activate', { masterCampaignId: mixed.id });
    const [first] = await venueCampaigns(mixed.id);
    expect((await server.request('user-hq', { method: 'DELETE', url: `/api/crm/api/VenueCampaigns/?id=${first.id}` })).json()).toMatchObject({ status: 'Archived' });
    await post('user-hq', '/ApproveForSending', { masterCampaignId: mixed.id });
    const before = await venueCampaigns(mixed.id);
    expect(before.map((c) => c.status).sort()).toEqual(['Approved', 'Archived']);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${BASE}/?id=${mixed.id}` })).statusCode).toBe(409);
    expect(await venueCampaigns(mixed.id)).toEqual(before);
    expect((await get('user-hq', `/${mixed.id}`)).statusCode).toBe(200);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${BASE}/?id=nope` })).statusCode).toBe(404);
  });
});
