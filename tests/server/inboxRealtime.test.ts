import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { invalidateUsers } from '@/server/auth/session';
import { narrowingQuery, type PushNarrowing } from '@/shared/pushNarrowing';
import { SIGN_OUT_PATH } from '@/shared/signOut';
import { connectHub, settle, type HubClient } from '../support/hubClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { freePort } from '../support/freePort';

const api = '/api/crm/api';
let server: TestServer;
let base: string;
const clients: HubClient[] = [];

const call = (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });

/** A client of the hub as the user, remembered for closing. */
async function connect(hub: 'engage-messenger' | 'engage-email', userId: string, options: Parameters<typeof connectHub>[2] = {}) {
  const client = await connectHub(`${base}/hubs/${hub}`, () => server.token(userId), options);
  clients.push(client);
  return client;
}

async function openConversation(user: string, venueId: string) {
  const list = (await call(user, 'GET', `/EngageMessenger?venueIds=${venueId}&isOpen=true`)).json() as { id: string; venueId: string; version: number }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startTestServer({ env: { PUBLIC_URL: base } });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  // A long-polling client that stops may leave a kept-alive socket it never sent a request on.
  server.app.server.closeAllConnections();
  await server.close();
});

describe('negotiate and connect', () => {
  it('answers the hub address of each inbox (spec: GET …/negotiate)', async () => {
    expect((await call('user-gr', 'GET', '/EngageMessenger/negotiate')).json()).toEqual({ url: `${base}/hubs/engage-messenger`, hub: 'engage-messenger' });
    expect((await call('user-gr', 'GET', '/EngageEmail/negotiate')).json()).toEqual({ url: `${base}/hubs/engage-email`, hub: 'engage-email' });
    expect((await call('user-vm', 'GET', '/EngageMessenger/negotiate')).statusCode).toBe(403);
  });

  it('lets the real SignalR client connect over WebSockets and over long polling', async () => {
    const url = (await call('user-gr', 'GET', '/EngageMessenger/negotiate')).json().url as string;
    const ws = await connect('engage-messenger', 'user-gr');
    expect(ws.connection.state).toBe(HubConnectionState.Connected);
    const lp = await connect('engage-messenger', 'user-gr', { transport: HttpTransportType.LongPolling });
    expect(lp.connection.state).toBe(HubConnectionState.Connected);
    const direct = await connectHub(url, () => server.token('user-gr'), { skipNegotiation: true });
    clients.push(direct);
    expect(direct.connection.state).toBe(HubConnectionState.Connected);
  });

  it('refuses a client without a token, with a bad one, or without the inbox permission', async () => {
    await expect(connectHub(`${base}/hubs/engage-messenger`, async () => '')).rejects.toThrow(/401/);
    await expect(connectHub(`${base}/hubs/engage-messenger`, () => server.badSignatureToken('user-gr'))).rejects.toThrow(/401/);
    await expect(connectHub(`${base}/hubs/engage-messenger`, () => server.expiredToken('user-gr'))).rejects.toThrow(/401/);
    await expect(connectHub(`${base}/hubs/engage-messenger`, () => server.token('user-vm'))).rejects.toThrow(/403/);
    await expect(connectHub(`${base}/hubs/engage-nothing`, () => server.token('user-gr'))).rejects.toThrow(/404/);
    // A WebSocket straight to the hub without a token is refused before it opens.
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/hubs/engage-messenger`);
      socket.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('does not let a user take over the connection another user negotiated', async () => {
    const negotiated = await fetch(`${base}/hubs/engage-messenger/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${await server.token('user-gr')}` } });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const poll = await fetch(`${base}/hubs/engage-messenger?id=${connectionToken}`, { headers: { authorization: `Bearer ${await server.token('user-hq')}` } });
    expect(poll.status).toBe(403);
  });
});

describe('pushes', () => {
  it('pushes every change type to the clients who may see the venue, and only to them', async () => {
    const gr = await connect('engage-messenger', 'user-gr');
    const hq = await connect('engage-messenger', 'user-hq', { transport: HttpTransportType.LongPolling });
    const cm = await connect('engage-messenger', 'user-cm');
    const conversation = await openConversation('user-gr', 'venue-uk-soho');
    const about = (type: string) => (p: { type: string; conversationId: string }) => p.type === type && p.conversationId === conversation.id;

    const sent = (await call('user-gr', 'POST', '/EngageMessenger', { conversationId: conversation.id, text: 'See you at eight!' })).json();
    const newMessage = await hq.waitFor(about('newMessage'));
    expect(newMessage).toMatchObject({ venueId: 'venue-uk-soho', byUserId: 'user-gr', message: { id: sent.message.id, text: 'See you at eight!', isSystemMessage: false }, conversation: { id: conversation.id, unreadCount: 0 } });
    expect(newMessage.conversation).not.toHaveProperty('messages');
    await gr.waitFor(about('newMessage'));

    await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: 'user-hq' });
    expect(await gr.waitFor(about('changeAssignee'))).toMatchObject({ conversation: { assignee: 'user-hq' }, message: { isSystemMessage: true, text: 'Oliver Smith assigned the conversation to Anna Holm' } });
    await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Birthday' });
    expect((await gr.waitFor(about('changeTopics'))).conversation.topics).toContain('Birthday');
    const guest = (await server.request('user-gr', { method: 'GET', url: '/api/crm/api/UserProfiles/uk?top=1' })).json().items[0];
    await call('user-gr', 'POST', '/EngageMessenger/GuestProfile', { conversationId: conversation.id, guestId: guest.id });
    expect(await gr.waitFor(about('changeGuest'))).toMatchObject({ conversation: { guestId: guest.id }, message: { isSystemMessage: true } });
    await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'CLOSED' });
    expect(await hq.waitFor(about('changeStatus'))).toMatchObject({ conversation: { status: 'CLOSED', isOpen: false }, message: { isSystemMessage: true } });
    await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'OPEN' });

    await settle();
    // Emma works the Finnish venues: nothing of Soho reached her.
    expect(cm.received.filter((p) => p.conversationId === conversation.id)).toEqual([]);
    // Exactly one push per change, in the order of the changes.
    expect(gr.received.filter((p) => p.conversationId === conversation.id).map((p) => p.type)).toEqual(['newMessage', 'changeAssignee', 'changeTopics', 'changeGuest', 'changeStatus', 'changeStatus']);
    expect(hq.received.filter((p) => p.conversationId === conversation.id)).toHaveLength(6);
  });

  it('pushes an email reply on the email hub, not on the messenger hub', async () => {
    const email = await connect('engage-email', 'user-hq');
    const messenger = await connect('engage-messenger', 'user-hq');
    const [thread] = (await call('user-gr', 'GET', '/EngageEmail?isOpen=true')).json() as { id: string; venueId: string }[];
    expect(thread).toBeDefined();
    const replied = await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, html: '<p>We have a table for you.</p>' });
    expect(replied.statusCode).toBe(200);
    const push = await email.waitFor((p) => p.conversationId === thread.id && p.type === 'newMessage');
    expect(push).toMatchObject({ venueId: thread.venueId, message: { id: replied.json().message.id, fromGuest: false } });
    await settle();
    expect(messenger.received.filter((p) => p.conversationId === thread.id)).toEqual([]);
  });

  it('pushes nothing for a change that is refused or changes nothing', async () => {
    const gr = await connect('engage-messenger', 'user-gr');
    const conversation = await openConversation('user-gr', 'venue-uk-shoreditch');
    expect((await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: 'user-vm' })).statusCode).toBe(400);
    expect((await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'OPEN' })).statusCode).toBe(200);
    expect((await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Nope', remove: true })).statusCode).toBe(404);
    await settle();
    expect(gr.received.filter((p) => p.conversationId === conversation.id)).toEqual([]);
  });

  it('pushes each of two simultaneous changes once, neither lost', async () => {
    const gr = await connect('engage-messenger', 'user-gr');
    const conversation = await openConversation('user-gr', 'venue-uk-manchester');
    // A change of assignee: the demo may have given the conversation to either of them.
    const assignee = (conversation as { assignee?: string | null }).assignee === 'user-gr' ? 'user-hq' : 'user-gr';
    const results = await Promise.all([
      call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Parking' }),
      call('user-hq', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Allergies' }),
      call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await gr.waitFor((p) => p.conversationId === conversation.id && p.type === 'changeAssignee');
    await settle();
    const pushes = gr.received.filter((p) => p.conversationId === conversation.id);
    expect(pushes.map((p) => p.type).sort()).toEqual(['changeAssignee', 'changeTopics', 'changeTopics']);
    expect(pushes.map((p) => p.conversation.version).sort()).toEqual([conversation.version + 1, conversation.version + 2, conversation.version + 3]);
    const [after] = (await call('user-gr', 'GET', `/EngageMessenger?conversationId=${conversation.id}`)).json();
    expect(after.topics).toEqual(expect.arrayContaining(['Parking', 'Allergies']));
  });

  it('stops pushing to a user who loses the permission at the venue', async () => {
    const cd = await connect('engage-messenger', 'user-cd');
    const conversation = await openConversation('user-hq', 'venue-dk-norrebro');
    await call('user-hq', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Before' });
    await cd.waitFor((p) => p.conversationId === conversation.id);
    await server.db.updateTable('roleInstances').set({ isDeactivated: true }).where('userId', '=', 'user-cd').execute();
    invalidateUsers();
    try {
      await call('user-hq', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'After' });
      await settle();
      expect(cd.received.filter((p) => p.conversationId === conversation.id).map((p) => p.conversation.topics)).toHaveLength(1);
    } finally {
      await server.db.updateTable('roleInstances').set({ isDeactivated: false }).where('userId', '=', 'user-cd').execute();
      invalidateUsers();
    }
  });
});

describe('token expiry and reconnect', () => {
  it('closes the connection when the token expires; the client reconnects with a fresh token and hears again', async () => {
    let first = true;
    const client = await connectHub(
      `${base}/hubs/engage-messenger`,
      async () => {
        // Long enough to negotiate and connect on a busy machine, short enough to expire while connected.
        const token = first ? await server.tokenExpiringIn('user-gr', 5) : await server.token('user-gr');
        first = false;
        return token;
      },
      { reconnect: true },
    );
    clients.push(client);
    const reconnected = new Promise<void>((resolve) => client.connection.onreconnected(() => resolve()));
    await reconnected;
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    const conversation = await openConversation('user-gr', 'venue-uk-soho');
    await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'After reconnect' });
    await client.waitFor((p) => p.conversationId === conversation.id && p.type === 'changeTopics');
  });
});

describe('sign-out', () => {
  it('ends the connections of a session that signs out, and refuses its token afterwards', async () => {
    const cd = await connect('engage-messenger', 'user-cd');
    const closed = new Promise<Error | undefined>((resolve) => cd.connection.onclose((error) => resolve(error)));
    expect((await server.request('user-cd', { method: 'POST', url: SIGN_OUT_PATH })).statusCode).toBeLessThan(300);
    const conversation = await openConversation('user-hq', 'venue-dk-norrebro');
    await call('user-hq', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'After sign-out' });
    expect(String(await closed)).toMatch(/session has ended/);
    expect(cd.received.filter((p) => p.conversationId === conversation.id && p.conversation.topics && (p.conversation.topics as string[]).includes('After sign-out'))).toEqual([]);
    await expect(connectHub(`${base}/hubs/engage-messenger`, () => server.token('user-cd'))).rejects.toThrow(/401/);
  });
});

describe('narrowing (spec 001 §4: the chosen venue set, a filter and a negative filter)', () => {
  it('sends a client only the pushes of its chosen venues that pass its filter and not its negative filter', async () => {
    const narrowed = (narrowing: PushNarrowing, options: Parameters<typeof connectHub>[2] = {}) =>
      connectHub(`${base}/hubs/engage-messenger?${narrowingQuery(narrowing)}`, () => server.token('user-gr'), options).then((c) => (clients.push(c), c));
    const soho = await narrowed({ venueIds: ['venue-uk-soho'] });
    const shoreditchPolling = await narrowed({ venueIds: ['venue-uk-shoreditch'] }, { transport: HttpTransportType.LongPolling });
    const topic = `Narrowed ${Date.now()}`;
    const tagged = await narrowed({ filter: { topics: [topic] } }, { skipNegotiation: true });
    const notClosed = await narrowed({ negativeFilter: { isOpen: [false] } });
    const sohoConversation = await openConversation('user-gr', 'venue-uk-soho');
    const shoreditchConversation = await openConversation('user-gr', 'venue-uk-shoreditch');

    await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: sohoConversation.id, topic: 'Parking' });
    await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: shoreditchConversation.id, topic });
    await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: shoreditchConversation.id, status: 'CLOSED' });
    await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: shoreditchConversation.id, status: 'OPEN' });
    await notClosed.waitFor((p) => p.conversationId === shoreditchConversation.id && p.type === 'changeStatus');
    await settle();

    const heard = (client: HubClient, conversationId: string) => client.received.filter((p) => p.conversationId === conversationId).map((p) => `${p.type}:${String(p.conversation.isOpen)}`);
    expect(heard(soho, sohoConversation.id)).toEqual(['changeTopics:true']);
    expect(heard(soho, shoreditchConversation.id)).toEqual([]);
    expect(heard(shoreditchPolling, sohoConversation.id)).toEqual([]);
    expect(heard(shoreditchPolling, shoreditchConversation.id)).toEqual(['changeTopics:true', 'changeStatus:false', 'changeStatus:true']);
    expect(heard(tagged, sohoConversation.id)).toEqual([]);
    expect(heard(tagged, shoreditchConversation.id)).toEqual(['changeTopics:true', 'changeStatus:false', 'changeStatus:true']);
    // The close is the one push about a closed conversation.
    expect(heard(notClosed, shoreditchConversation.id)).toEqual(['changeTopics:true', 'changeStatus:true']);
    expect(heard(notClosed, sohoConversation.id)).toEqual(['changeTopics:true']);
  });

  it('refuses a narrowing that is not one, on negotiate and on a WebSocket that skips it', async () => {
    const negotiate = (query: string) => fetch(`${base}/hubs/engage-messenger/negotiate?negotiateVersion=1&${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const token = await server.token('user-gr');
    const notJson = await negotiate('narrowing=venue-uk-soho');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ field: 'query.narrowing' });
    expect(await (await negotiate(`narrowing=${encodeURIComponent(JSON.stringify({ venueIds: [] }))}`)).json()).toMatchObject({ status: 400, field: 'query.narrowing.venueIds' });
    expect((await negotiate(`narrowing=${encodeURIComponent(JSON.stringify({ filter: { isOpen: [] } }))}`)).status).toBe(400);
    // A WebSocket straight to the hub is refused before it opens.
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/hubs/engage-messenger?narrowing=%7B&access_token=${token}`);
      socket.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.on('open', () => (resolve(101), socket.close()));
    });
    expect(status).toBe(400);
  });
});
