import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '@generated/server';
import { domainActions } from '@/server/domain/registry';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import { at, BOOKINGS_API, createLayout, VENUE, type Layout } from '../support/bookingFixtures';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Twenty requests at the same moment for every read-modify-write action, on a real PostgreSQL (`TEST_DATABASE_URL`;
 * CI sets it, see `.ci/run`). The embedded PGlite runs one transaction at a time, so races only show here. Each case
 * checks the end state in the database, not just the answers. RACES lists every action covered and where its
 * guarantee comes from; the cases below are in the same order.
 */
const url = process.env.TEST_DATABASE_URL;
const N = 20;

/** The actions raced below (`<resource>.<endpoint>` of the route table) and what keeps each one from losing updates. */
export const RACES: Record<string, string> = {
  'bookings.addTag': "the booking's row is locked (the endpoint addresses it; bookingOrThrow locks it too)",
  'bookings.removeTag': 'the row lock; removing a tag that is gone changes nothing',
  'bookings.assignMe': 'the row lock, and assigning whoever is assigned already changes nothing',
  'bookings.arrived': 'the row lock: each arrival is appended to what the one before wrote',
  'bookings.update': 'the version, checked in the UPDATE that saves it: of two hosts moving one booking from one version, the second gets 409',
  'guestListItems.arrived': "the entry's row lock",
  'guestListItems.setArrivalState': 'the row lock, and Store.setFields leaves a record that has the values already',
  'emailConversations.setAssignee': "the conversation's row lock (loadConversation) and no change for the same assignee",
  'emailConversations.setTopic': 'the row lock: topics are read and written back one request at a time',
  'emailConversations.reply': 'messages are appended in the UPDATE itself (messages || new), under the row lock',
  'messengerConversations.setStatus': 'the row lock and no change for the same status',
  'newsArticles.like': "the article's row is locked before its likes are counted; a like is unique per user",
  'newsComments.add': "the article's row is locked before its comments are counted",
  'emailSyncAccounts.addAlias': "the mailbox's row lock; addresses are handed out under one advisory lock",
  'personalTodos.createTodo': "the category's row lock: each to-do gets the next position",
  'personalTodos.reorder': "the category's row lock and the oldIndex check (409 when the order moved)",
  'personalTodos.setCompleted': "the to-do's row lock and no change when it is completed already",
  'personalTodoCategories.createCategory': 'an advisory lock per owner, venue and role keeps the cap of 30',
  'venueTasks.setChecked': 'a unique index on task and date with ON CONFLICT DO NOTHING',
  'venueTasks.changeDate': "the task's row lock: the second move finds the occurrence gone (400)",
  'meetingInstances.end': "the UPDATE that ends it requires status 'started': the others wait for the row, then find it ended (409); action items are made in the same transaction",
  'activationPlanEvents.importTemplate': 'an advisory lock per venue, template and year: the second import skips what the first added',
  'activationPlanBudgets.set': 'a unique index on venue, year and month; later saves need the version',
  'purchaseOrders.create': 'order numbers are allocated under an advisory lock per series, backed by a unique index',
  'purchaseOrders.receive': "the order's row lock and the version: one of twenty receipts made from one version is booked",
  'stockTransfers.send': "the venue's stock is locked (lockVenueStock) before it is read: only what is on hand leaves",
  'stockCounts.activate': "the venue's row lock and a unique index: one Active count per venue",
  'posVenues.createStorage': "the POS venue's row lock: storages are read and written back one request at a time",
  'waiterLists.saveDay': "a unique index on venue and day; a save without the stored version is 409",
  'lists.newVersion': "every version of the list's type and country is locked: one draft at a time",
  'lists.newQuestion': "the list's row lock and the version the question was added at",
  'guestSegments.addLabel': 'a unique index on kind and lower(name)',
  'guestProfiles.addConsent': "the guest's row lock and a unique index on guest, venue and consent (ON CONFLICT DO NOTHING)",
  'bookingForms.newField': "the form's version, checked in the UPDATE that adds the field",
  'masterCampaigns.activate': "the master's version, checked in the UPDATE that activates it: its venues get one campaign each",
  'venueInfo.setAddress': "an advisory lock per venue (the record may not exist yet) and the section's version",
  'venueInfo.setGeneral': "the advisory lock per venue and the section's version: of twenty saves made from one version one is kept",
  'venueInfo.setOpeningHours': "the advisory lock per venue and the section's version",
  'venueSetups.putFloorplan': "the setup's row lock and the floorplan's version",
  'posFloorplans.update': "the floorplan's row lock and its version",
};

const routes = endpointRoutes(domainActions);

/** The URL of an action of the route table, with its path parameters filled in. */
function path(action: string, params: Record<string, string> = {}, query = ''): string {
  const route = routes.find((r) => `${r.resource}.${r.name}` === action);
  if (!route) throw new Error(`${action} is not in the route table`);
  const filled = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
  return `${DEFAULT_SURFACE_BASE[route.surface]}${SURFACE_PATH_PREFIX[route.surface]}${filled}${query}`;
}

