import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORY_ID } from '@/server/domain/life/newsArticles';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;
const call = (userId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => server.request(userId, { method, url: `/api/main${url}`, payload: payload as object });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mentionsOf = (userId: string) => server.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('kind', '=', 'mention').orderBy('createdAt').execute();

describe('mentions in news comments', () => {
  it('tells the person mentioned, with a link to the article, and keeps the mention when they are renamed', async () => {
    const article = (await call('user-sm', 'GET', `/ArticleCategoriesConsumer/${NEWS_CATEGORY_ID}/list?query=*`)).json().items[0];
    const before = (await mentionsOf('user-gr')).length;
    const added = await call('user-sm', 'PUT', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: 'Over to you @Oliver Smith, and @Nobody here', mentions: ['user-gr'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ content: 'Over to you @Oliver Smith, and @Nobody here', mentions: ['user-gr'] });
    const stored = await server.db.selectFrom('newsComments').select('content').where('id', '=', added.json().id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('Over to you @[user:user-gr], and @Nobody here');

    const told = await mentionsOf('user-gr');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ link: `/vp/news?article=${article.id}`, params: { author: 'Sofie Larsen', place: 'news', name: article.title }, isRead: false });
    // The bell of the person mentioned lists it.
    expect((await call('user-gr', 'GET', '/VPNotifications')).json()[0]).toMatchObject({ kind: 'mention', link: `/vp/news?article=${article.id}` });

    await server.db.updateTable('users').set({ name: 'Oliver Smythe' }).where('id', '=', 'user-gr').execute();
    try {
      const listed = (await call('user-sm', 'GET', `/ArticleCategoriesConsumer/${article.id}/comments`)).json();
      expect(listed.find((c: { id: string }) => c.id === added.json().id).content).toBe('Over to you @Oliver Smythe, and @Nobody here');
    } finally {
      await server.db.updateTable('users').set({ name: 'Oliver Smith' }).where('id', '=', 'user-gr').execute();
    }
  });

  it('counts only people whose name is still in the text, never the author, and refuses an unknown id', async () => {
    const article = (await call('user-sm', 'GET', `/ArticleCategoriesConsumer/${NEWS_CATEGORY_ID}/list?query=*`)).json().items[0];
    const before = { gr: (await mentionsOf('user-gr')).length, sm: (await mentionsOf('user-sm')).length };
    const added = await call('user-sm', 'PUT', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: 'Note to self @Sofie Larsen', mentions: ['user-gr', 'user-sm'] });
    expect(added.json().mentions).toEqual(['user-sm']);
    expect((await mentionsOf('user-gr')).length).toBe(before.gr);
    expect((await mentionsOf('user-sm')).length).toBe(before.sm);
    expect((await call('user-sm', 'PUT', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: 'Hi @x', mentions: ['no-such-user'] })).json()).toMatchObject({ status: 400, field: 'body.mentions' });
    expect((await call('user-sm', 'PUT', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: 'Hi', mentions: 'user-gr' })).json()).toMatchObject({ status: 400, field: 'body.mentions' });
  });
});

describe('mentions in activation plan comments', () => {
  it("refuses someone who cannot see the venue's plan and tells a person once however often the comment is edited", async () => {
    const refused = await call('user-vm', 'POST', '/ActivationPlanComments', { venueId: VENUE, year: 2031, month: 4, content: 'Ask @Oliver Smith', mentions: ['user-gr'] });
    expect(refused.json()).toMatchObject({ status: 400, field: 'body.mentions', message: "body.mentions: Oliver Smith cannot see this venue's activation plan, so they cannot be mentioned here" });

    const before = (await mentionsOf('user-hq')).length;
    const created = await call('user-vm', 'POST', '/ActivationPlanComments', { venueId: VENUE, year: 2031, month: 4, content: 'Budget check, @Anna Holm', mentions: ['user-hq'] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ content: 'Budget check, @Anna Holm', mentions: ['user-hq'] });
    const told = await mentionsOf('user-hq');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ venueId: VENUE, link: `/vp/activationplan?venueId=${VENUE}&year=2031&month=4`, params: { place: 'activationPlan', name: 'April 2031' } });

    // An edit that sends no ids keeps the mention whose name is still there, and tells nobody again.
    const edited = await call('user-vm', 'PUT', '/ActivationPlanComments', { ...created.json<object>(), content: 'Budget checked, thanks @Anna Holm', mentions: undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Budget checked, thanks @Anna Holm', mentions: ['user-hq'] });
    const again = await call('user-vm', 'PUT', '/ActivationPlanComments', { ...edited.json<object>(), content: 'Removed', mentions: [] });
    const back = await call('user-vm', 'PUT', '/ActivationPlanComments', { ...again.json<object>(), content: '@Anna Holm once more', mentions: ['user-hq'] });
    expect(back.statusCode, back.body).toBe(200);
    expect(await mentionsOf('user-hq')).toHaveLength(before + 1);
  });
});

describe('mentions in meeting notes', () => {
  it('tells a person who can see the meetings, with a link to the meeting, and refuses one who cannot', async () => {
    const meeting = await server.db.selectFrom('meetings').select('id').where('country', '=', 'dk').where('isActive', 'is not', false).where((eb) => eb.or([eb('venueId', 'is', null), eb('venueId', '=', VENUE)])).executeTakeFirstOrThrow();
    const made = await call('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE, when: '2031-06-04T10:00:00Z' });
    expect(made.statusCode, made.body).toBe(200);
    const instance = made.json();
    const body = { ...instance, notes: 'Follow up with @Oliver Smith', mentions: ['user-gr'] };
    expect((await call('user-vm', 'PUT', '/MeetingInstances/', body)).json()).toMatchObject({ status: 400, field: 'body.mentions' });

    const before = (await mentionsOf('user-hq')).length;
    const saved = await call('user-vm', 'PUT', '/MeetingInstances/', { ...instance, notes: 'Follow up with @Anna Holm', mentions: ['user-hq'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().notes).toBe('Follow up with @Anna Holm');
    expect((await call('user-vm', 'GET', `/MeetingInstances/${instance.id}`)).json().notes).toBe('Follow up with @Anna Holm');
    const listed = (await call('user-vm', 'GET', `/MeetingInstances/ByVenueId/${VENUE}?perPage=100`)).json().items.find((i: { id: string }) => i.id === instance.id);
    expect(listed.notes).toBe('Follow up with @Anna Holm');
    const resaved = await call('user-vm', 'PUT', '/MeetingInstances/', { ...saved.json<object>(), notes: 'Followed up with @Anna Holm' });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const told = await mentionsOf('user-hq');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ link: `/vp/meetings/${instance.id}?venueId=${VENUE}`, params: { place: 'meeting' } });
  });
});
