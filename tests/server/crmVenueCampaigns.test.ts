import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const BASE = '/api/crm/api/VenueCampaigns';
const NORREBRO = 'venue-dk-norrebro';
// Campaign dates count from a clock that stands still, at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;

const inDays = (n: number) => now.add(n, 'day').format('YYYY-MM-DD');
const get = (user: string, path: string) => server.request(user, { method: 'GET', url: `${BASE}${path}` });
const post = (user: string, path: string, payload: Record<string, unknown>) => server.request(user, { method: 'POST', url: `${BASE}${path}`, payload });

interface Summary {
  id: string;
  title: string;
  status: string;
  version: number;
  masterId: string | null;
}

async function byTitle(title: string, venueId = NORREBRO): Promise<Summary> {
  const list = (await get('user-hq', `/ByVenueId/${venueId}`)).json() as Summary[];
  const found = list.find((c) => c.title === title);
  if (!found) throw new Error(`no campaign ${title}`);
  return found;
}

async function fresh(title = 'Wine tasting', extra: Record<string, unknown> = {}) {
  const res = await post('user-vm', '/CreateWithoutMaster', {
    venueId: NORREBRO,
    title,
    emailSubject: 'Wine at {{venue_name}}',
    emailHtml: '<p>Hi {{guest_first_name}}</p>',
    smsText: 'Wine at {{venue_name}} tonight',
    emailDate: inDays(5),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lists', () => {
  it('GET /ByVenueId/{venueId} answers the venue’s campaigns to a user of the venue, and 403 elsewhere', async () => {
    const res = await get('user-vm', `/ByVenueId/${NORREBRO}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Summary[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]).toMatchObject({ venueId: NORREBRO, venueName: 'Nørrebro Social' });
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['ReadyToFillOut', 'SubmittedForApproval', 'Approved', 'Sent']));
    expect((await get('user-vm', '/ByVenueId/venue-fi-kallio')).statusCode).toBe(403);
    expect((await get('user-sm', `/ByVenueId/${NORREBRO}`)).statusCode).toBe(403);
    expect((await get('user-hq', '/ByVenueId/no-such-venue')).statusCode).toBe(400);
  });

  it('GET /ByVenueId/{venueId}/Paginated pages with the defaults page 1 and size 10', async () => {
    const res = await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.items.length).toBe(Math.min(10, body.totalItems));
    expect(body.totalPages).toBe(Math.max(1, Math.ceil(body.totalItems / 10)));
    const second = (await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?page=2&pageSize=2`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, totalItems: body.totalItems, totalPages: Math.ceil(body.totalItems / 2) });
    expect(second.items).toHaveLength(2);
  });

  it('filters by repeated statuses and a trimmed search text, ignoring an empty one', async () => {
    const planned = (await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?statuses=Approved&statuses=PartiallySent`)).json();
    expect(planned.items.map((c: Summary) => c.status)).toEqual(planned.items.map(() => 'Approved'));
    expect(planned.items.map((c: Summary & { group: string }) => c.group)).toContain('Planned');
    const quiz = (await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?searchTerm=${encodeURIComponent('  QUIZ night ')}`)).json();
    expect(quiz.items.map((c: Summary) => c.title)).toEqual(['Quiz night every Thursday']);
    const all = (await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated`)).json();
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?searchTerm=`)).json().totalItems).toBe(all.totalItems);
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?searchTerm=%20%20`)).json().totalItems).toBe(all.totalItems);
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?searchTerm=100%25`)).json().totalItems).toBe(0);
  });

  it('names bad paging and status input', async () => {
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?page=0`)).json()).toMatchObject({ status: 400, field: 'query.page' });
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?pageSize=101`)).json()).toMatchObject({ status: 400, field: 'query.pageSize' });
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?statuses=Nope`)).json()).toMatchObject({ status: 400 });
    expect((await get('user-vm', `/ByVenueId/${NORREBRO}/Paginated?page=x`)).json()).toMatchObject({ status: 400, field: 'query.page' });
  });

  it('GET /ForHQApproval is head office’s queue, the longest waiting first', async () => {
    const res = await get('user-hq', '/ForHQApproval');
    expect(res.statusCode).toBe(200);
    const queue = res.json() as (Summary & { submittedAt: string; venueName: string })[];
    expect(queue.length).toBeGreaterThanOrEqual(3);
    expect(queue.every((c) => c.status === 'SubmittedForApproval')).toBe(true);
    expect(queue.map((c) => c.submittedAt)).toEqual([...queue.map((c) => c.submittedAt)].sort());
    expect(new Set(queue.map((c) => c.venueName)).size).toBeGreaterThan(1);
    const refused = await get('user-vm', '/ForHQApproval');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/head office/);
  });

  it('GET /ByMasterCampaign/{id} shows the venues the user may see', async () => {
    const christmas = await byTitle('Christmas party season');
    const all = (await get('user-hq', `/ByMasterCampaign/${christmas.masterId}`)).json() as (Summary & { venueId: string })[];
    expect(all).toHaveLength(7);
    const mine = (await get('user-vm', `/ByMasterCampaign/${christmas.masterId}`)).json() as (Summary & { venueId: string })[];
    expect(mine.map((c) => c.venueId).sort()).toEqual(['venue-dk-norrebro', 'venue-dk-vesterbro']);
    expect((await get('user-hq', '/ByMasterCampaign/no-such-master')).statusCode).toBe(404);
  });

  it('GET /Query finds by title, statuses and venue, only where the user may look', async () => {
    const res = await get('user-hq', '/Query?title=christmas&statuses=SubmittedForApproval&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 10, totalItems: 2 });
    const mine = (await get('user-vm', '/Query?title=christmas')).json();
    expect(mine.items.every((c: { venueId: string }) => ['venue-dk-norrebro', 'venue-dk-vesterbro'].includes(c.venueId))).toBe(true);
    expect((await get('user-vm', '/Query?venueId=venue-uk-soho')).statusCode).toBe(403);
    expect((await get('user-cm', '/Query?venueId=venue-fi-kallio')).json().totalItems).toBeGreaterThan(0);
  });
});

describe('one campaign', () => {
  it('GET /{id} answers the campaign with its venue, master and the actions allowed', async () => {
    const quiz = await byTitle('Quiz night every Thursday');
    const res = await get('user-vm', `/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Quiz night every Thursday', venueName: 'Nørrebro Social', masterName: null, status: 'ReadyToFillOut' });
    expect(res.json().allowedActions).toEqual(['edit', 'submitForApproval', 'applyEmailTemplate', 'changeMediaDate', 'sendTestEmail', 'sendTestSms', 'delete']);
    expect((await get('user-hq', `/${quiz.id}`)).json().allowedActions).toContain('deleteByHq');
    expect((await get('user-hq', '/no-such-campaign')).statusCode).toBe(404);
    expect((await get('user-gr', `/${quiz.id}`)).statusCode).toBe(403);
  });

  it('GET /{id}/Statistics adds the rates', async () => {
    const sent = await byTitle('Halloween party');
    const stats = (await get('user-vm', `/${sent.id}/Statistics`)).json();
    expect(stats.emailsSent).toBeGreaterThan(0);
    expect(stats.openRate).toBe(Math.round((stats.emailsOpened / stats.emailsDelivered) * 1000) / 10);
    const draft = await byTitle('Quiz night every Thursday');
    expect((await get('user-vm', `/${draft.id}/Statistics`)).json()).toMatchObject({ emailsSent: 0, openRate: 0, status: 'ReadyToFillOut' });
  });

  it('GET /{id}/Statistics counts only the channels the campaign uses, the ones its preview shows', async () => {
    // Halloween party was sent by email only: no SMS text, no push.
    const sent = await byTitle('Halloween party');
    await server.db.updateTable('venueCampaigns').set({ statistics: JSON.stringify({ recipients: 900, emailsSent: 900, emailsDelivered: 880, smsSent: 321, smsDelivered: 300, pushSent: 50, pushOpened: 5 }) as never }).where('id', '=', sent.id).execute();
    const stats = (await get('user-vm', `/${sent.id}/Statistics`)).json();
    const preview = (await get('user-vm', `/${sent.id}/PreviewCampaign`)).json();
    expect(preview.channels).toEqual({ email: true, sms: false, push: false });
    expect(stats.channels).toEqual(preview.channels);
    expect(stats).toMatchObject({ emailsSent: 900, smsSent: 0, smsDelivered: 0, smsDeliveryRate: 0, pushSent: 0, pushOpened: 0 });
  });

  it('GET /{id}/PreviewCampaign renders the venue’s own values and the catalogue samples', async () => {
    const campaign = await fresh('Preview me', {
      emailSubject: 'Hi {{guest_first_name}} from {{venue_name}}',
      emailHtml: '<p>Dear {{guest_first_name}}, welcome to {{venue_name}} on {{booking_arrival_time}}. {{unknown_thing}}</p>',
      smsText: '{{venue_name}} & {{guest_first_name}}',
      npPushTitle: 'Push {{venue_short_name}}',
      npPushBody: 'Body {{send_date_full}}',
      npPushCtaName: 'Book',
      npPushCtaUrl: 'https://venueportal.example/book',
    });
    const res = await get('user-vm', `/${campaign.id}/PreviewCampaign`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channels: { email: true, sms: true, push: true },
      emailSubject: 'Hi Emil from Nørrebro Social',
      renderedEmail: '<p>Dear Emil, welcome to Nørrebro Social on 20:30. </p>',
      renderedSms: 'Nørrebro Social & Emil',
      renderedNpPushTitle: 'Push NBS',
      renderedNpPushBody: 'Body Friday 19 December 2025',
      renderedNpPushCtaName: 'Book',
      renderedNpPushCtaUrl: 'https://venueportal.example/book',
    });
  });
});

