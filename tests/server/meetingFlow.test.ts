import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;
// The demo users' roles are valid around the moment the demo was built: the clock stands there.
const now = pinClock(seededAt());

const get = (userId: string, url: string) => server.request(userId, { method: 'GET', url: `/api/main${url}` });
const send = (userId: string, method: 'POST' | 'PUT', url: string, payload?: unknown) => server.request(userId, { method, url: `/api/main${url}`, payload: payload as object });

/** A started annual meeting at the venue with the given steps. */
async function startedMeeting(title: string, steps = ['venueTaskReview', 'employeesReport', 'powerBi', 'summary', 'finalReview']) {
  const meeting = (await send('user-cd', 'POST', '/Meetings', { title, type: 'Annually', country: 'dk', venueId: null, steps, description: null, isActive: true })).json();
  const created = (await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE })).json();
  const started = await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: 'Lars Nielsen', attendees: ['Sofie Larsen'], when: now.toISOString() });
  expect(started.statusCode, started.body).toBe(200);
  return started.json() as Record<string, unknown> & { id: string; version: number };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('walking a meeting', () => {
  it('walks steps only on a started meeting and keeps the step for whoever resumes', async () => {
    const meeting = (await send('user-cd', 'POST', '/Meetings', { title: 'Walk me', type: 'Annually', country: 'dk', venueId: null, steps: ['summary', 'finalReview'], description: null, isActive: true })).json();
    const created = (await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE })).json();
    const early = await send('user-vm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The meeting has not started yet');
    const items = [{ title: 'Too early', kind: 'task', dueDate: '2026-12-01' }];
    expect((await send('user-vm', 'PUT', '/MeetingInstances/', { ...created, actionItems: items })).statusCode).toBe(409);

    await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: 'Lars Nielsen', attendees: [], when: now.toISOString() });
    const moved = await send('user-vm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ currentStep: 1 });
    // A colleague opening the meeting resumes at the same step.
    expect((await get('user-sm', `/MeetingInstances/${created.id}`)).json()).toMatchObject({ currentStep: 1, status: 'started' });
    expect((await send('user-vm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: 2 })).json()).toMatchObject({ status: 400, field: 'body.step' });
    expect((await send('user-vm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: -1 })).json()).toMatchObject({ status: 400, field: 'body.step' });
    // Only who may hold meetings walks them.
    expect((await send('user-sm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: 0 })).statusCode).toBe(403);
    // Walking the steps does not make a colleague's notes stale.
    const noted = await send('user-vm', 'PUT', '/MeetingInstances/', { ...created, status: undefined, version: moved.json().version, notes: 'Quiet week' });
    expect(noted.statusCode, noted.body).toBe(200);

    await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: created.id });
    expect((await send('user-vm', 'POST', '/MeetingInstances/GoToStep', { meetingInstanceId: created.id, step: 0 })).json().message).toBe('The meeting has already ended');
  });

  it('checks action items: a to-do names an attendee who keeps to-dos at the venue', async () => {
    const started = await startedMeeting('Check items');
    const put = (actionItems: unknown[]) => send('user-vm', 'PUT', '/MeetingInstances/', { ...started, actionItems });
    expect((await put([{ title: 'Call the plumber', kind: 'todo', dueDate: '2026-12-01' }])).json()).toMatchObject({ status: 400, field: 'body.actionItems.0.assigneeId' });
    expect((await put([{ title: 'Call the plumber', kind: 'todo', assigneeId: 'user-cd', dueDate: '2026-12-01' }])).json()).toMatchObject({ status: 400, field: 'body.actionItems.0.assigneeId' });
    expect((await put([{ title: ' ', kind: 'task', dueDate: '2026-12-01' }])).json()).toMatchObject({ status: 400, field: 'body.actionItems.0.title' });
    expect((await put([{ title: 'Paint', kind: 'task', dueDate: 'soon' }])).json()).toMatchObject({ status: 400, field: 'body.actionItems.0.dueDate' });
    expect((await put([{ title: 'Paint', kind: 'meeting', dueDate: '2026-12-01' }])).json()).toMatchObject({ status: 400, field: 'body.actionItems.0.kind' });
    const saved = await put([{ title: 'Paint', kind: 'task', dueDate: '2026-12-01', createdId: 'forged' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().actionItems).toEqual([{ title: 'Paint', kind: 'task', assigneeId: null, dueDate: '2026-12-01', createdId: null }]);
  });

  it('ends once: action items become venue tasks and to-dos that link back, and the minutes can be opened', async () => {
    const started = await startedMeeting('Weekly wrap');
    const saved = await send('user-vm', 'PUT', '/MeetingInstances/', {
      ...started,
      notes: 'Summer rota agreed with @Sofie Larsen',
      decisions: 'Terrace opens 1 May',
      stepNotes: [{ step: 'powerBi', note: 'Power BI is not set up here; skipped' }],
      actionItems: [
        { title: 'Order terrace heaters', kind: 'task', dueDate: '2026-12-03' },
        { title: 'Train new bartenders', kind: 'todo', assigneeId: 'user-sm', dueDate: '2026-12-05' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('user-vm', `/MeetingInstances/${started.id}/Minutes`)).statusCode).toBe(409);

    const ended = await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: started.id });
    expect(ended.statusCode, ended.body).toBe(200);
    const [task, todo] = ended.json().actionItems as { createdId: string }[];
    expect(task.createdId).toBeTruthy();
    expect(todo.createdId).toBeTruthy();

    const taskRow = await server.db.selectFrom('venueTasks').selectAll().where('id', '=', task.createdId).executeTakeFirstOrThrow();
    expect(taskRow).toMatchObject({ venueId: VENUE, title: 'Order terrace heaters', date: '2026-12-03', meetingInstanceId: started.id, repeat: 'none' });
    const todoRow = await server.db.selectFrom('personalTodos').selectAll().where('id', '=', todo.createdId).executeTakeFirstOrThrow();
    expect(todoRow).toMatchObject({ ownerId: 'user-sm', venueId: VENUE, title: 'Train new bartenders', hasDueDate: true, startDate: '2026-12-05', meetingInstanceId: started.id, completed: false });
    const category = await server.db.selectFrom('personalTodoCategories').selectAll().where('id', '=', todoRow.categoryId!).executeTakeFirstOrThrow();
    expect(category).toMatchObject({ ownerId: 'user-sm', name: 'Meetings', venueId: VENUE, role: todoRow.role });

    // Ending twice is refused and creates nothing more.
    const again = await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: started.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The meeting has already ended');
    const tasks = await server.db.selectFrom('venueTasks').select('id').where('meetingInstanceId', '=', started.id).execute();
    expect(tasks).toHaveLength(1);
    // The notes are locked.
    expect((await send('user-vm', 'PUT', '/MeetingInstances/', { ...ended.json<object>(), notes: 'late' })).statusCode).toBe(409);

    const minutes = await get('user-sm', `/MeetingInstances/${started.id}/Minutes`);
    expect(minutes.statusCode).toBe(200);
    expect(minutes.headers['content-type']).toContain('application/pdf');
    expect(minutes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('user-vm', '/MeetingInstances/nope/Minutes')).statusCode).toBe(404);
  });

  it('creates nothing when an action item cannot be made: the meeting stays started', async () => {
    const started = await startedMeeting('Rolled back');
    const saved = (await send('user-vm', 'PUT', '/MeetingInstances/', { ...started, actionItems: [{ title: 'Fix the door', kind: 'task', dueDate: '2026-12-01' }, { title: 'Count stock', kind: 'todo', assigneeId: 'user-sm', dueDate: '2026-12-02' }] })).json();
    // Sofie's role at the venue ends before the meeting does.
    const roles = await server.db.selectFrom('roleInstances').select(['id', 'isDeactivated']).where('userId', '=', 'user-sm').where('venueId', '=', VENUE).execute();
    await server.db.updateTable('roleInstances').set({ isDeactivated: true }).where('userId', '=', 'user-sm').where('venueId', '=', VENUE).execute();
    try {
      const refused = await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: started.id });
      expect(refused.json()).toMatchObject({ status: 400, field: 'body.actionItems.1.assigneeId' });
      expect((await get('user-vm', `/MeetingInstances/${saved.id}`)).json()).toMatchObject({ status: 'started' });
      expect(await server.db.selectFrom('venueTasks').select('id').where('meetingInstanceId', '=', started.id).execute()).toHaveLength(0);
    } finally {
      for (const r of roles) await server.db.updateTable('roleInstances').set({ isDeactivated: r.isDeactivated }).where('id', '=', r.id).execute();
    }
  });
});
