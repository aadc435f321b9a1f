import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORY_ID } from '@/server/domain/life/newsArticles';
import { clock } from '@/shared/clock';
import { startPowerBiStandIn } from '../../e2e/support/powerBiStandIn';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
const get = (s: TestServer, userId: string, url: string) => s.request(userId, { method: 'GET', url: `/api/main${url}` });
const put = (userId: string, url: string, payload?: unknown) => server.request(userId, { method: 'PUT', url: `/api/main${url}`, payload: payload as object });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('company news', () => {
  const list = (userId: string, query = '*') => get(server, userId, `/ArticleCategoriesConsumer/${NEWS_CATEGORY_ID}/list?query=${encodeURIComponent(query)}`);

  it('lists published articles newest first with counts, for every signed-in user', async () => {
    const now = clock.now();
    clock.set(now);
    try {
      const article = (title: string, publishedAt: Date) => ({ categoryId: NEWS_CATEGORY_ID, title, summary: title, body: `<p>${title}</p>`, author: 'Test', publishedAt, createdBy: 'user-hq' });
      await server.db.insertInto('newsArticles').values([article('Published this moment', now), article('Scheduled a second from now', new Date(now.getTime() + 1000))]).execute();
      const published = await server.db.selectFrom('newsArticles').select((eb) => eb.fn.countAll<string>().as('n')).where('categoryId', '=', NEWS_CATEGORY_ID).where('publishedAt', '<=', now).executeTakeFirstOrThrow();
      const res = await list('user-gr');
      expect(res.statusCode, res.body).toBe(200);
      const { items, totalItems } = res.json();
      expect(totalItems).toBe(Number(published.n));
      expect(items[0].title).toBe('Published this moment');
      expect(items.map((a: { title: string }) => a.title)).not.toContain('Scheduled a second from now');
      expect(items.map((a: { title: string }) => a.title)).not.toContain('Autumn menu preview (scheduled)');
      const dates = items.map((a: { publishedAt: string }) => a.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(items[0]).toEqual(expect.objectContaining({ likeCount: expect.any(Number), commentCount: expect.any(Number), likedByMe: expect.any(Boolean) }));
      expect((await list('user-gr', 'summer')).json().items.map((a: { title: string }) => a.title)).toEqual(['Summer spritz campaign starts Monday']);
      expect((await get(server, 'user-gr', '/ArticleCategoriesConsumer/other-category/list?query=*')).json().totalItems).toBe(0);
    } finally {
      clock.set(null);
    }
  });

  it('likes and unlikes an article, counting each user once', async () => {
    const article = (await list('user-gr')).json().items[2];
    const liked = await put('user-gr', `/ArticleCategoriesConsumer/${article.id}/like`, { liked: true });
    expect(liked.statusCode, liked.body).toBe(200);
    const count = liked.json().likeCount;
    expect(liked.json()).toMatchObject({ liked: true });
    expect((await put('user-gr', `/ArticleCategoriesConsumer/${article.id}/like`, { liked: true })).json()).toMatchObject({ liked: true, likeCount: count });
    // By id: an article scheduled by the test before may have been published since, moving the others down.
    const listed = (await list('user-gr')).json().items.find((a: { id: string }) => a.id === article.id);
    expect(listed).toMatchObject({ likedByMe: true, likeCount: count });
    expect((await put('user-gr', `/ArticleCategoriesConsumer/${article.id}/like`)).json()).toMatchObject({ liked: false, likeCount: count - 1 });
    expect((await put('user-gr', '/ArticleCategoriesConsumer/nope/like', {})).statusCode).toBe(404);
    expect((await put('user-gr', `/ArticleCategoriesConsumer/${article.id}/like`, { liked: 'yes' })).json()).toMatchObject({ status: 400, field: 'body.liked' });
  });

  it('adds comments as plain text and lists them oldest first with their authors', async () => {
    const article = (await list('user-sm')).json().items[0];
    const added = await put('user-sm', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: '<img src=x onerror=alert(1)>Posters are <b>up</b>!' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ content: 'Posters are up!', userName: 'Sofie Larsen', articleId: article.id });
    const comments = (await get(server, 'user-gr', `/ArticleCategoriesConsumer/${article.id}/comments`)).json();
    expect(comments[comments.length - 1]).toMatchObject({ content: 'Posters are up!' });
    // By id: an article scheduled by an earlier test may have been published since, moving this one down.
    const listed = (await list('user-sm')).json().items.find((a: { id: string }) => a.id === article.id);
    expect(listed.commentCount).toBe(comments.length);
    expect((await put('user-sm', `/ArticleCategoriesConsumer/${article.id}/comments`, { content: '<script>x</script>' })).json()).toMatchObject({ status: 400, field: 'body.content' });
    expect((await put('user-sm', `/ArticleCategoriesConsumer/${article.id}/comments`, {})).json()).toMatchObject({ status: 400, field: 'body.content' });
    expect((await put('user-sm', '/ArticleCategoriesConsumer/nope/comments', { content: 'x' })).statusCode).toBe(404);
    expect((await get(server, 'user-sm', '/ArticleCategoriesConsumer/nope/comments')).statusCode).toBe(404);
  });
});

