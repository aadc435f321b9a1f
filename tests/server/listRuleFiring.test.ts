import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkListInactivity } from '@/server/domain/life/listRuleNotifications';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
const INSPECTOR = 'user-cd';
let server: TestServer;
// The users' roles are the demo's, valid around the moment it was built: the clock stands at that moment.
const now = pinClock(seededAt()).valueOf();
let visitLight: string;

const post = (payload: Record<string, unknown>, userId = INSPECTOR) => server.request(userId, { method: 'POST', url: '/api/main/ListSessions', payload });
const notificationsOf = (userId: string) => server.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute();

/** Answers to every question of the dk VenueVisitLight demo list: `good` answers yes and 5, otherwise no and 1 (exits always yes). */
function answers(good: boolean) {
  const yesNo = good ? 'yes' : 'no';
  const rating = good ? '5' : '1';
  return [
    { questionId: 'q-door-welcome', value: rating },
    { questionId: 'q-queue', value: yesNo },
    { questionId: 'q-bar-speed', value: rating },
    { questionId: 'q-upsell', value: yesNo },
    { questionId: 'q-toilets-clean', value: rating, comment: good ? null : 'Soap dispensers empty' },
    { questionId: 'q-tables', value: yesNo },
    { questionId: 'q-uniform', value: yesNo },
    { questionId: 'q-exits', value: 'yes' },
    { questionId: 'q-notes', value: 'Busy Friday' },
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  const list = await server.db.selectFrom('lists').select('id').where('country', '=', 'dk').where('type', '=', 'VenueVisitLight').where('status', '=', 'published').executeTakeFirstOrThrow();
  visitLight = list.id;
});
afterAll(() => server.close());

describe('POST /ListSessions fires the score rules', () => {
  it('stores a low-scoring session with its weighted score and notifies the roles of the matching rules in their language', async () => {
    const before = (await notificationsOf('user-vm')).length;
    const res = await post({ venueId: VENUE, listId: visitLight, answers: answers(false) });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    // Weighted: ratings of weight 2 count twice; (1+1+2+1+2+1+1+5) / 10 = 1.4.
    expect(session).toMatchObject({ venueId: VENUE, listType: 'VenueVisitLight', surveyType: 3, userId: INSPECTOR, score: 1.4, hasCriticalFailure: false });
    expect(session.answers.find((a: { questionId: string }) => a.questionId === 'q-bar-speed')).toMatchObject({ kind: 'rating', weight: 2, value: '1', categoryId: 'c-service' });
    const after = await notificationsOf('user-vm');
    expect(after.length).toBe(before + 2);
    // Lars reads Danish: the list type and the category in Danish, the score with a decimal comma.
    const messages = after.slice(0, 2).map((n) => n.message).sort();
    expect(messages).toEqual(['Nørrebro Social fik 1,40 i Stedsbesøg (let). Følg op med holdet.', 'Renlighed på Nørrebro Social fik 1,00 (Stedsbesøg (let)).']);
    expect(after[0]).toMatchObject({ venueId: VENUE, isRead: false, link: `/vp/lists/submissions/VenueVisitLight/${session.id}?venueId=${VENUE}` });
    expect(after[0].title).toBe('Lav score: Nørrebro Social – Stedsbesøg (let)');
    // The inspector is not told about their own session.
    expect((await notificationsOf(INSPECTOR)).some((n) => n.link?.includes(session.id))).toBe(false);
    expect(session.notified).toBeGreaterThanOrEqual(2);
    // The session is listed and its details answer the category scores.
    const details = (await server.request('user-vm', { method: 'GET', url: `/api/main/ListSessions/${session.id}` })).json();
    expect(details.categoryScores.find((c: { categoryId: string }) => c.categoryId === 'c-clean').score).toBe(1);
  });

  it('stays quiet for a good session, an inactive rule, or a rule of another list type', async () => {
    const before = (await notificationsOf('user-vm')).length;
    expect((await post({ venueId: VENUE, listId: visitLight, answers: answers(true) })).json()).toMatchObject({ score: 5, notified: 0 });
    await server.db.updateTable('listNotificationRules').set({ active: false }).where('country', '=', 'dk').where('type', '=', 'score').where('questionCategory', 'is', null).execute();
    await server.db.updateTable('listNotificationRules').set({ listType: 'CompetitorVisit' }).where('country', '=', 'dk').where('questionCategory', '=', 'Cleanliness').execute();
    expect((await post({ venueId: VENUE, listId: visitLight, answers: answers(false) })).json()).toMatchObject({ score: 1.4, notified: 0 });
    expect((await notificationsOf('user-vm')).length).toBe(before);
  });

  it('refuses answers that do not fit the list, naming the field', async () => {
    const bad = async (payload: Record<string, unknown>, field: string) => {
      const res = await post({ venueId: VENUE, listId: visitLight, answers: answers(true), ...payload });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(res.json().field).toBe(field);
    };
    await bad({ answers: [...answers(true), { questionId: 'q-unknown', value: 'yes' }] }, 'body.answers.9.questionId');
    await bad({ answers: [...answers(true), { questionId: 'q-queue', value: 'yes' }] }, 'body.answers.9.questionId');
    await bad({ answers: answers(true).map((a) => (a.questionId === 'q-queue' ? { ...a, value: 'maybe' } : a)) }, 'body.answers.1.value');
    await bad({ answers: answers(true).map((a) => (a.questionId === 'q-bar-speed' ? { ...a, value: '6' } : a)) }, 'body.answers.2.value');
    await bad({ answers: answers(true).filter((a) => a.questionId !== 'q-exits') }, 'body.answers');
    await bad({ completedOn: '2099-01-01T10:00:00Z' }, 'body.completedOn');
    await bad({ listId: 'no-such-list' }, 'body.listId');
    const draft = await server.db.selectFrom('lists').select('id').where('country', '=', 'dk').where('status', '=', 'draft').executeTakeFirstOrThrow();
    await bad({ listId: draft.id }, 'body.listId');
    const norwegian = await server.db.selectFrom('lists').select('id').where('country', '=', 'no').where('type', '=', 'VenueVisitLight').where('status', '=', 'published').executeTakeFirstOrThrow();
    await bad({ listId: norwegian.id }, 'body.listId');
  });

  it('needs vp.vp.lists.submit at the venue', async () => {
    expect((await post({ venueId: VENUE, listId: visitLight, answers: answers(true) }, 'user-sm')).statusCode).toBe(403);
    expect((await post({ venueId: 'venue-uk-soho', listId: visitLight, answers: answers(true) }, 'user-vm')).statusCode).toBe(403);
  });
});

