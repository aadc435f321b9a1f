import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_CAMPAIGN_STATUSES, venueCampaignTransition, type VenueCampaignAction, type VenueCampaignStatus } from '@/shared/crm/campaignStateMachine';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Every venue campaign endpoint that changes a status, from every status, for a campaign of a master and a venue's
 * own: the API does what the state machine says (tests/unit/campaignStateMachine.test.ts pins the table) and
 * refuses the rest with 409.
 */

const BASE = '/api/crm/api/VenueCampaigns';
const VENUE = 'venue-dk-norrebro';
// Campaign dates count from a clock that stands still, at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;
let masterId: string;
let templateId: string;

const inDays = (n: number) => now.add(n, 'day').format('YYYY-MM-DD');

async function campaignIn(status: VenueCampaignStatus, fromMaster: boolean): Promise<string> {
  const row = await server.db
    .insertInto('venueCampaigns')
    .values({
      venueId: VENUE,
      masterId: fromMaster ? masterId : null,
      title: `Transition ${status}`,
      status,
      emailSubject: 'Hi {{guest_first_name}}',
      emailHtml: '<p>Hello</p>',
      smsText: 'Hello from {{venue_name}}',
      emailDate: inDays(5),
      statusBeforeMasterApproval: null,
      statistics: JSON.stringify({}),
      history: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Call = (id: string) => { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

const CALLS: Partial<Record<VenueCampaignAction, Call>> = {
  submitForApproval: (id) => ({ method: 'POST', url: `${BASE}/SubmitForApproval`, payload: { venueCampaignId: id, comment: 'ok' } }),
  retractSubmission: (id) => ({ method: 'POST', url: `${BASE}/RetractSubmission`, payload: { venueCampaignId: id } }),
  approve: (id) => ({ method: 'POST', url: `${BASE}/Approve`, payload: { venueCampaignId: id } }),
  reject: (id) => ({ method: 'POST', url: `${BASE}/Reject`, payload: { venueCampaignId: id, rejectedComment: 'no' } }),
  resetFromMaster: (id) => ({ method: 'POST', url: `${BASE}/ResetFromMaster`, payload: { venueCampaignId: id } }),
  applyEmailTemplate: (id) => ({ method: 'POST', url: `${BASE}/ApplyEmailTemplate`, payload: { venueCampaignId: id, emailTemplateId: templateId } }),
  changeMediaDate: (id) => ({ method: 'POST', url: `${BASE}/ChangeMediaDate`, payload: { venueCampaignId: id, date: inDays(9), mediaType: 'Email' } }),
  sendTestEmail: (id) => ({ method: 'POST', url: `${BASE}/SendTestEmail`, payload: { venueCampaignId: id } }),
  sendTestSms: (id) => ({ method: 'POST', url: `${BASE}/SendTestSms`, payload: { venueCampaignId: id } }),
  delete: (id) => ({ method: 'DELETE', url: `${BASE}/?id=${id}` }),
  deleteByHq: (id) => ({ method: 'DELETE', url: `${BASE}/?id=${id}&byHQ=true` }),
};

beforeAll(async () => {
  server = await startTestServer();
  masterId = (await server.db.selectFrom('masterCampaigns').select('id').where('name', '=', 'Christmas party season').executeTakeFirstOrThrow()).id;
  templateId = (await server.db.selectFrom('emailTemplates').select('id').where('name', '=', 'Happy hour').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const cases = Object.keys(CALLS).flatMap((action) => VENUE_CAMPAIGN_STATUSES.flatMap((status) => [true, false].map((fromMaster) => [action as VenueCampaignAction, status, fromMaster] as const)));

describe.each(cases)('%s from %s (from a master: %s)', (action, status, fromMaster) => {
  it('does what the state machine says', async () => {
    const id = await campaignIn(status, fromMaster);
    const expected = venueCampaignTransition(action, status, { fromMaster });
    const res = await server.request('user-hq', CALLS[action]!(id));
    if (!expected.ok) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(expected.message);
      const row = await server.db.selectFrom('venueCampaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const row = await server.db.selectFrom('venueCampaigns').select('status').where('id', '=', id).executeTakeFirst();
    if (expected.to === 'removed') expect(row).toBeUndefined();
    else expect(row?.status).toBe(expected.to);
  });
});

describe('the PUT of a campaign (edit)', () => {
  it.each(VENUE_CAMPAIGN_STATUSES.map((s) => [s]))('from %s', async (status) => {
    const id = await campaignIn(status, true);
    const current = (await server.request('user-hq', { method: 'GET', url: `${BASE}/${id}` })).json();
    const res = await server.request('user-hq', { method: 'PUT', url: BASE, payload: { ...current, title: 'Edited' } });
    expect(res.statusCode, res.body).toBe(venueCampaignTransition('edit', status, { fromMaster: true }).ok ? 200 : 409);
  });
});