/** Sends `n` requests at once and waits for all the answers. */
const race = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort((x, y) => x - y);

describe.skipIf(Boolean(url))('races (skipped: TEST_DATABASE_URL is not set; they need a real PostgreSQL, which CI starts: see .ci/run)', () => {
  it('runs on PostgreSQL only', () => undefined);
});

describe.runIf(Boolean(url))('twenty requests at the same moment, on PostgreSQL', () => {
  let server: TestServer;
  const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.request(user, { method, url: path, ...(payload === undefined ? {} : { payload: payload as object }), headers: { venueid: VENUE, countryid: 'dk', ...headers } });
  const ok = async (answer: Promise<LightMyRequestResponse>) => {
    const res = await answer;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    server = await startTestServer({ postgres: { url: url!, name: 'races' } });
  }, 600_000);
  afterAll(() => server?.close());

  it('names only actions of the route table', () => {
    const known = new Set(routes.map((r) => `${r.resource}.${r.name}`));
    expect(Object.keys(RACES).filter((action) => !known.has(action))).toEqual([]);
  });

  describe('bookings', () => {
    let bookingId: string;
    let layout: Layout;
    const booking = () => server.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow();

    beforeAll(async () => {
      layout = await createLayout(server, 'races');
      const created = await ok(
        call('user-hq', 'POST', `${BOOKINGS_API}?accept-soft-warnings=true`, { venueDetailsId: VENUE, venueSetupId: layout.setupId, venueSectionId: layout.main, venueTableId: layout.tables.A3, guestCount: 40, arrival: at('19:00'), departure: at('23:00'), bookingState: 1 }),
      );
      bookingId = created.booking.id;
    });

    it('bookings.addTag: 17 different tags added together are all kept', async () => {
      const tags = Array.from({ length: 17 }, (_, i) => `RACE_${i}`);
      await server.db.insertInto('bookingTags').values(tags.map((tag, i) => ({ tag, sortOrder: 1000 + i, isFreeText: false, translations: JSON.stringify([]) }))).execute();
      const before = await booking();
      const answers = await race(17, (i) => call('user-hq', 'POST', `${BOOKINGS_API}/booking-tags/${bookingId}/${tags[i]}`));
      expect(statuses(answers)).toEqual(Array(17).fill(200));
      const after = await booking();
      expect([...(after.tags ?? [])].sort()).toEqual([...(before.tags ?? []), ...tags].sort());
      expect(after.version).toBe(before.version + 17);
    });

    it('bookings.removeTag: one tag removed twenty times is removed once', async () => {
      const before = await booking();
      const answers = await race(N, () => call('user-hq', 'DELETE', `${BOOKINGS_API}/booking-tags/${bookingId}/RACE_0`));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await booking();
      expect(after.tags).not.toContain('RACE_0');
      expect(after.tags).toHaveLength((before.tags ?? []).length - 1);
      expect(after.version).toBe(before.version + 1);
    });

    it('bookings.assignMe: twenty "assign me" make one change, one version and one log entry', async () => {
      const before = await booking();
      const answers = await race(N, () => call('user-hq', 'PATCH', `${BOOKINGS_API}/${bookingId}/assign-current-user-as-caseworker/`));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await booking();
      expect(after.caseworker).toBe('user-hq');
      expect(after.version).toBe(before.version + 1);
      expect((after.changeLog ?? []).length).toBe((before.changeLog ?? []).length + 1);
    });

    it('bookings.arrived: twenty arrivals of one guest are twenty arrivals', async () => {
      const answers = await race(N, (i) => call('user-hq', 'PATCH', `${BOOKINGS_API}/${bookingId}/arrived/1`, { note: `guest ${i}` }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await booking();
      const arrivals = (after.arrivals ?? []) as { numberOfGuests: number; note: string }[];
      expect(arrivals).toHaveLength(N);
      expect(new Set(arrivals.map((a) => a.note)).size).toBe(N);
    });

    it('bookings.update: twenty hosts moving one booking from one version to other tables: one move is kept, whole, the others are 409', async () => {
      const before = await booking();
      const targets = [layout.tables.A1, layout.tables.A2];
      const answers = await race(N, (i) =>
        call('user-hq', 'PUT', `${BOOKINGS_API}/${bookingId}?accept-soft-warnings=true`, {
          venueDetailsId: VENUE,
          venueSetupId: layout.setupId,
          venueSectionId: layout.main,
          venueTableId: targets[i % 2],
          guestCount: 40,
          arrival: at('19:00'),
          departure: at('23:00'),
          bookingState: 1,
          version: before.version,
        }),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const kept = answers.find((a) => a.statusCode === 200)!.json().booking;
      const after = await booking();
      expect(after.version).toBe(before.version + 1);
      expect(after.venueTableId).toBe(kept.venueTableId);
      expect(after.changeLog as unknown[]).toHaveLength((before.changeLog as unknown[]).length + 1);
    });
  });

  describe('guest lists', () => {
    let itemId: string;
    const item = () => server.db.selectFrom('guestListItems').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
    beforeAll(async () => {
      itemId = (await ok(call('user-hq', 'POST', path('guestListItems.create'), { venueDetailsId: VENUE, date: '2030-03-12', fullName: 'Race Party', guestCount: 40 }))).id;
    });

    it('guestListItems.arrived: twenty arrivals of one guest are twenty arrivals', async () => {
      const answers = await race(N, () => call('user-hq', 'PATCH', path('guestListItems.arrived', { id: itemId, numberOfGuests: '1' }), {}));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      expect((await item()).arrivals).toHaveLength(N);
    });

    it('guestListItems.setArrivalState: the same state twenty times is one change', async () => {
      const before = await item();
      const answers = await race(N, () => call('user-hq', 'PATCH', path('guestListItems.setArrivalState', { id: itemId }), { arrivalState: 20, rejectionNote: 'Dress code' }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await item();
      expect(after.arrivalState).toBe(20);
      expect(after.version).toBe(before.version + 1);
    });
  });

  describe('inboxes', () => {
    const conversation = (table: 'emailConversations' | 'messengerConversations', id: string) => server.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const openOne = async (table: 'emailConversations' | 'messengerConversations') => {
      const query = server.db.selectFrom(table).select(['id', 'venueId']).where('isOpen', '=', true).orderBy('id').limit(1);
      const row = await (table === 'emailConversations' ? query.where(sql<boolean>`mail_folder = 'inbox'`) : query).executeTakeFirstOrThrow();
      return { id: row.id, venueId: row.venueId! };
    };

    it('emailConversations.setAssignee: the same assignee twenty times is one change and one system message', async () => {
      const { id, venueId } = await openOne('emailConversations');
      await server.db.updateTable('emailConversations').set({ assignee: null }).where('id', '=', id).execute();
      const before = await conversation('emailConversations', id);
      const answers = await race(N, () => call('user-hq', 'POST', path('emailConversations.setAssignee'), { conversationId: id, assignee: 'user-hq' }, { venueid: venueId }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await conversation('emailConversations', id);
      expect(after.assignee).toBe('user-hq');
      expect(after.version).toBe(before.version + 1);
      expect((after.messages ?? []).length).toBe((before.messages ?? []).length + 1);
    });

    it('emailConversations.setTopic: twenty different topics added together are all kept', async () => {
      const { id, venueId } = await openOne('emailConversations');
      const before = await conversation('emailConversations', id);
      const answers = await race(N, (i) => call('user-hq', 'POST', path('emailConversations.setTopic'), { conversationId: id, topic: `Race topic ${i}` }, { venueid: venueId }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await conversation('emailConversations', id);
      expect((after.topics as string[]).filter((t) => t.startsWith('Race topic'))).toHaveLength(N);
      expect((after.topics as string[]).length).toBe(((before.topics as string[] | null) ?? []).length + N);
    });

    it('emailConversations.reply: twenty replies at once are twenty messages', async () => {
      const { id, venueId } = await openOne('emailConversations');
      const before = await conversation('emailConversations', id);
      const answers = await race(N, (i) => call('user-hq', 'POST', path('emailConversations.reply'), { conversationId: id, html: `<p>Reply ${i}</p>` }, { venueid: venueId }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await conversation('emailConversations', id);
      expect((after.messages ?? []).length).toBe((before.messages ?? []).length + N);
    });

    it('messengerConversations.setStatus: the same status twenty times is one change', async () => {
      const { id, venueId } = await openOne('messengerConversations');
      const before = await conversation('messengerConversations', id);
      const answers = await race(N, () => call('user-hq', 'POST', path('messengerConversations.setStatus'), { conversationId: id, status: 'RACE_DONE' }, { venueid: venueId }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await conversation('messengerConversations', id);
      expect(after.status).toBe('RACE_DONE');
      expect(after.version).toBe(before.version + 1);
      expect((after.messages ?? []).length).toBe((before.messages ?? []).length + 1);
    });
  });

  describe('company news', () => {
    const readers = Array.from({ length: N }, (_, i) => `race-reader-${i}`);
    let articleId: string;
    const article = () => server.db.selectFrom('newsArticles').select(['likeCount', 'commentCount']).where('id', '=', articleId).executeTakeFirstOrThrow();
    beforeAll(async () => {
      await server.db.insertInto('users').values(readers.map((id) => ({ id, userName: `${id}@venueportal.test`, name: id }))).execute();
      articleId = (await server.db.selectFrom('newsArticles').select('id').where('publishedAt', '<=', new Date('2000-01-01T00:00:00Z')).orderBy('id').limit(1).executeTakeFirst())?.id ?? '';
      if (!articleId) {
        articleId = (
          await server.db
            .insertInto('newsArticles')
            .values({ categoryId: 'company-news', title: 'Race article', publishedAt: new Date('2020-01-01T00:00:00Z'), likeCount: 0, commentCount: 0 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
    });

    it('newsArticles.like: twenty readers liking together are twenty likes, and the count says so', async () => {
      const before = await article();
      const answers = await race(N, (i) => call(readers[i], 'PUT', path('newsArticles.like', { id: articleId }), { liked: true }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const likes = await server.db.selectFrom('newsLikes').select((eb) => eb.fn.countAll<number>().as('n')).where('articleId', '=', articleId).executeTakeFirstOrThrow();
      expect(Number((await article()).likeCount)).toBe(Number(likes.n));
      expect(Number((await article()).likeCount)).toBe(Number(before.likeCount ?? 0) + N);
    });

    it('newsComments.add: twenty comments together are counted twenty', async () => {
      const before = await article();
      const answers = await race(N, (i) => call(readers[i], 'PUT', path('newsComments.add', { articleId }), { content: `Comment ${i}` }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const comments = await server.db.selectFrom('newsComments').select((eb) => eb.fn.countAll<number>().as('n')).where('articleId', '=', articleId).executeTakeFirstOrThrow();
      expect(Number((await article()).commentCount)).toBe(Number(comments.n));
      expect(Number((await article()).commentCount)).toBe(Number(before.commentCount ?? 0) + N);
    });
  });

  describe('email sync accounts', () => {
    it('emailSyncAccounts.addAlias: twenty different aliases added together are all kept', async () => {
      const account = await ok(call('user-hq', 'POST', path('emailSyncAccounts.create'), { venueId: VENUE, syncEmail: 'race@norrebro.example.com' }));
      const answers = await race(N, (i) => call('user-hq', 'POST', path('emailSyncAccounts.addAlias'), { venueId: VENUE, syncEmail: account.syncEmail, alias: `race-${i}@norrebro.example.com` }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const row = await server.db.selectFrom('emailSyncAccounts').select('aliases').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(row.aliases).toHaveLength(N);
    });

    it('emailSyncAccounts.addAlias: one address asked for by twenty mailboxes goes to one of them', async () => {
      const accounts: { syncEmail: string }[] = [];
      for (let i = 0; i < N; i++) accounts.push(await ok(call('user-hq', 'POST', path('emailSyncAccounts.create'), { venueId: VENUE, syncEmail: `box-${i}@norrebro.example.com` })));
      const answers = await race(N, (i) => call('user-hq', 'POST', path('emailSyncAccounts.addAlias'), { venueId: VENUE, syncEmail: accounts[i].syncEmail, alias: 'shared@norrebro.example.com' }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const holders = await server.db.selectFrom('emailSyncAccounts').select('id').where(sql<boolean>`aliases @> '["shared@norrebro.example.com"]'::jsonb`).execute();
      expect(holders).toHaveLength(1);
    });
  });

  describe('personal to-dos', () => {
    const todoBase = { venueId: VENUE, role: 'vm' };
    let categoryId: string;
    const todos = () => server.db.selectFrom('personalTodos').select(['id', 'position', 'version', 'completed']).where('categoryId', '=', categoryId).orderBy('position').execute();
    beforeAll(async () => {
      categoryId = (await ok(call('user-vm', 'POST', path('personalTodoCategories.createCategory'), { ...todoBase, name: 'Race', icon: 'Star', color: '#336699' }))).id;
    });

    it('personalTodos.createTodo: twenty to-dos created together take positions 0 to 19', async () => {
      const answers = await race(N, (i) => call('user-vm', 'POST', path('personalTodos.createTodo'), { ...todoBase, categoryId, title: `Todo ${i}` }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      expect((await todos()).map((t) => t.position)).toEqual(Array.from({ length: N }, (_, i) => i));
    });

    it('personalTodos.reorder: twenty moves together leave every position taken once', async () => {
      const rows = await todos();
      const answers = await race(N, (i) => call('user-vm', 'PUT', path('personalTodos.reorder'), { ...todoBase, categoryId, id: rows[i].id, oldIndex: i, newIndex: N - 1 - i }));
      expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      expect((await todos()).map((t) => t.position)).toEqual(Array.from({ length: N }, (_, i) => i));
    });

    it('personalTodos.setCompleted: twenty "done" clicks are one change', async () => {
      const [first] = await todos();
      const answers = await race(N, () => call('user-vm', 'PUT', path('personalTodos.setCompleted'), { ...todoBase, categoryId, id: first.id, completed: true }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = (await todos()).find((t) => t.id === first.id)!;
      expect(after.completed).toBe(true);
      expect(after.version).toBe(first.version + 1);
    });

    it('personalTodoCategories.createCategory: forty at once stop at the cap of thirty', async () => {
      const answers = await race(2 * N, (i) => call('user-vm', 'POST', path('personalTodoCategories.createCategory'), { ...todoBase, role: 'vm', name: `Cap ${i}`, icon: 'List', color: '#123456' }));
      expect(answers.every((a) => [200, 400].includes(a.statusCode))).toBe(true);
      const count = await server.db.selectFrom('personalTodoCategories').select((eb) => eb.fn.countAll<number>().as('n')).where('ownerId', '=', 'user-vm').where('venueId', '=', VENUE).where('role', '=', 'vm').executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(30);
    });
  });

  describe('venue tasks', () => {
    let taskId: string;
    beforeAll(async () => {
      taskId = (await ok(call('user-hq', 'POST', path('venueTasks.create'), { venueId: VENUE, title: 'Race task', date: '2030-03-11', repeat: 'weekly' }))).id;
    });

    it('venueTasks.setChecked: twenty ticks of one day are one check', async () => {
      const answers = await race(N, () => call('user-hq', 'PUT', path('venueTasks.setChecked', { taskId, venueId: VENUE, date: '2030-03-18' })));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const checks = await server.db.selectFrom('venueTaskChecks').select('id').where('taskId', '=', taskId).where('date', '=', '2030-03-18').execute();
      expect(checks).toHaveLength(1);
    });

    it('venueTasks.changeDate: one occurrence moved twenty times at once moves once', async () => {
      const answers = await race(N, (i) => call('user-hq', 'POST', path('venueTasks.changeDate'), { taskId, venueId: VENUE, fromDate: '2030-03-25', toDate: `2030-04-${String(i + 1).padStart(2, '0')}` }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(400)]);
      const task = await server.db.selectFrom('venueTasks').select('skippedDates').where('id', '=', taskId).executeTakeFirstOrThrow();
      expect(task.skippedDates).toEqual(['2030-03-25']);
      const copies = await server.db.selectFrom('venueTasks').select('id').where('venueId', '=', VENUE).where('title', '=', 'Race task').where('repeat', '=', 'none').execute();
      expect(copies).toHaveLength(1);
    });
  });

  describe('meetings', () => {
    it('meetingInstances.end: of twenty End calls one ends the meeting and its action items are made once', async () => {
      const meeting = await ok(call('user-cd', 'POST', path('meetings.create'), { title: 'Race to the end', type: 'Annually', country: 'dk', venueId: null, steps: ['summary', 'finalReview'], description: null, isActive: true }));
      const created = await ok(call('user-vm', 'POST', path('meetingInstances.create'), { meetingId: meeting.id, venueId: VENUE }));
      const started = await ok(call('user-vm', 'POST', path('meetingInstances.start'), { meetingInstanceId: created.id, facilitator: 'Lars Nielsen', attendees: [], when: '2026-03-02T09:30:00Z' }));
      await ok(call('user-vm', 'PUT', path('meetingInstances.update'), { ...started, actionItems: [{ title: 'Fix the tap', kind: 'task', dueDate: '2026-03-09' }] }));
      const answers = await race(N, () => call('user-vm', 'POST', path('meetingInstances.end'), { meetingInstanceId: created.id }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const stored = await server.db.selectFrom('meetingInstances').select(['status', 'actionItems']).where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('ended');
      const tasks = await server.db.selectFrom('venueTasks').select('id').where('meetingInstanceId', '=', created.id).execute();
      expect(tasks.map((t) => t.id)).toEqual([(stored.actionItems as { createdId: string }[])[0].createdId]);
    });
  });

  describe('activation plan', () => {
    it('activationPlanEvents.importTemplate: twenty imports of one template add its events once', async () => {
      const events = [{ key: 'race-1', month: 5, day: 1, title: 'Race night', category: 'theme', description: null }, { key: 'race-2', month: 6, day: 2, title: 'Race day', category: 'music', description: null }];
      const template = await server.db.insertInto('activationPlanTemplates').values({ name: 'Race template', country: 'dk', events: JSON.stringify(events), campaigns: JSON.stringify([]), comments: JSON.stringify([]) }).returning('id').executeTakeFirstOrThrow();
      const answers = await race(N, () => call('user-hq', 'POST', path('activationPlanEvents.importTemplate', { templateId: template.id, year: '2031', venueId: VENUE })));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const imported = await server.db.selectFrom('activationPlanEvents').select('templateKey').where('templateId', '=', template.id).where('venueId', '=', VENUE).execute();
      expect(imported.map((e) => e.templateKey).sort()).toEqual(['race-1', 'race-2']);
    });

    it('activationPlanBudgets.set: twenty first saves of one month keep one budget; the others are told to reload', async () => {
      const answers = await race(N, (i) => call('user-hq', 'POST', path('activationPlanBudgets.set'), { venueId: VENUE, year: 2031, month: 3, amount: 1000 + i }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const rows = await server.db.selectFrom('activationPlanBudgets').select(['amount', 'version']).where('venueId', '=', VENUE).where('year', '=', 2031).where('month', '=', 3).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].version).toBe(1);
    });
  });

  describe('stock and point of sale', () => {
    const OTHER_VENUE = 'venue-dk-vesterbro';
    let productId: string;
    const onHand = async (venueId: string) =>
      Number((await server.db.selectFrom('stockMovements').select((eb) => eb.fn.sum<number>('quantity').as('q')).where('venueId', '=', venueId).where('stockProductId', '=', productId).executeTakeFirstOrThrow()).q ?? 0);
    const order = async (quantity: number) => {
      const created = await ok(call('user-hq', 'POST', path('purchaseOrders.create'), { venueId: VENUE, vendorId: 'vendor-dk-spirits', lines: [{ stockProductId: productId, quantity }] }));
      return ok(call('user-hq', 'POST', path('purchaseOrders.submit', { id: created.id }, `?version=${created.version}`)));
    };
    beforeAll(async () => {
      productId = (
        await server.db
          .insertInto('stockProducts')
          .values({ name: 'Race gin', stockProductGroupId: 'race-group', productUnitId: 'race-unit', costPrice: 10000, country: 'dk', isActive: true, contentUnit: 'cl' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    it('purchaseOrders.create: twenty orders created together get twenty consecutive numbers', async () => {
      const answers = await race(N, () => call('user-hq', 'POST', path('purchaseOrders.create'), { venueId: VENUE, vendorId: 'vendor-dk-spirits', lines: [{ stockProductId: productId, quantity: 1 }] }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const numbers = answers.map((a) => Number(a.json().orderNumber.split('-').pop())).sort((x, y) => x - y);
      expect(new Set(numbers).size).toBe(N);
      expect(numbers[N - 1] - numbers[0]).toBe(N - 1);
    });

    it('purchaseOrders.receive: twenty receipts made from one version book one, and the stock follows', async () => {
      const submitted = await order(100);
      const line = submitted.lines[0].lineId;
      const answers = await race(N, () => call('user-hq', 'POST', path('purchaseOrders.receive', { id: submitted.id }), { version: submitted.version, lines: [{ lineId: line, quantity: 5 }] }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const stored = await server.db.selectFrom('purchaseOrders').select(['lines', 'receipts']).where('id', '=', submitted.id).executeTakeFirstOrThrow();
      expect(stored.lines?.[0].receivedQuantity).toBe(5);
      expect(stored.receipts).toHaveLength(1);
      expect(await onHand(VENUE)).toBe(5);
      const assigned = await server.db.selectFrom('assignedStockProducts').select('id').where('venueId', '=', VENUE).where('stockProductId', '=', productId).execute();
      expect(assigned).toHaveLength(1);
    });

    it('stockTransfers.send: twenty transfers of one unit from a stock of five send five, and the stock never goes below zero', async () => {
      expect(await onHand(VENUE)).toBe(5);
      const drafts: { id: string }[] = [];
      for (let i = 0; i < N; i++) drafts.push(await ok(call('user-hq', 'POST', path('stockTransfers.create'), { venueId: VENUE, toVenueId: OTHER_VENUE, lines: [{ stockProductId: productId, quantity: 1 }] })));
      const answers = await race(N, (i) => call('user-hq', 'POST', path('stockTransfers.send', { id: drafts[i].id })));
      expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(N - 5).fill(409)]);
      expect(await onHand(VENUE)).toBe(0);
    });

    it('stockCounts.activate: twenty counts of one venue activated together leave one Active', async () => {
      const venueId = 'venue-dk-aarhus';
      await server.db.updateTable('stockCounts').set({ state: 'Cancelled' }).where('venueId', '=', venueId).where('state', '=', 'Active').execute();
      const counts: { id: string }[] = [];
      for (let i = 0; i < N; i++) counts.push(await ok(call('user-hq', 'POST', path('stockCounts.create'), { venueId, name: `Race count ${i}`, countDate: '2030-03-01', lines: [{ stockProductId: productId }] })));
      const answers = await race(N, (i) => call('user-hq', 'POST', path('stockCounts.activate', { id: counts[i].id })));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const active = await server.db.selectFrom('stockCounts').select('id').where('venueId', '=', venueId).where('state', '=', 'Active').execute();
      expect(active).toHaveLength(1);
    });

    it('posVenues.createStorage: twenty storages added together are all kept', async () => {
      if (!(await server.db.selectFrom('posVenues').select('id').where('venueId', '=', VENUE).executeTakeFirst())) await ok(call('user-hq', 'POST', path('posVenues.create', { id: VENUE })));
      const before = await server.db.selectFrom('posVenues').select('storages').where('venueId', '=', VENUE).executeTakeFirstOrThrow();
      const answers = await race(N, (i) => call('user-hq', 'POST', path('posVenues.createStorage', { venueId: VENUE }), { storageName: `Race storage ${i}` }));
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const after = await server.db.selectFrom('posVenues').select('storages').where('venueId', '=', VENUE).executeTakeFirstOrThrow();
      expect(after.storages).toHaveLength((before.storages ?? []).length + N);
    });

    it('waiterLists.saveDay: twenty first saves of one day keep one list; the others are told to reload', async () => {
      const answers = await race(N, (i) => call('user-hq', 'POST', path('waiterLists.saveDay'), { venueId: VENUE, date: '2030-06-01', version: 0, waiters: [{ name: `Waiter ${i}`, role: 'bartender', startTime: '18:00', endTime: '02:00', terminalIds: [] }] }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const lists = await server.db.selectFrom('waiterLists').select(['waiters', 'version']).where('venueId', '=', VENUE).where('date', '=', '2030-06-01').execute();
      expect(lists).toHaveLength(1);
      expect(lists[0].version).toBe(1);
    });
  });

  describe('lists', () => {
    it('lists.newVersion and lists.newQuestion: twenty new versions make one draft, twenty questions at one version add one', async () => {
      const types = await server.db.selectFrom('lists').select(['type', 'country']).where('status', '=', 'published').where('country', '=', 'dk').execute();
      const drafts = new Set((await server.db.selectFrom('lists').select(['type']).where('status', '=', 'draft').where('country', '=', 'dk').execute()).map((d) => d.type));
      const type = types.map((t) => t.type).find((t) => t !== null && !drafts.has(t))!;
      const answers = await race(N, () => call('user-hq', 'POST', path('lists.newVersion', { type }, '?country=dk')));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const draft = await server.db.selectFrom('lists').select(['id', 'version', 'questions']).where('type', '=', type).where('country', '=', 'dk').where('status', '=', 'draft').execute();
      expect(draft).toHaveLength(1);
      const questions = await race(N, () => call('user-hq', 'POST', path('lists.newQuestion', { id: draft[0].id }), { version: draft[0].version }));
      expect(statuses(questions)).toEqual([200, ...Array(N - 1).fill(409)]);
      const after = await server.db.selectFrom('lists').select('questions').where('id', '=', draft[0].id).executeTakeFirstOrThrow();
      expect(after.questions).toHaveLength((draft[0].questions ?? []).length + 1);
    });
  });

  describe('guests and CRM', () => {
    it('guestSegments.addLabel: one name added twenty times is one label', async () => {
      const answers = await race(N, (i) => call('user-hq', 'POST', path('guestSegments.addLabel'), { name: i % 2 ? 'Race Label' : 'race label' }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const rows = await server.db.selectFrom('guestSegments').select('name').where('kind', '=', 'label').where(sql<boolean>`lower(name) = 'race label'`).execute();
      expect(rows).toHaveLength(1);
    });

    it('guestProfiles.addConsent: one consent given twenty times is one consent and one log entry', async () => {
      const guest = await server.db.selectFrom('guestProfiles').select('id').where('country', '=', 'dk').where('anonymizedAt', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
      await server.db.deleteFrom('guestConsents').where('guestId', '=', guest.id).where('venueId', '=', VENUE).where('consent', '=', 'Analytics').execute();
      const logsBefore = await server.db.selectFrom('guestLogs').select('id').where('guestId', '=', guest.id).where('action', '=', 'ConsentAdded').execute();
      const answers = await race(N, () => call('user-hq', 'POST', path('guestProfiles.addConsent'), { guestId: guest.id, venueId: VENUE, consent: 'Analytics' }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const consents = await server.db.selectFrom('guestConsents').select('id').where('guestId', '=', guest.id).where('venueId', '=', VENUE).where('consent', '=', 'Analytics').execute();
      expect(consents).toHaveLength(1);
      const logsAfter = await server.db.selectFrom('guestLogs').select('id').where('guestId', '=', guest.id).where('action', '=', 'ConsentAdded').execute();
      expect(logsAfter).toHaveLength(logsBefore.length + 1);
    });

    it('bookingForms.newField: twenty fields added at one version add one', async () => {
      const form = await ok(call('user-hq', 'POST', path('bookingForms.create'), { formName: 'Race form' }));
      const answers = await race(N, (i) => call('user-hq', 'POST', path('bookingForms.newField', { id: form.id }), { technicalType: 'DynamicText', label: `Field ${i}`, version: form.version }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const stored = await server.db.selectFrom('bookingForms').select('fields').where('id', '=', form.id).executeTakeFirstOrThrow();
      expect(stored.fields).toHaveLength(1);
    });

    it('masterCampaigns.activate: twenty activations give each venue one campaign', async () => {
      const venues = ['venue-dk-norrebro', 'venue-dk-vesterbro'];
      const master = await ok(call('user-hq', 'POST', path('masterCampaigns.create'), { name: 'Race campaign', venueIds: venues }));
      const answers = await race(N, () => call('user-hq', 'POST', path('masterCampaigns.activate'), { masterCampaignId: master.id, comment: 'Go' }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const campaigns = await server.db.selectFrom('venueCampaigns').select('venueId').where('masterId', '=', master.id).execute();
      expect(campaigns.map((c) => c.venueId).sort()).toEqual(venues);
    });
  });

  describe('venue info and floorplans', () => {
    it('venueInfo.setAddress: twenty first saves of a venue without info make one record at version 1; the others are told to reload', async () => {
      const venueId = 'venue-uk-manchester';
      await server.db.deleteFrom('venueInfo').where('venueId', '=', venueId).execute();
      const answers = await race(N, (i) => call('user-hq', 'POST', path('venueInfo.setAddress'), { street: `${i} Oldham Street`, postalCode: 'M1 1JG', city: 'Manchester', country: 'uk', version: 0 }, { venueid: venueId }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const kept = answers.find((a) => a.statusCode === 200)!.json();
      const stored = await server.db.selectFrom('venueInfo').select(['address', 'addressVersion']).where('venueId', '=', venueId).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ address: { street: kept.street }, addressVersion: 1 });
    });

    it('venueInfo.setGeneral and setOpeningHours: of twenty saves made from one version one is kept, whole', async () => {
      const before = await ok(call('user-hq', 'GET', path('venueInfo.getGeneral')));
      const general = await race(N, (i) =>
        call('user-hq', 'PUT', path('venueInfo.setGeneral'), { description: null, phone: null, email: `race-${i}@venueportal.test`, website: null, capacity: i, ageLimit: 18, version: before?.version ?? 0 }),
      );
      expect(statuses(general)).toEqual([200, ...Array(N - 1).fill(409)]);
      const kept = general.find((a) => a.statusCode === 200)!.json();
      const stored = await server.db.selectFrom('venueInfo').select(['general', 'generalVersion']).where('venueId', '=', VENUE).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ general: { email: kept.email, capacity: kept.capacity }, generalVersion: (before?.version ?? 0) + 1 });

      const hours = await ok(call('user-hq', 'GET', path('venueInfo.getOpeningHours')));
      const saves = await race(N, (i) => call('user-hq', 'POST', path('venueInfo.setOpeningHours'), { openingHours: [{ weekday: 1, closed: false, opens: '18:00', closes: `0${i % 10}:30` }], version: hours.version }));
      expect(statuses(saves)).toEqual([200, ...Array(N - 1).fill(409)]);
      const after = await server.db.selectFrom('venueInfo').select(['openingHours', 'openingHoursVersion']).where('venueId', '=', VENUE).executeTakeFirstOrThrow();
      expect(after.openingHoursVersion).toBe(hours.version + 1);
      expect(after.openingHours).toEqual(saves.find((a) => a.statusCode === 200)!.json().openingHours);
    });

    it('venueSetups.putFloorplan: of twenty floorplans saved from one version one is kept', async () => {
      const layout = await createLayout(server, 'races floorplan');
      const plan = path('venueSetups.putFloorplan', { setupId: layout.setupId });
      const { version } = await ok(call('user-hq', 'GET', plan));
      const answers = await race(N, (i) => call('user-hq', 'PUT', plan, { width: 800 + i, height: 600, backgroundImage: null, sections: [], tables: [{ venueTableId: layout.tables.A1, x: i, y: i }], version }));
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const kept = answers.find((a) => a.statusCode === 200)!.json();
      const stored = await server.db.selectFrom('venueSetups').select(['floorplan', 'floorplanVersion']).where('id', '=', layout.setupId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ floorplan: { width: kept.width, tables: [{ x: kept.tables[0].x }] }, floorplanVersion: version + 1 });
    });

    it('posFloorplans.update: of twenty saves made from one version one is kept', async () => {
      if (!(await server.db.selectFrom('posVenues').select('id').where('venueId', '=', VENUE).executeTakeFirst())) await ok(call('user-hq', 'POST', path('posVenues.create', { id: VENUE })));
      const plan = await ok(call('user-hq', 'POST', path('posFloorplans.create'), { venueId: VENUE, name: 'Race floor', width: 800, height: 500, tables: [] }));
      const answers = await race(N, (i) =>
        call('user-hq', 'PUT', path('posFloorplans.update', { id: plan.id }), { id: plan.id, venueId: VENUE, name: 'Race floor', width: 800, height: 500, version: plan.version, tables: [{ name: `T${i}`, x: 10, y: 10, width: 100, height: 80, shape: 'rect', seats: 4 }] }),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(409)]);
      const stored = await server.db.selectFrom('posFloorplans').select(['tables', 'version']).where('id', '=', plan.id).executeTakeFirstOrThrow();
      expect(stored.version).toBe(plan.version + 1);
      expect(stored.tables).toEqual([expect.objectContaining({ name: answers.find((a) => a.statusCode === 200)!.json().tables[0].name })]);
    });
  });
});
