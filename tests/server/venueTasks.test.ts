import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekStart } from '@/shared/dayjs';
import dayjs from '@/shared/dayjs';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
const base = '/api/main/VenueTasks';
// This week's tasks are the demo's: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;

const thisWeek = () => ({ year: now.isoWeekYear(), week: now.isoWeek() });
const weekOf = (date: string) => ({ year: dayjs(date).isoWeekYear(), week: dayjs(date).isoWeek() });

async function week(userId: string, year: number, weekNo: number, venueId = VENUE) {
  return server.request(userId, { method: 'GET', url: `${base}/${venueId}/${year}/${weekNo}` });
}

async function create(userId: string, body: Record<string, unknown>) {
  return server.request(userId, { method: 'POST', url: base, payload: { venueId: VENUE, title: 'Polish the brass rail', date: '2026-11-18', ...body } });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /VenueTasks/{venueId}/{year}/{week}', () => {
  it('answers seven days of the ISO week with each task\'s state that day', async () => {
    const { year, week: w } = thisWeek();
    const res = await week('user-vm', year, w);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days[0].date).toBe(isoWeekStart(year, w).format('YYYY-MM-DD'));
    const daily = body.days.flatMap((d: { tasks: { title: string }[] }) => d.tasks).filter((t: { title: string }) => t.title === 'Check fridge temperatures');
    expect(daily).toHaveLength(7);
  });
  it('refuses a week that does not exist, naming it', async () => {
    const res = await week('user-vm', 2027, 53);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'week' });
    expect((await week('user-vm', 2026, 0)).json()).toMatchObject({ field: 'week' });
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/${VENUE}/abc/3` })).json()).toMatchObject({ status: 400, field: 'year' });
  });
  it('is refused at a venue the user has no permission for', async () => {
    expect((await week('user-vm', 2026, 47, 'venue-fi-kallio')).statusCode).toBe(403);
  });
});

describe('creating, changing and deleting tasks', () => {
  it('creates a task with defaults and returns it', async () => {
    const res = await create('user-vm', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Polish the brass rail', roleTypeId: '', repeat: 'none', version: 1, venueId: VENUE });
  });
  it('names the field of bad input', async () => {
    expect((await create('user-vm', { title: '' })).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await create('user-vm', { date: '2026-02-30' })).json()).toMatchObject({ status: 400, field: 'body.date' });
    expect((await create('user-vm', { repeat: 'hourly' })).json()).toMatchObject({ status: 400, field: 'body.repeat' });
    expect((await create('user-vm', { venueId: undefined })).json()).toMatchObject({ status: 400 });
  });
  it('lets only users with the role hq at the venue create Marketing tasks', async () => {
    const refused = await create('user-vm', { roleTypeId: 'hq' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Marketing/);
    expect((await create('user-hq', { roleTypeId: 'hq' })).statusCode).toBe(200);
  });
  it('updates with the version and refuses a stale one', async () => {
    const task = (await create('user-vm', { title: 'Rotate stock' })).json();
    const updated = await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...task, title: 'Rotate the stock' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Rotate the stock', version: 2 });
    const stale = await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...task, title: 'Old' } });
    expect(stale.statusCode).toBe(409);
    const missing = await server.request('user-vm', { method: 'PUT', url: `${base}/`, payload: { ...task, id: 'no-such-task' } });
    expect(missing.statusCode).toBe(404);
  });
  it('deletes a task, and answers 404 for one that is gone', async () => {
    const task = (await create('user-vm', { title: 'Temporary' })).json();
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${task.id}` })).statusCode).toBe(204);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${task.id}` })).statusCode).toBe(404);
  });
});

describe('checking tasks off', () => {
  it('checks and unchecks a task for a date, idempotently', async () => {
    // A manager plans the task; the shift manager checks it off.
    const task = (await create('user-vm', { title: 'Count the till', date: '2026-11-17' })).json();
    expect((await create('user-sm', { title: 'Planned by a shift manager', date: '2026-11-17' })).statusCode).toBe(403);
    expect((await server.request('user-sm', { method: 'DELETE', url: `${base}/${task.id}` })).statusCode).toBe(403);
    const url = (kind: string, date = '2026-11-17') => `${base}/${kind}/${task.id}/${VENUE}/${date}`;
    expect((await server.request('user-sm', { method: 'PUT', url: url('setChecked') })).json()).toMatchObject({ checked: true });
    expect((await server.request('user-sm', { method: 'PUT', url: url('setChecked') })).statusCode).toBe(200);
    const checked = (await week('user-sm', 2026, 47)).json();
    const day = checked.days.find((d: { date: string }) => d.date === '2026-11-17');
    expect(day.tasks.find((t: { id: string }) => t.id === task.id)).toMatchObject({ checked: true, checkedBy: 'Sofie Larsen' });
    expect((await server.request('user-sm', { method: 'PUT', url: url('setUnchecked') })).json()).toMatchObject({ checked: false });
    const after = (await week('user-sm', 2026, 47)).json();
    expect(after.days.find((d: { date: string }) => d.date === '2026-11-17').tasks.find((t: { id: string }) => t.id === task.id).checked).toBe(false);
  });
  it('refuses a date the task does not fall on, and an unknown task', async () => {
    const task = (await create('user-vm', { title: 'One day only', date: '2026-11-17' })).json();
    expect((await server.request('user-sm', { method: 'PUT', url: `${base}/setChecked/${task.id}/${VENUE}/2026-11-18` })).json()).toMatchObject({ status: 400, field: 'date' });
    expect((await server.request('user-sm', { method: 'PUT', url: `${base}/setChecked/nope/${VENUE}/2026-11-18` })).statusCode).toBe(404);
    expect((await server.request('user-sm', { method: 'PUT', url: `${base}/setChecked/${task.id}/${VENUE}/18-11-2026` })).json()).toMatchObject({ status: 400, field: 'date' });
  });
});

describe('moving tasks to another date', () => {
  it('moves a one-off task with its done mark', async () => {
    const task = (await create('user-vm', { title: 'Deep clean', date: '2026-11-17' })).json();
    await server.request('user-vm', { method: 'PUT', url: `${base}/setChecked/${task.id}/${VENUE}/2026-11-17` });
    const moved = await server.request('user-vm', { method: 'POST', url: `${base}/changeDate`, payload: { taskId: task.id, venueId: VENUE, fromDate: '2026-11-17', toDate: '2026-11-26' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: task.id, date: '2026-11-26' });
    const { year, week: w } = weekOf('2026-11-26');
    const day = (await week('user-vm', year, w)).json().days.find((d: { date: string }) => d.date === '2026-11-26');
    expect(day.tasks.find((t: { id: string }) => t.id === task.id)).toMatchObject({ checked: true });
  });
  it('moves one occurrence of a repeating task and leaves the series', async () => {
    const series = (await create('user-vm', { title: 'Weekly inventory', date: '2026-11-16', repeat: 'weekly' })).json();
    const moved = (await server.request('user-vm', { method: 'POST', url: `${base}/changeDate`, payload: { taskId: series.id, venueId: VENUE, fromDate: '2026-11-23', toDate: '2026-11-25' } })).json();
    expect(moved).toMatchObject({ title: 'Weekly inventory', repeat: 'none', date: '2026-11-25' });
    const days = (await week('user-vm', 2026, 48)).json().days;
    const titlesOn = (date: string) => days.find((d: { date: string }) => d.date === date).tasks.filter((t: { title: string }) => t.title === 'Weekly inventory');
    expect(titlesOn('2026-11-23')).toHaveLength(0);
    expect(titlesOn('2026-11-25')).toHaveLength(1);
    const nextWeek = (await week('user-vm', 2026, 49)).json().days.find((d: { date: string }) => d.date === '2026-11-30');
    expect(nextWeek.tasks.some((t: { id: string }) => t.id === series.id)).toBe(true);
  });
  it('refuses a from-date the task does not fall on', async () => {
    const task = (await create('user-vm', { title: 'Once', date: '2026-11-17' })).json();
    const res = await server.request('user-vm', { method: 'POST', url: `${base}/changeDate`, payload: { taskId: task.id, venueId: VENUE, fromDate: '2026-11-18', toDate: '2026-11-20' } });
    expect(res.json()).toMatchObject({ status: 400, field: 'body.fromDate' });
  });
});