describe('writing campaigns', () => {
  it('POST /CreateWithoutMaster creates a campaign ready to fill out, sanitised', async () => {
    const campaign = await fresh('Clean me', { emailHtml: '<p onclick="x()">Hi<script>alert(1)</script> {{guest_first_name}}</p>', smsText: '<b>Hi</b> {{venue_name}}' });
    expect(campaign).toMatchObject({ status: 'ReadyToFillOut', masterId: null, emailHtml: '<p>Hi {{guest_first_name}}</p>', smsText: 'Hi {{venue_name}}', version: 1 });
    expect(campaign.history).toHaveLength(1);
  });
  it('refuses bad input, naming the field, and other venues', async () => {
    expect((await post('user-vm', '/CreateWithoutMaster', { venueId: NORREBRO })).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await post('user-vm', '/CreateWithoutMaster', { venueId: NORREBRO, title: 'x', emailHtml: '<p>{{#if}}</p>' })).json()).toMatchObject({ status: 400, field: 'body.emailHtml' });
    expect((await post('user-vm', '/CreateWithoutMaster', { venueId: NORREBRO, title: 'x', npPushCtaUrl: 'javascript:alert(1)' })).json()).toMatchObject({ status: 400, field: 'body.npPushCtaUrl' });
    expect((await post('user-vm', '/CreateWithoutMaster', { venueId: 'venue-fi-kallio', title: 'x' })).statusCode).toBe(403);
  });
  it('PUT /VenueCampaigns saves with the version; a stale one, a move or a locked status gets refused', async () => {
    const campaign = await fresh('Edit me');
    const saved = await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...campaign, title: 'Edited' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Edited', version: 2 });
    expect((await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...campaign, title: 'Stale' } })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...(saved.json() as object), venueId: 'venue-dk-vesterbro' } })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id });
    const locked = await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...((await get('user-vm', `/${campaign.id}`)).json() as object), title: 'Too late' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('A venue campaign that is submitted for approval cannot be edited. Retract the submission first.');
    expect((await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...campaign, id: 'no-such' } })).statusCode).toBe(404);
  });
});

