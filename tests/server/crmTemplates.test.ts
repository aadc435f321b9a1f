import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const API = '/api/crm/api';
let server: TestServer;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  server.request(user, { method, url: `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function templates() {
  return (await call('user-hq', 'GET', '/EmailTemplates')).json() as { id: string; name: string; type: string; enabled: boolean; version: number }[];
}
const templateId = async (name: string) => (await templates()).find((t) => t.name === name)!.id;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the handlebar catalogue', () => {
  it('GET /Handlebars answers every group with handlebar, name, description and sample', async () => {
    const res = await call('user-vm', 'GET', '/Handlebars');
    expect(res.statusCode).toBe(200);
    const groups = res.json() as { group: string; entries: { handlebar: string; key: string; name: string; description: string; sample: string }[] }[];
    expect(groups.map((g) => g.group)).toEqual(['user', 'venue', 'legalDocument', 'guest', 'venueGuest', 'dataProcessors', 'dataController', 'booking', 'sendDate', 'dynamicForm']);
    const all = groups.flatMap((g) => g.entries);
    for (const key of ['user_first_name', 'venue_name', 'venue_openhours', 'guest_email', 'booking_id', 'booking_num_guests', 'booking_arrival_time', 'send_date_full']) {
      expect(all.find((e) => e.key === key), key).toMatchObject({ handlebar: `{{${key}}}`, name: expect.any(String), description: expect.any(String), sample: expect.any(String) });
    }
    expect(groups.find((g) => g.group === 'dynamicForm')!.entries.every((e) => e.key.startsWith('dynamic_form_'))).toBe(true);
    expect(all.every((e) => e.name && e.description && e.sample)).toBe(true);
    expect((await call('user-sm', 'GET', '/Handlebars')).statusCode).toBe(403);
  });
});

describe('email templates', () => {
  it('GET lists them with filters by type and enabled', async () => {
    const all = await templates();
    expect(all.length).toBeGreaterThanOrEqual(10);
    const usable = (await call('user-hq', 'GET', `/EmailTemplates?filter=${encodeURIComponent(JSON.stringify({ type: 'Campaign', enabled: true }))}`)).json();
    expect(usable.map((t: { name: string }) => t.name).sort()).toEqual(['Christmas party season', 'Event invitation', 'Happy hour', 'Monthly newsletter']);
    expect((await call('user-vm', 'GET', '/EmailTemplates')).statusCode).toBe(403);
    const one = await call('user-hq', 'GET', `/EmailTemplates/${all[0].id}`);
    expect(one.json()).toMatchObject({ id: all[0].id });
    expect((await call('user-hq', 'GET', '/EmailTemplates/nope')).statusCode).toBe(404);
  });
  it('GET /ForCampaigns offers venue users the enabled Campaign templates only', async () => {
    const res = await call('user-vm', 'GET', '/EmailTemplates/ForCampaigns');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { name: string }) => t.name)).toEqual(['Christmas party season', 'Event invitation', 'Happy hour', 'Monthly newsletter']);
    expect(res.json()[0]).toEqual({ id: expect.any(String), name: 'Christmas party season', description: expect.any(String), subject: 'Christmas at {{venue_name}}' });
    expect((await call('user-sm', 'GET', '/EmailTemplates/ForCampaigns')).statusCode).toBe(403);
  });
  it('POST sanitises the HTML, keeps placeholders and refuses broken templates', async () => {
    const res = await call('user-cm', 'POST', '/EmailTemplates', { name: 'Spring', type: 'Campaign', subject: '<i>Spring</i> at {{venue_name}}', html: '<p style="color:#ff0000" onmouseover="x()">Hi {{guest_first_name}}<script>1</script></p><a href="{{guest_unsubscribe_url}}">u</a>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, subject: 'Spring at {{venue_name}}', html: '<p style="color:#ff0000">Hi {{guest_first_name}}</p><a href="{{guest_unsubscribe_url}}">u</a>' });
    expect((await call('user-cm', 'POST', '/EmailTemplates', { type: 'Campaign' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-cm', 'POST', '/EmailTemplates', { name: 'x', type: 'Sms' })).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await call('user-cm', 'POST', '/EmailTemplates', { name: 'x', type: 'Campaign', html: '<p>{{#each}}</p>' })).json()).toMatchObject({ status: 400, field: 'body.html', message: expect.stringMatching(/not a valid template/) });
  });
  it('PUT enables a template with the version; 409 when stale', async () => {
    const created = (await call('user-hq', 'POST', '/EmailTemplates', { name: 'To enable', type: 'Automation' })).json();
    const enabled = await call('user-hq', 'PUT', '/EmailTemplates', { ...created, enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, version: 2 });
    expect((await call('user-hq', 'PUT', '/EmailTemplates', { ...created, enabled: false })).statusCode).toBe(409);
    expect((await call('user-hq', 'PUT', '/EmailTemplates', { ...created, id: 'nope' })).statusCode).toBe(404);
  });
  it('POST /duplicate copies as a disabled "Copy of"', async () => {
    const res = await call('user-hq', 'POST', '/EmailTemplates/duplicate', { id: await templateId('Happy hour') });
    expect(res.json()).toMatchObject({ name: 'Copy of Happy hour', enabled: false, type: 'Campaign', subject: 'Happy hour at {{venue_name}}' });
    expect((await call('user-hq', 'POST', '/EmailTemplates/duplicate', { id: 'nope' })).statusCode).toBe(404);
  });
  it('DELETE /?id removes a template no automation sends', async () => {
    const created = (await call('user-hq', 'POST', '/EmailTemplates', { name: 'Short-lived', type: 'Campaign' })).json();
    expect((await call('user-hq', 'DELETE', `/EmailTemplates/?id=${created.id}`)).statusCode).toBe(204);
    expect((await call('user-hq', 'DELETE', `/EmailTemplates/?id=${created.id}`)).statusCode).toBe(404);
    const used = await call('user-hq', 'DELETE', `/EmailTemplates/?id=${await templateId('Welcome to the club')}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/Welcome new guests/);
  });
});

