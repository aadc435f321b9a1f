import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub, type HubClient } from '../support/hubClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { freePort } from '../support/freePort';

/** Two server instances on one PostgreSQL database: a change saved on one reaches a client of the other (LISTEN/NOTIFY). */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('inbox pushes across instances on PostgreSQL', () => {
  let server: TestServer;
  let otherBase: string;
  const clients: HubClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ postgres: { url: url!, name: 'inbox_realtime' } });
    const other = await server.anotherInstance();
    const port = await freePort();
    otherBase = `http://127.0.0.1:${port}`;
    await other.listen({ port, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await server?.close();
  });

  it('delivers a change written on one instance to the clients of the other, once, and only where the venue is visible', async () => {
    const gr = await connectHub(`${otherBase}/hubs/engage-messenger`, () => server.token('user-gr'));
    const cm = await connectHub(`${otherBase}/hubs/engage-messenger`, () => server.token('user-cm'));
    clients.push(gr, cm);
    const list = await server.request('user-gr', { method: 'GET', url: '/api/crm/api/EngageMessenger?venueIds=venue-uk-soho&isOpen=true' });
    const [conversation] = list.json() as { id: string }[];
    expect(conversation).toBeDefined();
    const write = await server.request('user-gr', { method: 'POST', url: '/api/crm/api/EngageMessenger/Topic', payload: { conversationId: conversation.id, topic: 'Across instances' } });
    expect(write.statusCode).toBe(200);
    const push = await gr.waitFor((p) => p.conversationId === conversation.id && p.type === 'changeTopics');
    expect(push.conversation.topics).toContain('Across instances');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gr.received.filter((p) => p.conversationId === conversation.id)).toHaveLength(1);
    expect(cm.received.filter((p) => p.conversationId === conversation.id)).toEqual([]);
  });
});