describe('the approval flow', () => {
  it('submit (comment) → approve by head office (comment), with the history', async () => {
    const campaign = await fresh('Approve me');
    const submitted = await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id, comment: 'Please approve', version: campaign.version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SubmittedForApproval', submitComment: 'Please approve' });
    expect((await get('user-hq', '/ForHQApproval')).json().map((c: Summary) => c.id)).toContain(campaign.id);
    const refused = await post('user-vm', '/Approve', { venueCampaignId: campaign.id });
    expect(refused.statusCode).toBe(403);
    const approved = await post('user-hq', '/Approve', { venueCampaignId: campaign.id, comment: 'Nice' });
    expect(approved.json()).toMatchObject({ status: 'Approved', approvalComment: 'Nice' });
    expect(approved.json().history.map((h: { action: string }) => h.action)).toEqual(['create', 'submitForApproval', 'approve']);
    expect(approved.json().history[2]).toMatchObject({ userId: 'user-hq', fromStatus: 'SubmittedForApproval', toStatus: 'Approved', comment: 'Nice' });
    expect((await post('user-hq', '/Approve', { venueCampaignId: campaign.id })).statusCode).toBe(409);
  });
  it('submit needs a send date, the medium’s content and no date in the past', async () => {
    const noDate = await fresh('No date', { emailDate: null });
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: noDate.id })).json()).toMatchObject({ status: 400, field: 'emailDate' });
    const noSubject = await fresh('No subject', { emailSubject: null });
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: noSubject.id })).json()).toMatchObject({ status: 400, field: 'emailSubject' });
    const noSms = await fresh('No SMS', { smsText: null, smsDate: inDays(3) });
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: noSms.id })).json()).toMatchObject({ status: 400, field: 'smsText' });
    const past = await fresh('Past', { emailDate: inDays(-1) });
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: past.id })).json()).toMatchObject({ status: 400, field: 'emailDate' });
    expect((await post('user-vm', '/SubmitForApproval', {})).json()).toMatchObject({ status: 400, field: 'body.venueCampaignId' });
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: 'no-such' })).statusCode).toBe(404);
  });
  it('a stale version is refused with 409', async () => {
    const campaign = await fresh('Concurrent');
    await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...campaign, title: 'Changed meanwhile' } });
    const res = await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id, version: campaign.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed by someone else/);
  });
  it('reject needs a comment; the venue fixes and submits again', async () => {
    const campaign = await fresh('Reject me');
    await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id });
    expect((await post('user-hq', '/Reject', { venueCampaignId: campaign.id })).json()).toMatchObject({ status: 400, field: 'body.rejectedComment' });
    expect((await post('user-hq', '/Reject', { venueCampaignId: campaign.id, rejectedComment: '   ' })).json()).toMatchObject({ status: 400, field: 'body.rejectedComment' });
    expect((await post('user-vm', '/Reject', { venueCampaignId: campaign.id, rejectedComment: 'no' })).statusCode).toBe(403);
    const rejected = await post('user-hq', '/Reject', { venueCampaignId: campaign.id, rejectedComment: 'Wrong prices' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejectedComment: 'Wrong prices' });
    expect((await post('user-vm', '/RetractSubmission', { venueCampaignId: campaign.id })).statusCode).toBe(409);
    expect((await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id })).json().status).toBe('SubmittedForApproval');
  });
  it('retract takes a submitted or approved campaign back to ready to fill out', async () => {
    const campaign = await fresh('Retract me');
    await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id });
    expect((await post('user-vm', '/RetractSubmission', { venueCampaignId: campaign.id })).json().status).toBe('ReadyToFillOut');
    const res = await post('user-vm', '/RetractSubmission', { venueCampaignId: campaign.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A venue campaign that is ready to fill out cannot have its submission retracted.');
  });
  it('reset from master copies the master’s content; an own campaign has none', async () => {
    const own = await fresh('Own');
    expect((await post('user-vm', '/ResetFromMaster', { venueCampaignId: own.id })).json().message).toMatch(/not created from a master campaign/);
    const fromMaster = await byTitle('Christmas party season');
    const detail = (await get('user-vm', `/${fromMaster.id}`)).json();
    await server.request('user-vm', { method: 'PUT', url: BASE, payload: { ...detail, emailSubject: 'Our own subject' } });
    const reset = await post('user-vm', '/ResetFromMaster', { venueCampaignId: fromMaster.id });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ status: 'ReadyToFillOut', emailSubject: 'Christmas at {{venue_name}}: book your party now' });
  });
  it('apply an email template: only enabled Campaign templates', async () => {
    const templates = (await server.request('user-hq', { method: 'GET', url: '/api/crm/api/EmailTemplates' })).json() as { id: string; name: string; subject: string }[];
    const id = (name: string) => templates.find((t) => t.name === name)!.id;
    const campaign = await fresh('Template me');
    expect((await post('user-vm', '/ApplyEmailTemplate', { venueCampaignId: campaign.id, emailTemplateId: id('Summer 2024 (old)') })).json()).toMatchObject({ status: 400, field: 'body.emailTemplateId', message: expect.stringMatching(/not enabled/) });
    expect((await post('user-vm', '/ApplyEmailTemplate', { venueCampaignId: campaign.id, emailTemplateId: id('Happy birthday') })).json()).toMatchObject({ status: 400, message: expect.stringMatching(/Automation template/) });
    expect((await post('user-vm', '/ApplyEmailTemplate', { venueCampaignId: campaign.id, emailTemplateId: 'nope' })).json()).toMatchObject({ status: 400, field: 'body.emailTemplateId' });
    const applied = await post('user-vm', '/ApplyEmailTemplate', { venueCampaignId: campaign.id, emailTemplateId: id('Happy hour') });
    expect(applied.json()).toMatchObject({ emailTemplateId: id('Happy hour'), emailSubject: 'Happy hour at {{venue_name}}' });
    expect(applied.json().emailHtml).toContain('Two for one');
  });
  it('change media date: today or later; an approved campaign goes back for approval', async () => {
    const campaign = await fresh('Move me');
    expect((await post('user-vm', '/ChangeMediaDate', { venueCampaignId: campaign.id, date: inDays(-2), mediaType: 'Email' })).json()).toMatchObject({ status: 400, field: 'body.date' });
    expect((await post('user-vm', '/ChangeMediaDate', { venueCampaignId: campaign.id, date: inDays(2), mediaType: 'Fax' })).json()).toMatchObject({ status: 400, field: 'body.mediaType' });
    expect((await post('user-vm', '/ChangeMediaDate', { venueCampaignId: campaign.id, date: inDays(9), mediaType: 'Sms' })).json()).toMatchObject({ smsDate: inDays(9), status: 'ReadyToFillOut' });
    await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id });
    await post('user-hq', '/Approve', { venueCampaignId: campaign.id });
    expect((await post('user-vm', '/ChangeMediaDate', { venueCampaignId: campaign.id, date: inDays(8), mediaType: 'Email' })).json()).toMatchObject({ emailDate: inDays(8), status: 'SubmittedForApproval' });
    const sent = await byTitle('Halloween party');
    expect((await post('user-vm', '/ChangeMediaDate', { venueCampaignId: sent.id, date: inDays(8), mediaType: 'Email' })).statusCode).toBe(409);
  });
  it('test email and SMS go to the user’s outbox, not out', async () => {
    const campaign = await fresh('Test me');
    const email = await post('user-vm', '/SendTestEmail', { venueCampaignId: campaign.id });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json()).toMatchObject({ channel: 'Email', recipient: 'lars.nielsen@venueportal.test', subject: '[Test] Wine at Nørrebro Social', body: '<p>Hi Emil</p>' });
    expect((await post('user-vm', '/SendTestSms', { venueCampaignId: campaign.id })).json()).toMatchObject({ channel: 'Sms', recipient: '+45 20 11 22 33', body: 'Wine at Nørrebro Social tonight' });
    const outbox = (await get('user-vm', `/${campaign.id}/TestMessages`)).json();
    expect(outbox.map((m: { channel: string }) => m.channel)).toEqual(['Sms', 'Email']);
    expect((await get('user-vm', `/${campaign.id}`)).json().version).toBe(campaign.version);
    expect((await post('user-cd', '/SendTestSms', { venueCampaignId: campaign.id })).json()).toMatchObject({ status: 400, field: 'recipient' });
    const noSms = await fresh('No SMS to test', { smsText: null });
    expect((await post('user-vm', '/SendTestSms', { venueCampaignId: noSms.id })).json()).toMatchObject({ status: 400, field: 'smsText' });
  });
});