describe('what automations send stays sendable', () => {
  it('PUT refuses to retype a template an automation sends, or to disable one an enabled automation sends (409)', async () => {
    const sent = (await call('user-hq', 'POST', '/EmailTemplates', { name: 'Sent by an automation', type: 'Automation', enabled: true, subject: 'Hi' })).json();
    const automation = (await call('user-cm', 'POST', '/Automations', { name: 'Sends it', enabled: true, triggers: [{ type: 8 }], actions: [{ type: 'SendMailAction', emailTemplateId: sent.id }] })).json();
    const retyped = await call('user-hq', 'PUT', '/EmailTemplates', { ...sent, type: 'Campaign' });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().message).toMatch(/"Sends it".*stays an Automation template/);
    const disabled = await call('user-hq', 'PUT', '/EmailTemplates', { ...sent, enabled: false });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toMatch(/enabled automation "Sends it"/);
    // Nothing changed: the template is still the same version.
    expect((await call('user-hq', 'GET', `/EmailTemplates/${sent.id}`)).json()).toMatchObject({ version: sent.version, enabled: true, type: 'Automation' });
    // Once the automation is off, the template may be disabled (other fields stay free to change).
    const renamed = (await call('user-hq', 'PUT', '/EmailTemplates', { ...sent, name: 'Renamed' })).json();
    expect(renamed).toMatchObject({ name: 'Renamed', version: sent.version + 1 });
    await call('user-cm', 'PUT', '/Automations', { ...automation, enabled: false });
    expect((await call('user-hq', 'PUT', '/EmailTemplates', { ...renamed, enabled: false })).json()).toMatchObject({ enabled: false });
  });
});