describe('the inactivity rules job', () => {
  it('notifies a venue without a session of the type for the interval once per interval, and starts again after a session', async () => {
    // One rule: no VenueVisitLight session at a Danish venue for a day notifies the venue manager.
    await server.db.updateTable('listNotificationRules').set({ active: false }).where('type', '=', 'inactivity').execute();
    // Vesterbro has never had a venue visit: the rule, made ten days ago, counts from then.
    const quietSince = new Date(now - 10 * 86_400_000);
    await server.db.deleteFrom('listSessions').where('venueId', '=', 'venue-dk-vesterbro').where('listType', '=', 'VenueVisitLight').execute();
    await server.db
      .insertInto('listNotificationRules')
      .values({ type: 'inactivity', country: 'dk', listType: 'VenueVisitLight', inactivitySeconds: 86400, recipientRoles: JSON.stringify(['vm']), message: JSON.stringify({ eng: 'No {{listType}} at {{venueName}} lately.', dan: 'Intet {{listType}} på {{venueName}} for nylig.' }), active: true, createdAt: quietSince })
      .execute();
    const run = (at: Date) => server.db.transaction().execute((trx) => checkListInactivity(trx, at));
    const vesterbro = async () => (await notificationsOf('user-vm')).filter((n) => n.venueId === 'venue-dk-vesterbro' && n.message?.startsWith('Intet'));

    // Half a day in, nothing is due.
    await run(new Date(quietSince.getTime() + 12 * 3_600_000));
    expect(await vesterbro()).toHaveLength(0);
    // A day and more: one notification, in Danish, linking to the lists; a second run finds nothing to do.
    const due = new Date(quietSince.getTime() + 25 * 3_600_000);
    expect(await run(due)).toBeGreaterThan(0);
    expect(await vesterbro()).toHaveLength(1);
    expect((await vesterbro())[0]).toMatchObject({ message: 'Intet Stedsbesøg (let) på Vesterbro Cocktail Club for nylig.', link: '/vp/lists?venueId=venue-dk-vesterbro' });
    await run(new Date(due.getTime() + 15 * 60_000));
    expect(await vesterbro()).toHaveLength(1);
    // Still nothing a day later: the next interval brings one more.
    await run(new Date(due.getTime() + 25 * 3_600_000));
    expect(await vesterbro()).toHaveLength(2);
    // A session resets the clock.
    const submitted = await post({ venueId: 'venue-dk-vesterbro', listId: visitLight, answers: answers(true), completedOn: new Date(now).toISOString() });
    expect(submitted.statusCode).toBe(200);
    await run(new Date(now + 12 * 3_600_000));
    expect(await vesterbro()).toHaveLength(2);
    await run(new Date(now + 25 * 3_600_000));
    expect(await vesterbro()).toHaveLength(3);
  });
});