describe('cockpit reports and Power BI', () => {
  it('reads one report definition', async () => {
    const reports = (await get(server, 'user-sm', '/CockpitReports')).json();
    const one = await get(server, 'user-sm', `/CockpitReports/${reports[0].id}`);
    expect(one.json()).toMatchObject({ id: reports[0].id, name: reports[0].name });
    expect((await get(server, 'user-sm', '/CockpitReports/nope')).statusCode).toBe(404);
  });

  it('answers a JSON string saying Power BI is not configured in the embedded default', async () => {
    const res = await get(server, 'user-sm', '/PowerBI?reportId=6a1c2f3e-nps&workspaceId=ws-core');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const text = res.json();
    expect(typeof text).toBe('string');
    expect(JSON.parse(text)).toEqual({ available: false, reason: 'notConfigured' });
  });

  it('needs the report\'s permission, or the right to manage reports for ids outside the list', async () => {
    // "Labour cost and hours" needs vp.cockpit.campus.employees.show, which a shift manager lacks.
    expect((await get(server, 'user-sm', '/PowerBI?reportId=6a1c2f3e-labour&workspaceId=ws-core')).statusCode).toBe(403);
    expect((await get(server, 'user-sm', '/PowerBI?reportId=anything&workspaceId=ws-x')).statusCode).toBe(403);
    expect((await get(server, 'user-hq', '/PowerBI?reportId=anything&workspaceId=ws-x')).statusCode).toBe(200);
    expect((await get(server, 'user-hq', '/PowerBI?reportId=anything')).json()).toMatchObject({ status: 400, field: 'query.workspaceId' });
  });

  describe('with a Power BI service', () => {
    let powerBi: FastifyInstance;
    let configured: TestServer;
    const calls: string[] = [];

    beforeAll(async () => {
      powerBi = Fastify();
      powerBi.post('/tenant-1/oauth2/v2.0/token', async (request) => {
        calls.push(`token ${String((request.body as Record<string, string>)?.client_id ?? '')}`);
        return { access_token: 'aad-token', token_type: 'Bearer' };
      });
      powerBi.get('/v1.0/myorg/groups/:ws/reports/:id', async (request, reply) => {
        const { ws, id } = request.params as { ws: string; id: string };
        calls.push(`report ${request.headers.authorization}`);
        if (id === 'missing') return reply.status(404).send({});
        return { id, embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${id}&groupId=${ws}` };
      });
      powerBi.post('/v1.0/myorg/groups/:ws/reports/:id/GenerateToken', async () => ({ token: 'embed-token', expiration: '2030-01-01T00:00:00Z' }));
      await powerBi.register(import('@fastify/formbody'));
      const address = await powerBi.listen({ port: 0, host: '127.0.0.1' });
      configured = await startTestServer({ env: { POWERBI_TENANT_ID: 'tenant-1', POWERBI_CLIENT_ID: 'client-1', POWERBI_CLIENT_SECRET: 'secret', POWERBI_API_URL: address, POWERBI_AUTHORITY_URL: address } });
    });
    afterAll(async () => {
      await configured.close();
      await powerBi.close();
    });

    it('answers the embed URL and a view token', async () => {
      const res = await get(configured, 'user-sm', '/PowerBI?reportId=6a1c2f3e-nps&workspaceId=ws-core');
      expect(JSON.parse(res.json())).toEqual({
        available: true,
        reportId: '6a1c2f3e-nps',
        embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=6a1c2f3e-nps&groupId=ws-core',
        accessToken: 'embed-token',
        tokenType: 'Embed',
        expiration: '2030-01-01T00:00:00Z',
      });
      expect(calls).toEqual(['token client-1', 'report Bearer aad-token']);
    });

    it('says when a report is not found or the service does not answer', async () => {
      expect(JSON.parse((await get(configured, 'user-hq', '/PowerBI?reportId=missing&workspaceId=ws-core')).json())).toMatchObject({ available: false, reason: 'notFound' });
      await powerBi.close();
      expect(JSON.parse((await get(configured, 'user-hq', '/PowerBI?reportId=x&workspaceId=ws-core')).json())).toMatchObject({ available: false, reason: 'unreachable' });
    });
  });

  describe('against the journeys\' Power BI stand-in', () => {
    const principal = { tenantId: 'tenant-e2e', clientId: 'client-e2e', clientSecret: 'secret-e2e' };
    let standIn: Awaited<ReturnType<typeof startPowerBiStandIn>>;
    let configured: TestServer;

    beforeAll(async () => {
      standIn = await startPowerBiStandIn({ port: 0, ...principal, reports: [{ reportId: '6a1c2f3e-nps', workspaceId: 'ws-core', name: 'Guest satisfaction' }] });
      configured = await startTestServer({ env: { POWERBI_TENANT_ID: principal.tenantId, POWERBI_CLIENT_ID: principal.clientId, POWERBI_CLIENT_SECRET: principal.clientSecret, POWERBI_API_URL: standIn.url, POWERBI_AUTHORITY_URL: standIn.url } });
    });
    afterAll(async () => {
      await configured.close();
      await standIn.close();
    });

    it('embeds a report it knows, whose page shows the report and accepts the view token it issued', async () => {
      const embed = JSON.parse((await get(configured, 'user-sm', '/PowerBI?reportId=6a1c2f3e-nps&workspaceId=ws-core')).json()) as { available: true; embedUrl: string; accessToken: string };
      expect(embed).toMatchObject({ available: true, reportId: '6a1c2f3e-nps', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=6a1c2f3e-nps&groupId=ws-core', tokenType: 'Embed' });
      const page = await (await fetch(`${standIn.url}/reportEmbed?reportId=6a1c2f3e-nps&groupId=ws-core`)).text();
      expect(page).toContain('<h1>Guest satisfaction</h1>');
      expect(page).toContain(JSON.stringify(embed.accessToken));
      expect(JSON.parse((await get(configured, 'user-hq', '/PowerBI?reportId=6a1c2f3e-sales&workspaceId=ws-core')).json())).toMatchObject({ available: false, reason: 'notFound' });
    });

    it('signs in only the service principal it was given', async () => {
      const signIn = (tenant: string, form: Record<string, string>) => fetch(`${standIn.url}/${tenant}/oauth2/v2.0/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', ...form }) });
      expect((await signIn(principal.tenantId, { client_id: principal.clientId, client_secret: 'wrong' })).status).toBe(401);
      expect((await signIn(principal.tenantId, { client_id: 'someone-else', client_secret: principal.clientSecret })).status).toBe(401);
      expect((await signIn('another-tenant', { client_id: principal.clientId, client_secret: principal.clientSecret })).status).toBe(400);
      expect((await fetch(`${standIn.url}/v1.0/myorg/groups/ws-core/reports/6a1c2f3e-nps`, { headers: { authorization: 'Bearer made-up' } })).status).toBe(403);
    });
  });
});