describe('message templates', () => {
  const venue = 'venue-dk-norrebro';
  it('GET /MessageTemplates/{venueId} lists a venue’s templates to its inbox users', async () => {
    const list = (await call('user-hq', 'GET', `/MessageTemplates/${venue}`)).json();
    expect(list).toHaveLength(4);
    expect(list.every((t: { venueId: string }) => t.venueId === venue)).toBe(true);
    expect((await call('user-gr', 'GET', '/MessageTemplates/venue-uk-soho')).statusCode).toBe(200);
    expect((await call('user-gr', 'GET', `/MessageTemplates/${venue}`)).statusCode).toBe(403);
  });
  it('POST and PUT keep HTML sanitised and plain text plain', async () => {
    const html = await call('user-cd', 'POST', '/MessageTemplates', { venueId: venue, name: 'Html one', template: { templateType: 'Html', subject: 'Hi', body: '<p>Hi {{guest_first_name}}<script>x</script></p>' } });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.json().template).toEqual({ templateType: 'Html', subject: 'Hi', body: '<p>Hi {{guest_first_name}}</p>' });
    const plain = await call('user-cd', 'POST', '/MessageTemplates', { venueId: venue, name: 'Plain one', template: { templateType: 'Plain', body: '<b>Hi</b> {{guest_first_name}}' } });
    expect(plain.json().template.body).toBe('Hi {{guest_first_name}}');
    const saved = await call('user-cd', 'PUT', '/MessageTemplates', { ...(plain.json() as object), enabled: false });
    expect(saved.json()).toMatchObject({ enabled: false, version: 2 });
    expect((await call('user-cd', 'PUT', '/MessageTemplates', { ...(plain.json() as object), enabled: true })).statusCode).toBe(409);
    expect((await call('user-cd', 'POST', '/MessageTemplates', { venueId: venue, name: 'x', template: { templateType: 'Rtf', body: 'x' } })).json()).toMatchObject({ status: 400, field: 'body.template.templateType' });
    expect((await call('user-cd', 'POST', '/MessageTemplates', { venueId: venue, name: 'x', template: { templateType: 'Plain', body: '{{#if x}}' } })).json()).toMatchObject({ status: 400, field: 'body.template.body' });
    expect((await call('user-cd', 'POST', '/MessageTemplates', { venueId: 'venue-uk-soho', name: 'x', template: { templateType: 'Plain', body: 'x' } })).statusCode).toBe(403);
    expect((await call('user-cd', 'DELETE', `/MessageTemplates/?id=${html.json().id}`)).statusCode).toBe(204);
    expect((await call('user-cd', 'DELETE', `/MessageTemplates/?id=${html.json().id}`)).statusCode).toBe(404);
  });
});