describe('DELETE /VenueCampaigns/?id&byHQ', () => {
  const remove = (user: string, id: string, byHQ?: boolean) => server.request(user, { method: 'DELETE', url: `${BASE}/?id=${id}${byHQ === undefined ? '' : `&byHQ=${byHQ}`}` });
  it('a venue deletes its own draft and archives one from a master', async () => {
    const own = await fresh('Delete me');
    expect((await remove('user-vm', own.id)).json()).toEqual({ id: own.id, deleted: true });
    expect((await get('user-vm', `/${own.id}`)).statusCode).toBe(404);
    const fromMaster = (await get('user-vm', `/ByVenueId/venue-dk-vesterbro`)).json().find((c: Summary) => c.title === 'Christmas party season' && c.status === 'SubmittedForApproval');
    expect((await remove('user-vm', fromMaster.id)).statusCode).toBe(409);
    await post('user-vm', '/RetractSubmission', { venueCampaignId: fromMaster.id });
    expect((await remove('user-vm', fromMaster.id, false)).json()).toMatchObject({ status: 'Archived' });
  });
  it('head office cancels planned campaigns, keeps sent ones; byHQ is head office’s', async () => {
    const campaign = await fresh('Cancel me');
    await post('user-vm', '/SubmitForApproval', { venueCampaignId: campaign.id });
    expect((await remove('user-vm', campaign.id, true)).statusCode).toBe(403);
    expect((await remove('user-hq', campaign.id, true)).json()).toMatchObject({ status: 'Cancelled' });
    const sent = await byTitle('Halloween party');
    expect((await remove('user-hq', sent.id, true)).statusCode).toBe(409);
    expect((await remove('user-hq', 'no-such', true)).statusCode).toBe(404);
    expect((await server.request('user-hq', { method: 'DELETE', url: `${BASE}/` })).json()).toMatchObject({ status: 400 });
  });
});
