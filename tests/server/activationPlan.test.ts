import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from '@/shared/dayjs';
import type { PlanLogEntry } from '@/shared/venue/activationPlanChangeLog';
import { seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;
// The demo's year plan is for the year it was built in (in the zone of the process that built it).
const year = dayjs(seededAt()).year();

const get = (userId: string, url: string) => server.request(userId, { method: 'GET', url: `/api/main${url}` });
const send = (userId: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.request(userId, { method, url: `/api/main${url}`, payload: payload as object });
const log = async (userId = 'user-vm', venueId = VENUE) => (await get(userId, `/ActivationPlanChangeLog?venueId=${venueId}&perPage=100`)).json().items as PlanLogEntry[];
const dkk = (minor: number) => ({ type: 'money', minor, currency: 'DKK' });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('events', () => {
  it('lists a venue\'s events between dates, searched by title, paged', async () => {
    const all = await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&query=*`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().totalItems).toBeGreaterThan(10);
    const quiz = (await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&query=Quiz`)).json();
    expect(quiz.items.length).toBeGreaterThan(0);
    expect(quiz.items.every((e: { title: string }) => e.title.startsWith('Quiz'))).toBe(true);
    const from = `${year}-12-01`;
    const december = (await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&from=${from}&to=${year}-12-31`)).json();
    expect(december.items.every((e: { date: string }) => e.date >= from)).toBe(true);
    const paged = (await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&page=2&perPage=5`)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 5 });
    expect(paged.items).toHaveLength(5);
    expect((await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&from=${year}-12-31&to=${year}-01-01`)).json()).toMatchObject({ status: 400, field: 'query.to' });
    expect((await get('user-vm', '/ActivationPlanEvents/?venueId=venue-fi-kallio')).statusCode).toBe(403);
    expect((await get('user-sm', `/ActivationPlanEvents/?venueId=${VENUE}`)).statusCode).toBe(403);
  });

  it('adds, changes, lists by date and deletes events, logging every change', async () => {
    const date = `${year}-08-08`;
    const created = await send('user-vm', 'POST', '/ActivationPlanEvents', { venueId: VENUE, date, title: 'Wine tasting', category: 'promotion', startTime: '19:00', description: null });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    expect((await get('user-vm', `/ActivationPlanEvents/${date}/${VENUE}`)).json().map((e: { title: string }) => e.title)).toContain('Wine tasting');
    const updated = await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...event, title: 'Natural wine tasting' });
    expect(updated.json()).toMatchObject({ title: 'Natural wine tasting', version: 2 });
    expect((await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...event, title: 'stale' })).statusCode).toBe(409);
    expect((await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...updated.json<object>(), venueId: 'venue-dk-vesterbro' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    expect((await send('user-vm', 'DELETE', `/ActivationPlanEvents/${event.id}`)).statusCode).toBe(204);
    expect((await send('user-vm', 'DELETE', `/ActivationPlanEvents/${event.id}`)).statusCode).toBe(404);
    const entries = (await log()).filter((e) => e.entity === 'event').slice(0, 3);
    expect(entries.map((e) => e.change)).toEqual(['deleted', 'updated', 'created']);
    expect(entries[0]).toMatchObject({ userName: 'Lars Nielsen', entityId: event.id, summary: null, details: { name: 'Natural wine tasting', place: { type: 'date', value: date }, changes: [] } });
    expect(entries[1].details).toEqual({ name: 'Natural wine tasting', place: { type: 'date', value: date }, changes: [{ field: 'title', from: { type: 'text', value: 'Wine tasting' }, to: { type: 'text', value: 'Natural wine tasting' } }] });
    expect(entries[2].details).toEqual({
      name: 'Wine tasting',
      place: { type: 'date', value: date },
      changes: [
        { field: 'category', from: null, to: { type: 'enum', enum: 'activationPlanEvents.category', value: 'promotion' } },
        { field: 'startTime', from: null, to: { type: 'time', value: '19:00' } },
      ],
    });
  });

  it('keeps a planned cost in minor units, logs its changes and keeps it through a change that sends it again', async () => {
    const created = await send('user-vm', 'POST', '/ActivationPlanEvents', { venueId: VENUE, date: `${year}-09-12`, title: 'Cost check', category: 'music', plannedCost: 150_000 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ plannedCost: 150_000 });
    const renamed = await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...created.json<object>(), title: 'Cost check night' });
    expect(renamed.json()).toMatchObject({ plannedCost: 150_000, version: 2 });
    const raised = await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...renamed.json<object>(), plannedCost: 275_050 });
    expect(raised.json()).toMatchObject({ plannedCost: 275_050, version: 3 });
    const cleared = await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...raised.json<object>(), plannedCost: null });
    expect(cleared.json()).toMatchObject({ plannedCost: null });
    const changes = (await log()).filter((e) => e.entity === 'event').slice(0, 4).map((e) => e.details?.changes);
    expect(changes).toEqual([
      [{ field: 'plannedCost', from: dkk(275_050), to: null }],
      [{ field: 'plannedCost', from: dkk(150_000), to: dkk(275_050) }],
      [{ field: 'title', from: { type: 'text', value: 'Cost check' }, to: { type: 'text', value: 'Cost check night' } }],
      [
        { field: 'category', from: null, to: { type: 'enum', enum: 'activationPlanEvents.category', value: 'music' } },
        { field: 'plannedCost', from: null, to: dkk(150_000) },
      ],
    ]);
    const post = (plannedCost: unknown) => send('user-vm', 'POST', '/ActivationPlanEvents', { venueId: VENUE, date: `${year}-09-12`, title: 'X', category: 'music', plannedCost });
    expect((await post(-1)).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await post(10.5)).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await post('100')).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...cleared.json<object>(), plannedCost: -100 })).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await send('user-vm', 'DELETE', `/ActivationPlanEvents/${created.json().id}`)).statusCode).toBe(204);
  });

  it('logs a change of date alone as a move, and a save that changes nothing not at all', async () => {
    const created = (await send('user-vm', 'POST', '/ActivationPlanEvents', { venueId: VENUE, date: `${year}-10-02`, title: 'Move me', category: 'music' })).json();
    const moved = await send('user-vm', 'PUT', '/ActivationPlanEvents', { ...created, date: `${year}-10-04` });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = (await log()).length;
    expect((await send('user-vm', 'PUT', '/ActivationPlanEvents', moved.json())).statusCode).toBe(200);
    expect((await log()).length).toBe(before);
    const [entry] = await log();
    expect(entry).toMatchObject({ entity: 'event', entityId: created.id, change: 'moved', details: { name: 'Move me', place: { type: 'date', value: `${year}-10-04` }, changes: [{ field: 'date', from: { type: 'date', value: `${year}-10-02` }, to: { type: 'date', value: `${year}-10-04` } }] } });
    expect((await send('user-vm', 'DELETE', `/ActivationPlanEvents/${created.id}`)).statusCode).toBe(204);
  });

  it('names the field of bad input', async () => {
    const post = (body: Record<string, unknown>) => send('user-vm', 'POST', '/ActivationPlanEvents', { venueId: VENUE, date: `${year}-08-08`, title: 'X', category: 'music', ...body });
    expect((await post({ title: '' })).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await post({ date: `${year}-02-30` })).json()).toMatchObject({ status: 400, field: 'body.date' });
    expect((await post({ category: 'karaoke' })).json()).toMatchObject({ status: 400, field: 'body.category' });
    expect((await post({ startTime: '25:00' })).json()).toMatchObject({ status: 400, field: 'body.startTime' });
    expect((await get('user-vm', `/ActivationPlanEvents/${year}-13-01/${VENUE}`)).json()).toMatchObject({ status: 400, field: 'date' });
  });
});

describe('campaigns', () => {
  it('lists a venue\'s campaigns of a year and head office campaigns where the user may see them', async () => {
    const venue = (await get('user-vm', `/ActivationPlanCampaigns/${VENUE}?year=${year}`)).json();
    expect(venue.some((c: { isHQ: boolean }) => c.isHQ)).toBe(true);
    expect(venue.some((c: { isHQ: boolean }) => !c.isHQ)).toBe(true);
    const hq = (await get('user-vm', `/ActivationPlanCampaigns?year=${year}`)).json().items as { venueId: string; isHQ: boolean; venueName: string }[];
    expect(hq.length).toBeGreaterThan(0);
    expect(hq.every((c) => c.isHQ && ['venue-dk-norrebro', 'venue-dk-vesterbro'].includes(c.venueId))).toBe(true);
    const all = (await get('user-hq', `/ActivationPlanCampaigns?year=${year}&country=fi`)).json().items as { country: string }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.country === 'fi')).toBe(true);
  });

  it('pages head office campaigns on the server with the total (100 a page unless asked)', async () => {
    const everything = (await get('user-hq', `/ActivationPlanCampaigns?year=${year}`)).json();
    expect(everything).toMatchObject({ page: 1, pageSize: 100 });
    expect(everything.totalItems).toBeGreaterThan(3);
    const page = (await get('user-hq', `/ActivationPlanCampaigns?year=${year}&page=2&perPage=3`)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 3, totalItems: everything.totalItems, totalPages: Math.ceil(everything.totalItems / 3) });
    expect(page.items.map((c: { id: string }) => c.id)).toEqual(everything.items.slice(3, 6).map((c: { id: string }) => c.id));
    expect((await get('user-hq', '/ActivationPlanCampaigns?perPage=0')).json()).toMatchObject({ status: 400, field: 'query.perPage' });
  });

  it('adds venue campaigns; head office campaigns only with the role hq', async () => {
    const body = { venueId: VENUE, year, month: 5, title: 'Rooftop opening', channel: 'social', description: null, isHQ: false };
    const created = await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, body);
    expect(created.statusCode, created.body).toBe(200);
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, isHQ: true })).statusCode).toBe(403);
    const hq = await send('user-hq', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, title: 'National gin week', isHQ: true });
    expect(hq.statusCode).toBe(200);
    expect((await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${hq.json().id}`, { ...hq.json<object>(), title: 'Mine now' })).statusCode).toBe(403);
    expect((await send('user-vm', 'DELETE', `/ActivationPlanCampaigns/${hq.json().id}`)).statusCode).toBe(403);
    expect((await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${created.json().id}`, { ...created.json<object>(), isHQ: true })).statusCode).toBe(403);
    const updated = await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${created.json().id}`, { ...created.json<object>(), month: 6 });
    expect(updated.json()).toMatchObject({ month: 6, version: 2 });
    expect((await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${created.json().id}`, { ...created.json<object>(), month: 7 })).statusCode).toBe(409);
    expect((await send('user-vm', 'DELETE', `/ActivationPlanCampaigns/${created.json().id}`)).statusCode).toBe(204);
    expect((await send('user-hq', 'DELETE', `/ActivationPlanCampaigns/${hq.json().id}`)).statusCode).toBe(204);
    expect((await log()).filter((e) => e.entity === 'campaign').slice(0, 4).map((e) => e.change)).toEqual(['deleted', 'deleted', 'moved', 'created']);
    const [, deleted, moved] = (await log()).filter((e) => e.entity === 'campaign');
    expect(deleted.details).toEqual({ name: 'Rooftop opening', place: { type: 'month', year, month: 6 }, headOffice: false, changes: [] });
    expect(moved.details?.changes).toEqual([{ field: 'month', from: { type: 'month', year, month: 5 }, to: { type: 'month', year, month: 6 } }]);
  });

  it('keeps a planned cost on venue and head office campaigns; only head office changes the cost of its own', async () => {
    const body = { venueId: VENUE, year, month: 10, title: 'Cost campaign', channel: 'print', description: null, isHQ: false, plannedCost: 80_000 };
    const venue = await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, body);
    expect(venue.statusCode, venue.body).toBe(200);
    expect(venue.json()).toMatchObject({ plannedCost: 80_000 });
    const changed = await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${venue.json().id}`, { ...venue.json<object>(), plannedCost: 120_000 });
    expect(changed.json()).toMatchObject({ plannedCost: 120_000, version: 2 });
    expect((await log()).find((e) => e.entity === 'campaign')).toMatchObject({ change: 'updated', details: { name: 'Cost campaign', place: { type: 'month', year, month: 10 }, changes: [{ field: 'plannedCost', from: dkk(80_000), to: dkk(120_000) }] } });
    const hq = await send('user-hq', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, title: 'Cost HQ campaign', isHQ: true, plannedCost: 50_000 });
    expect(hq.json()).toMatchObject({ isHQ: true, plannedCost: 50_000 });
    expect((await log()).find((e) => e.entity === 'campaign')).toMatchObject({
      change: 'created',
      details: { name: 'Cost HQ campaign', headOffice: true, changes: [{ field: 'channel', from: null, to: { type: 'enum', enum: 'activationPlanCampaigns.channel', value: 'print' } }, { field: 'plannedCost', from: null, to: dkk(50_000) }] },
    });
    expect((await send('user-vm', 'PUT', `/ActivationPlanCampaigns/${hq.json().id}`, { ...hq.json<object>(), plannedCost: 0 })).statusCode).toBe(403);
    expect((await send('user-hq', 'PUT', `/ActivationPlanCampaigns/${hq.json().id}`, { ...hq.json<object>(), plannedCost: 0 })).json()).toMatchObject({ plannedCost: 0 });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, plannedCost: -1 })).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, plannedCost: 0.5 })).json()).toMatchObject({ status: 400, field: 'body.plannedCost' });
    expect((await send('user-vm', 'DELETE', `/ActivationPlanCampaigns/${venue.json().id}`)).statusCode).toBe(204);
    expect((await send('user-hq', 'DELETE', `/ActivationPlanCampaigns/${hq.json().id}`)).statusCode).toBe(204);
  });

  it('names the field of bad input and keeps the venue of the path', async () => {
    const body = { venueId: VENUE, year, month: 5, title: 'X', isHQ: false };
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, month: 13 })).json()).toMatchObject({ status: 400, field: 'body.month' });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, year: 1999 })).json()).toMatchObject({ status: 400, field: 'body.year' });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, channel: 'radio' })).json()).toMatchObject({ status: 400, field: 'body.channel' });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/${VENUE}`, { ...body, venueId: 'venue-dk-vesterbro' })).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    expect((await send('user-vm', 'POST', '/ActivationPlanCampaigns/venue-fi-kallio', { ...body, venueId: 'venue-fi-kallio' })).statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('adds plain-text comments; only their author changes them', async () => {
    const created = await send('user-vm', 'POST', '/ActivationPlanComments', { venueId: VENUE, year, month: 9, content: '<b>Quiz</b> moves to <script>alert(1)</script>Wednesday' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().content).toBe('Quiz moves to Wednesday');
    const listed = (await get('user-vm', `/ActivationPlanComments/${VENUE}?year=${year}`)).json();
    expect(listed.find((c: { id: string }) => c.id === created.json().id)).toMatchObject({ authorName: 'Lars Nielsen' });
    expect((await send('user-cd', 'PUT', '/ActivationPlanComments', { ...created.json<object>(), content: 'Mine' })).statusCode).toBe(403);
    const updated = await send('user-vm', 'PUT', '/ActivationPlanComments', { ...created.json<object>(), content: 'Quiz moves to Thursday' });
    expect(updated.json()).toMatchObject({ content: 'Quiz moves to Thursday', version: 2 });
    expect((await send('user-vm', 'PUT', '/ActivationPlanComments', { ...created.json<object>(), content: 'stale' })).statusCode).toBe(409);
    expect((await send('user-vm', 'POST', '/ActivationPlanComments', { venueId: VENUE, year, month: 9, content: '<p> </p>' })).json()).toMatchObject({ status: 400, field: 'body.content' });
    expect((await send('user-vm', 'POST', '/ActivationPlanComments', { venueId: VENUE, year, month: 0, content: 'x' })).json()).toMatchObject({ status: 400, field: 'body.month' });
  });
});

describe('budgets', () => {
  it('answers a month or the whole year, in the venue\'s currency', async () => {
    const month = (await get('user-vm', `/ActivationPlanBudgets/${VENUE}/${year}/3`)).json();
    expect(month).toMatchObject({ venueId: VENUE, year, currency: 'DKK' });
    expect(month.budgets).toHaveLength(1);
    expect(month.budgets[0].amount).toBeGreaterThan(0);
    const whole = (await get('user-vm', `/ActivationPlanBudgets/${VENUE}/${year}/0`)).json();
    expect(whole.budgets.map((b: { month: number }) => b.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const empty = (await get('user-vm', `/ActivationPlanBudgets/${VENUE}/2040/1`)).json();
    expect(empty.budgets[0]).toMatchObject({ amount: 0, id: null, version: null });
    expect((await get('user-vm', `/ActivationPlanBudgets/${VENUE}/${year}/13`)).json()).toMatchObject({ status: 400, field: 'month' });
    expect((await get('user-cm', '/ActivationPlanBudgets/venue-fi-kallio/2040/1')).json().currency).toBe('EUR');
  });

  it('sets a new budget, changes it with its version and refuses a stale one', async () => {
    const first = await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: 1_500_000, note: 'New year' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ amount: 1_500_000, version: 1, currency: 'DKK' });
    expect((await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: 2_000_000 })).statusCode).toBe(409);
    const changed = await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: 2_000_000, version: 1 });
    expect(changed.json()).toMatchObject({ amount: 2_000_000, version: 2 });
    expect((await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: 1, version: 1 })).statusCode).toBe(409);
    expect((await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: -5, version: 2 })).json()).toMatchObject({ status: 400, field: 'body.amount' });
    expect((await send('user-vm', 'POST', '/ActivationPlanBudgets/', { venueId: VENUE, year: 2040, month: 1, amount: 10.5, version: 2 })).json()).toMatchObject({ status: 400, field: 'body.amount' });
    const [changedEntry, setEntry] = (await log()).filter((e) => e.entity === 'budget');
    expect(changedEntry).toMatchObject({ change: 'updated', details: { place: { type: 'month', year: 2040, month: 1 }, changes: [{ field: 'amount', from: dkk(1_500_000), to: dkk(2_000_000) }, { field: 'note', from: { type: 'text', value: 'New year' }, to: null }] } });
    expect(setEntry).toMatchObject({ change: 'created', details: { changes: [{ field: 'amount', from: null, to: dkk(1_500_000) }, { field: 'note', from: null, to: { type: 'text', value: 'New year' } }] } });
  });
});

describe('the demo plan', () => {
  it('plans costs so that one month is over budget and others are under', async () => {
    const events = (await get('user-vm', `/ActivationPlanEvents/?venueId=${VENUE}&from=${year}-01-01&to=${year}-12-31&perPage=200`)).json().items as { date: string; plannedCost: number | null }[];
    const campaigns = (await get('user-vm', `/ActivationPlanCampaigns/${VENUE}?year=${year}`)).json() as { month: number; plannedCost: number | null; isHQ: boolean }[];
    const budgets = (await get('user-vm', `/ActivationPlanBudgets/${VENUE}/${year}/0`)).json().budgets as { month: number; amount: number }[];
    expect(events.some((e) => e.plannedCost)).toBe(true);
    expect(events.some((e) => e.plannedCost === null)).toBe(true);
    expect(campaigns.some((c) => c.isHQ && c.plannedCost)).toBe(true);
    const planned = (month: number) =>
      events.filter((e) => Number(e.date.slice(5, 7)) === month).reduce((sum, e) => sum + (e.plannedCost ?? 0), 0) + campaigns.filter((c) => c.month === month).reduce((sum, c) => sum + (c.plannedCost ?? 0), 0);
    const over = budgets.filter((b) => planned(b.month) > b.amount).map((b) => b.month);
    expect(over).toContain(dayjs(seededAt()).month() + 1);
    expect(budgets.filter((b) => planned(b.month) > 0 && planned(b.month) <= b.amount).length).toBeGreaterThan(0);
  });

  it('puts the current month over budget at some venues, not at all of them', async () => {
    const month = dayjs(seededAt()).month() + 1;
    const overThisMonth = async (venueId: string) => {
      const events = (await get('user-hq', `/ActivationPlanEvents/?venueId=${venueId}&from=${year}-01-01&to=${year}-12-31&perPage=200`)).json().items as { date: string; plannedCost: number | null }[];
      const campaigns = (await get('user-hq', `/ActivationPlanCampaigns/${venueId}?year=${year}`)).json() as { month: number; plannedCost: number | null }[];
      const budgets = (await get('user-hq', `/ActivationPlanBudgets/${venueId}/${year}/0`)).json().budgets as { month: number; amount: number }[];
      const planned = events.filter((e) => Number(e.date.slice(5, 7)) === month).reduce((sum, e) => sum + (e.plannedCost ?? 0), 0) + campaigns.filter((c) => c.month === month).reduce((sum, c) => sum + (c.plannedCost ?? 0), 0);
      return planned > budgets.find((b) => b.month === month)!.amount;
    };
    const over = await Promise.all(['venue-dk-norrebro', 'venue-dk-vesterbro', 'venue-dk-frederiksberg', 'venue-dk-aarhus'].map(overThisMonth));
    expect(over).toContain(true);
    expect(over).toContain(false);
  });
});

describe('templates and import', () => {
  async function template(country = 'dk') {
    const list = await get('user-vm', `/ActivationPlanTemplates?country=${country}`);
    expect(list.statusCode, list.body).toBe(200);
    return list.json().find((t: { name: string }) => t.name.startsWith('Standard')) as { id: string; events: unknown[]; campaigns: unknown[]; comments: unknown[] };
  }

  it('imports a template\'s comments, events and campaigns for a year once', async () => {
    const t = await template();
    const venue = 'venue-dk-vesterbro';
    const events = await send('user-vm', 'POST', `/ActivationPlanEvents/template/${t.id}/2041/${venue}`);
    expect(events.json()).toEqual({ imported: t.events.length, skipped: 0 });
    expect((await send('user-vm', 'POST', `/ActivationPlanEvents/template/${t.id}/2041/${venue}`)).json()).toEqual({ imported: 0, skipped: t.events.length });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/template/${t.id}/2041/${venue}`)).json()).toEqual({ imported: t.campaigns.length, skipped: 0 });
    expect((await send('user-vm', 'POST', `/ActivationPlanComments/template/${t.id}/2041/${venue}`)).json()).toEqual({ imported: t.comments.length, skipped: 0 });
    const nye = (await get('user-vm', `/ActivationPlanEvents/2041-12-31/${venue}`)).json();
    expect(nye.map((e: { title: string }) => e.title)).toContain('New Year’s Eve');
    expect(nye.every((e: { plannedCost: number | null }) => e.plannedCost === null)).toBe(true);
    const campaigns = (await get('user-vm', `/ActivationPlanCampaigns/${venue}?year=2041`)).json() as { plannedCost: number | null }[];
    expect(campaigns.length).toBe(t.campaigns.length);
    expect(campaigns.every((c) => c.plannedCost === null)).toBe(true);
    const imports = (await log('user-vm', venue)).filter((e) => e.change === 'imported');
    expect(imports.length).toBeGreaterThanOrEqual(3);
    expect(imports.find((e) => e.entity === 'event')?.details).toEqual({ name: 'Standard year plan Denmark', count: 0, year: 2041, changes: [] });
  });

  it('refuses another country\'s template, unknown templates and years', async () => {
    const norwegian = await template('no').catch(() => null);
    expect(norwegian).toBeNull();
    const no = (await get('user-hq', '/ActivationPlanTemplates?country=no')).json()[0];
    expect((await send('user-hq', 'POST', `/ActivationPlanEvents/template/${no.id}/2041/${VENUE}`)).json()).toMatchObject({ status: 400, field: 'templateId' });
    expect((await send('user-vm', 'POST', `/ActivationPlanEvents/template/no-such/2041/${VENUE}`)).statusCode).toBe(404);
    const t = await template();
    expect((await send('user-vm', 'POST', `/ActivationPlanComments/template/${t.id}/1800/${VENUE}`)).json()).toMatchObject({ status: 400, field: 'year' });
    expect((await send('user-vm', 'POST', `/ActivationPlanCampaigns/template/${t.id}/2041/venue-fi-kallio`)).statusCode).toBe(403);
  });
});

describe('change log', () => {
  it('holds the demo entries structured', async () => {
    const seeded = (await log()).filter((e) => e.userName === 'Mads Kjær' || e.change === 'imported');
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((e) => e.details && Array.isArray(e.details.changes) && e.summary === null)).toBe(true);
  });

  it('is listed newest first, filtered by entity and limited to the venue', async () => {
    const res = await get('user-vm', `/ActivationPlanChangeLog?venueId=${VENUE}&entity=budget&page=1&perPage=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.json().items.every((e: { entity: string }) => e.entity === 'budget')).toBe(true);
    expect(res.json().totalItems).toBeGreaterThan(0);
    const all = (await log()).map((e) => e.at);
    expect(all).toEqual([...all].sort().reverse());
    expect((await get('user-vm', `/ActivationPlanChangeLog?venueId=${VENUE}&perPage=0`)).json()).toMatchObject({ status: 400, field: 'query.perPage' });
    expect((await get('user-vm', '/ActivationPlanChangeLog?venueId=venue-uk-soho')).statusCode).toBe(403);
  });
});
