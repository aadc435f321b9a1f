import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
// The venue's day is the demo's: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;

const get = (url: string, userId = 'user-vm') => server.request(userId, { method: 'GET', url: `/api/main${url}` });
const cockpitOf = async (venueId: string, userId = 'user-vm') => {
  const res = await get(`/VenueCockpit/${venueId}`, userId);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /VenueCockpit/{venueId}', () => {
  it("answers the venue manager every part of the venue's day from the data of the other pages", async () => {
    const cockpit = await cockpitOf(VENUE);
    const today = now.tz('Europe/Copenhagen');
    expect(cockpit.venue).toMatchObject({ id: VENUE, name: 'Nørrebro Social', timeZone: 'Europe/Copenhagen' });
    expect(cockpit.today).toBe(today.format(DATE_FORMAT));

    // Tasks: the ISO week of the venue's today, as GET /VenueTasks/{venueId}/{year}/{week} answers it. The week is
    // counted from the calendar date: dayjs's isoWeek of a value in another zone is off near New Year.
    const day = dayjs(today.format(DATE_FORMAT));
    const week = (await get(`/VenueTasks/${VENUE}/${day.isoWeekYear()}/${day.isoWeek()}`)).json();
    const all = week.days.flatMap((d: { tasks: { checked: boolean }[] }) => d.tasks);
    expect(cockpit.tasks).toMatchObject({ week: day.isoWeek(), total: all.length, done: all.filter((t: { checked: boolean }) => t.checked).length });
    expect(cockpit.tasks.open).toBe(cockpit.tasks.total - cockpit.tasks.done);

    // Lists: one latest session per list type, newest first.
    const types = cockpit.lists.latest.map((s: { listType: string }) => s.listType);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('VenueVisitLight');
    const visits = (await get(`/VenueVisitSessions/${VENUE}?perPage=100`)).json();
    const latestLight = visits.items.find((s: { listType: string }) => s.listType === 'VenueVisitLight');
    expect(cockpit.lists.latest.find((s: { listType: string }) => s.listType === 'VenueVisitLight')).toMatchObject({ id: latestLight.id, score: latestLight.score });

    // End-of-day: the previous report is the newest before the current business day.
    expect(cockpit.eod.businessDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cockpit.eod.previous.date < cockpit.eod.businessDay).toBe(true);

    // Meetings not ended, activation plan events of the coming week, to-dos of the vm role.
    expect(cockpit.meetings.open.every((m: { status: string }) => m.status !== 'ended')).toBe(true);
    expect(cockpit.activation.events.every((e: { date: string }) => e.date >= cockpit.today && e.date <= cockpit.activation.to)).toBe(true);
    expect(cockpit.todos.roles).toEqual(['vm']);
    expect(cockpit.todos.items.every((t: { startDate: string }) => t.startDate <= cockpit.today)).toBe(true);
    expect(typeof cockpit.notifications.unread).toBe('number');
  });

  it('follows changes: a checked task, a new to-do due today, a read notification', async () => {
    const before = await cockpitOf(VENUE);
    const [category] = (await get(`/PersonalTodos/${VENUE}/vm`)).json();
    const created = await server.request('user-vm', { method: 'POST', url: '/api/main/PersonalTodos', payload: { venueId: VENUE, categoryId: category.id, role: 'vm', title: 'Call the glass supplier' } });
    expect(created.statusCode).toBe(200);
    const todo = created.json();
    const due = await server.request('user-vm', { method: 'PUT', url: '/api/main/PersonalTodos', payload: { ...todo, hasDueDate: true, startDate: before.today } });
    expect(due.statusCode).toBe(200);
    await server.request('user-vm', { method: 'POST', url: '/api/main/VPNotifications/MarkAllAsRead' });
    const task = await server.request('user-vm', { method: 'POST', url: '/api/main/VenueTasks', payload: { venueId: VENUE, title: 'Polish the brass rail', date: before.today, repeat: 'none', roleTypeId: '' } });
    expect(task.statusCode).toBe(200);
    const added = await cockpitOf(VENUE);
    expect(added.tasks).toMatchObject({ total: before.tasks.total + 1, todayOpenCount: before.tasks.todayOpenCount + 1 });
    const check = await server.request('user-vm', { method: 'PUT', url: `/api/main/VenueTasks/setChecked/${task.json().id}/${VENUE}/${before.today}` });
    expect(check.statusCode).toBeLessThan(300);
    const after = await cockpitOf(VENUE);
    expect(after.tasks).toMatchObject({ total: before.tasks.total + 1, done: before.tasks.done + 1, todayOpenCount: before.tasks.todayOpenCount });
    expect(after.todos.dueToday).toBe(before.todos.dueToday + 1);
    expect(after.notifications).toEqual({ unread: 0, latest: [] });
  });

  it('leaves out the parts whose pages the user may not open at the venue', async () => {
    // A channel marketing manager in Finland: cockpit and activation plan, no tasks, lists, meetings or to-dos.
    const cockpit = await cockpitOf('venue-fi-kallio', 'user-cm');
    expect(cockpit.activation).not.toBeNull();
    expect(cockpit).toMatchObject({ tasks: null, todos: null, lists: null, eod: null, meetings: null });
    // Head office holds every permission but no to-do role at the venue: the to-dos part names no role.
    expect((await cockpitOf(VENUE, 'user-hq')).todos).toMatchObject({ roles: [], items: [] });
  });

  it('is refused at a venue without the permission and names an unknown venue', async () => {
    expect((await get('/VenueCockpit/venue-uk-soho')).statusCode).toBe(403);
    expect((await get('/VenueCockpit/venue-dk-norrebro', 'user-gr')).statusCode).toBe(403);
    expect((await get('/VenueCockpit/no-such-venue', 'user-hq')).json()).toMatchObject({ status: 400, field: 'venueId' });
  });
});
