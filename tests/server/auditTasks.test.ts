import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

/** A session of the seed with a critical question answered "no", and that question. */
async function failedCritical(server: TestServer) {
  const sessions = await server.db.selectFrom('listSessions').select(['id', 'venueId', 'answers']).where('hasCriticalFailure', '=', true).execute();
  for (const s of sessions) {
    const answer = ((s.answers ?? []) as { questionId: string; kind: string; value: string | null }[]).find((a) => a.kind === 'yesNoCritical' && a.value === 'no');
    if (answer) return { sessionId: s.id, venueId: String(s.venueId), questionId: answer.questionId, passed: ((s.answers ?? []) as { questionId: string; kind: string; value: string | null }[]).find((a) => a.kind !== 'yesNoCritical' || a.value !== 'no')!.questionId };
  }
  throw new Error('the seed has no failed critical question');
}

const create = (server: TestServer, userId: string, sessionId: string, questionId: string) => server.request(userId, { method: 'POST', url: `/api/main/ListSessions/${sessionId}/Tasks/${questionId}` });

describe('audit to task', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("shows a failed critical question on whatever day the demo is seeded: Nørrebro's latest fire protection check found the exits blocked", async () => {
    const latest = await server.db
      .selectFrom('listSessions')
      .select(['hasCriticalFailure', 'answers'])
      .where('venueId', '=', 'venue-dk-norrebro')
      .where('listType', '=', 'FireProtectionMeasures')
      .orderBy('completedOn', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(latest.hasCriticalFailure).toBe(true);
    expect((latest.answers as { questionId: string; value: string | null }[]).find((a) => a.questionId === 'q-fire-exits')?.value).toBe('no');
  });

  it("makes a failed critical question a task at the session's venue, once, and the session shows it", async () => {
    const { sessionId, venueId, questionId, passed } = await failedCritical(server);
    const first = await create(server, 'user-hq', sessionId, questionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: true, task: { venueId, listSessionId: sessionId, questionId, repeat: 'none' } });
    const second = await create(server, 'user-hq', sessionId, questionId);
    expect(second.json()).toMatchObject({ created: false, task: { id: first.json().task.id } });
    const details = (await server.request('user-hq', { method: 'GET', url: `/api/main/ListSessions/${sessionId}` })).json();
    expect(details.tasks).toEqual([{ questionId, taskId: first.json().task.id }]);
    expect((await create(server, 'user-hq', sessionId, passed)).json()).toMatchObject({ status: 400, field: 'questionId' });
    expect((await create(server, 'user-hq', sessionId, 'no-such-question')).statusCode).toBe(404);
    expect((await create(server, 'user-gr', sessionId, questionId)).statusCode).toBe(403);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('audit to task on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ postgres: { url: url!, name: 'audit_tasks' } });
  }, 300_000);
  afterAll(() => server?.close());

  it('answers one task to 20 requests at the same moment', async () => {
    const { sessionId, questionId } = await failedCritical(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(server, 'user-hq', sessionId, questionId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().task.id)).size).toBe(1);
    expect(answers.filter((a) => a.json().created)).toHaveLength(1);
    const rows = await server.db.selectFrom('venueTasks').select('id').where('listSessionId', '=', sessionId).execute();
    expect(rows).toHaveLength(1);
  });
});
