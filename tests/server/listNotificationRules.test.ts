import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '@/server/domain/life/ruleMessages';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/main/ListNotificationRules';
let server: TestServer;

const scoreRule = { listType: 'VenueVisitLight', threshold: 3.5, recipientRoles: ['vm'], message: { eng: '{{venueName}} scored {{score}} on {{listType}} ({{questionCategory}})' } };
const inactivityRule = { listType: 'FireProtectionMeasures', inactivitySeconds: 604800, recipientRoles: ['rm', 'cd'], message: { eng: 'No {{listType}} at {{venueName}} for a week' } };
const create = (type: string, body: Record<string, unknown>, country = 'dk', userId = 'user-cd') => server.request(userId, { method: 'POST', url: `${base}/${type}?country=${country}`, payload: body });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reading rules', () => {
  it("GET /ListNotificationRules?country= answers the country's rules", async () => {
    const res = await server.request('user-cd', { method: 'GET', url: `${base}?country=dk` });
    expect(res.statusCode).toBe(200);
    const rules = res.json();
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(rules.every((r: { country: string }) => r.country === 'dk')).toBe(true);
    expect(new Set(rules.map((r: { type: string }) => r.type))).toEqual(new Set(['score', 'inactivity']));
    expect((await server.request('user-cd', { method: 'GET', url: `${base}?country=no` })).statusCode).toBe(403);
  });
  it('GET /ListNotificationRules/{id} answers one rule; 404 for none', async () => {
    const [rule] = (await server.request('user-cd', { method: 'GET', url: `${base}?country=dk` })).json();
    expect((await server.request('user-cd', { method: 'GET', url: `${base}/${rule.id}` })).json()).toMatchObject({ id: rule.id, country: 'dk' });
    expect((await server.request('user-cd', { method: 'GET', url: `${base}/no-such-rule` })).statusCode).toBe(404);
  });
  it('needs the permission to manage rules: a regional manager and a venue manager are refused', async () => {
    expect((await server.request('user-rm', { method: 'GET', url: `${base}?country=no` })).statusCode).toBe(403);
    expect((await server.request('user-vm', { method: 'GET', url: `${base}?country=dk` })).statusCode).toBe(403);
  });
});

describe('POST /ListNotificationRules/{type}?country=', () => {
  it('creates a score rule and an inactivity rule, clearing what the other type uses', async () => {
    const score = await create('score', { ...scoreRule, inactivitySeconds: 86400 });
    expect(score.statusCode, score.body).toBe(200);
    expect(score.json()).toMatchObject({ type: 'score', country: 'dk', threshold: 3.5, inactivitySeconds: null, active: true, version: 1 });
    const inactivity = await create('inactivity', { ...inactivityRule, threshold: 2, questionCategory: 'Cleanliness' });
    expect(inactivity.json()).toMatchObject({ type: 'inactivity', inactivitySeconds: 604800, threshold: null, questionCategory: null });
  });
  it('needs a threshold for score rules and an interval for inactivity rules', async () => {
    expect((await create('score', { ...scoreRule, threshold: null })).json()).toMatchObject({ status: 400, field: 'body.threshold' });
    expect((await create('score', { ...scoreRule, threshold: 6 })).json()).toMatchObject({ status: 400, field: 'body.threshold' });
    expect((await create('inactivity', { ...inactivityRule, inactivitySeconds: null })).json()).toMatchObject({ status: 400, field: 'body.inactivitySeconds' });
    expect((await create('inactivity', { ...inactivityRule, inactivitySeconds: 3600 })).json()).toMatchObject({ status: 400, field: 'body.inactivitySeconds' });
    expect((await create('weekly', scoreRule)).json()).toMatchObject({ status: 400, field: 'type' });
  });
  it('accepts every inactivity interval of the specification', async () => {
    for (const seconds of [86400, 172800, 259200, 604800, 1209600, 1814400, 2629743, 5259486, 7889229, 10518972, 13148715, 15778458, 31556926]) {
      expect((await create('inactivity', { ...inactivityRule, inactivitySeconds: seconds })).statusCode).toBe(200);
    }
  });
  it("checks the message's placeholders against the rule type, and needs a role and a message", async () => {
    const wrong = (await create('inactivity', { ...inactivityRule, message: { eng: '{{venueName}} scored {{score}}' } })).json();
    expect(wrong).toMatchObject({ status: 400, field: 'body.message' });
    expect(wrong.message).toBe('body.message: {{score}} is not a placeholder of this rule (eng); use {{venueName}}, {{listType}}');
    expect((await create('score', { ...scoreRule, message: { eng: 'ok', dan: '{{venue}}' } })).json().message).toMatch(/\{\{venue\}\} is not a placeholder of this rule \(dan\)/);
    expect((await create('score', { ...scoreRule, message: {} })).json()).toMatchObject({ status: 400, field: 'body.message' });
    expect((await create('score', { ...scoreRule, recipientRoles: [] })).json()).toMatchObject({ status: 400, field: 'body.recipientRoles' });
    expect((await create('score', { ...scoreRule, recipientRoles: ['ceo'] })).json()).toMatchObject({ status: 400, field: 'body.recipientRoles.0' });
  });
  it('is refused in a country the user may not manage', async () => {
    expect((await create('score', scoreRule, 'uk')).statusCode).toBe(403);
  });
});

describe('PUT and DELETE', () => {
  it('updates a rule with its version, turning it into the other type, and refuses a stale one', async () => {
    const rule = (await create('score', scoreRule)).json();
    const res = await server.request('user-cd', { method: 'PUT', url: base, payload: { ...rule, type: 'inactivity', inactivitySeconds: 2629743, message: { eng: 'Quiet at {{venueName}}' } } });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Record<string, unknown>;
    expect(updated).toMatchObject({ type: 'inactivity', inactivitySeconds: 2629743, threshold: null, version: 2 });
    expect((await server.request('user-cd', { method: 'PUT', url: base, payload: { ...rule, active: false } })).statusCode).toBe(409);
    expect((await server.request('user-cd', { method: 'PUT', url: base, payload: { ...updated, country: 'uk' } })).statusCode).toBe(403);
    expect((await server.request('user-cd', { method: 'PUT', url: base, payload: { ...updated, id: 'no-such-rule' } })).statusCode).toBe(404);
  });
  it('DELETE /ListNotificationRules?ruleId= deletes a rule', async () => {
    const rule = (await create('score', scoreRule)).json();
    expect((await server.request('user-cd', { method: 'DELETE', url: `${base}?ruleId=${rule.id}` })).statusCode).toBe(204);
    expect((await server.request('user-cd', { method: 'GET', url: `${base}/${rule.id}` })).statusCode).toBe(404);
    expect((await server.request('user-cd', { method: 'DELETE', url: `${base}?ruleId=${rule.id}` })).statusCode).toBe(404);
    expect((await server.request('user-cd', { method: 'DELETE', url: base })).json()).toMatchObject({ status: 400 });
  });
});

describe('rendering a message', () => {
  it('fills in the placeholders it has values for', () => {
    expect(renderMessage('{{venueName}} scored {{ score }} on {{listType}} {{other}}', { venueName: 'Nørrebro Social', score: 2.8, listType: 'Venue visit (light)' })).toBe(
      'Nørrebro Social scored 2.8 on Venue visit (light) {{other}}',
    );
  });
});