describe('automations', () => {
  const base = async () => ({
    name: 'Say hello',
    triggers: [{ type: 8 }],
    conditions: [{ type: 'HasLabelCondition', label: 'VIP' }],
    actions: [{ type: 'SendMailAction', emailTemplateId: await templateId('Welcome to the club') }, { type: 'AddPointsAction', points: 25 }],
  });
  it('GET lists them and GET /{id} answers one', async () => {
    const list = (await call('user-cm', 'GET', '/Automations')).json();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const birthday = list.find((a: { name: string }) => a.name === 'Birthday greeting');
    expect(birthday.triggers).toEqual([{ type: 6 }]);
    expect((await call('user-cm', 'GET', `/Automations/${birthday.id}`)).json().actions[0]).toMatchObject({ type: 'SendMailAction', id: expect.any(String) });
    expect((await call('user-cm', 'GET', '/Automations/nope')).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/Automations')).statusCode).toBe(403);
  });
  it('POST gives actions ids and clears what their type does not use', async () => {
    const body = await base();
    const res = await call('user-cm', 'POST', '/Automations', { ...body, actions: [{ ...body.actions[0], points: 3 }, body.actions[1]] });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.actions).toEqual([
      { id: expect.any(String), type: 'SendMailAction', delayDays: 0, emailTemplateId: body.actions[0].emailTemplateId, smsText: null, points: null, label: null },
      { id: expect.any(String), type: 'AddPointsAction', delayDays: 0, emailTemplateId: null, smsText: null, points: 25, label: null },
    ]);
    expect(created.actions[0].id).not.toBe(created.actions[1].id);
    expect(created.conditions).toEqual([{ type: 'HasLabelCondition', negate: false, emailTemplateId: null, label: 'VIP', dynamicFormId: null }]);
  });
  it('refuses incomplete or wrong automations, naming the field', async () => {
    const body = await base();
    const bad = async (patch: Record<string, unknown>) => (await call('user-cm', 'POST', '/Automations', { ...body, ...patch })).json();
    expect(await bad({ triggers: [] })).toMatchObject({ status: 400, field: 'body.triggers' });
    expect(await bad({ triggers: [{ type: 8 }, { type: 8 }] })).toMatchObject({ status: 400, field: 'body.triggers.1.type' });
    expect(await bad({ triggers: [{ type: 11 }] })).toMatchObject({ status: 400, field: 'body.triggers.0.type' });
    expect(await bad({ actions: [] })).toMatchObject({ status: 400, field: 'body.actions' });
    expect(await bad({ actions: [{ type: 'SendSmsAction' }] })).toMatchObject({ status: 400, field: 'body.actions.0.smsText' });
    expect(await bad({ actions: [{ type: 'AddPointsAction' }] })).toMatchObject({ status: 400, field: 'body.actions.0.points' });
    expect(await bad({ actions: [{ type: 'AddLabelAction', label: ' ' }] })).toMatchObject({ status: 400, field: 'body.actions.0.label' });
    expect(await bad({ actions: [{ type: 'SendMailAction', emailTemplateId: await templateId('Happy hour') }] })).toMatchObject({ status: 400, message: expect.stringMatching(/Campaign template/) });
    expect(await bad({ enabled: true, actions: [{ type: 'SendMailAction', emailTemplateId: await templateId('Booking reminder (draft)') }] })).toMatchObject({ status: 400, message: expect.stringMatching(/not enabled/) });
    expect(await bad({ conditions: [{ type: 'IsDynamicFormCondition' }] })).toMatchObject({ status: 400, field: 'body.conditions.0.dynamicFormId' });
    expect(await bad({ conditions: [{ type: 'HasReadMailCondition', emailTemplateId: 'nope' }] })).toMatchObject({ status: 400, field: 'body.conditions.0.emailTemplateId' });
    expect(await bad({ conditions: [{ type: 'HasNothing' }] })).toMatchObject({ status: 400, field: 'body.conditions.0.type' });
  });
  it('PUT saves with the version; duplicate copies; delete removes', async () => {
    const created = (await call('user-cm', 'POST', '/Automations', await base())).json();
    const saved = await call('user-cm', 'PUT', '/Automations', { ...created, name: 'Say hello again' });
    expect(saved.json()).toMatchObject({ name: 'Say hello again', version: 2, actions: created.actions });
    expect((await call('user-cm', 'PUT', '/Automations', { ...created, name: 'stale' })).statusCode).toBe(409);
    const copy = (await call('user-cm', 'POST', '/Automations/duplicate', { id: created.id })).json();
    expect(copy).toMatchObject({ name: 'Copy of Say hello again', enabled: false, triggers: created.triggers });
    expect(copy.actions.map((a: { id: string }) => a.id)).not.toEqual(created.actions.map((a: { id: string }) => a.id));
    expect((await call('user-cm', 'DELETE', `/Automations/?id=${copy.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'GET', `/Automations/${copy.id}`)).statusCode).toBe(404);
    expect((await call('user-cm', 'DELETE', '/Automations/?id=nope')).statusCode).toBe(404);
  });
});
