import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WEBHOOK_SECRETS } from '@/server/config';
import { sign } from '@/server/webhooks/signature';
import { connectHub, settle, type HubClient } from '../support/hubClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { freePort } from '../support/freePort';

let server: TestServer;
let base: string;
const clients: HubClient[] = [];
const MESSENGER_SECRET = 'test-messenger-secret';
const EMAIL_SECRET = 'test-email-secret';

const post = (path: string, body: string, signature: string | null, contentType = 'application/json') =>
  server.request(null, { method: 'POST', url: path, payload: body, headers: { 'content-type': contentType, ...(signature ? { 'x-hub-signature-256': signature } : {}) } });

const messengerCall = (pageId: string, psid: string, mid: string, text: string, timestamp = Date.parse('2026-11-20T19:00:00Z')) =>
  JSON.stringify({ object: 'page', entry: [{ id: pageId, time: timestamp, messaging: [{ sender: { id: psid }, recipient: { id: pageId }, timestamp, message: { mid, text } }] }] });

async function pageOf(venueId: string) {
  return server.db.selectFrom('messengerIdentities').select(['pageId']).where('venueId', '=', venueId).executeTakeFirstOrThrow();
}
async function mailboxOf(venueId: string) {
  return server.db.selectFrom('emailSyncAccounts').select(['syncEmail', 'aliases']).where('venueId', '=', venueId).executeTakeFirstOrThrow();
}
const countMessenger = async () => Number((await server.db.selectFrom('messengerConversations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const countEmail = async () => Number((await server.db.selectFrom('emailConversations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startTestServer({ env: { PUBLIC_URL: base, MESSENGER_APP_SECRET: MESSENGER_SECRET, INBOUND_EMAIL_SECRET: EMAIL_SECRET, MESSENGER_VERIFY_TOKEN: 'verify-me' } });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  await server.close();
});

async function connect(hub: 'engage-messenger' | 'engage-email', userId: string) {
  const client = await connectHub(`${base}/hubs/${hub}`, () => server.token(userId));
  clients.push(client);
  return client;
}

describe('the Messenger webhook', () => {
  it('answers the platform’s subscription check with the challenge, only with the verify token', async () => {
    const ok = await server.request(null, { method: 'GET', url: '/webhooks/messenger?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await server.request(null, { method: 'GET', url: '/webhooks/messenger?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1' })).statusCode).toBe(403);
  });

  it('starts a conversation for a new sender and continues it on the next message, pushing each once to who may see the venue', async () => {
    const gr = await connect('engage-messenger', 'user-gr');
    const cm = await connect('engage-messenger', 'user-cm');
    const { pageId } = await pageOf('venue-uk-soho');
    const psid = `psid-${Date.now()}`;

    const first = messengerCall(pageId!, psid, 'mid.first', 'Hi! Do you have a table for 6 tonight?');
    const answer = await post('/webhooks/messenger', first, sign(MESSENGER_SECRET, first));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: 1, started: 1, ignored: 0 });
    const started = await gr.waitFor((p) => p.type === 'newConversation' && (p.conversation as { psid?: string }).psid === psid);
    expect(started).toMatchObject({ venueId: 'venue-uk-soho', byUserId: null, conversation: { status: 'OPEN', isOpen: true, unreadCount: 1 }, message: { id: 'mid.first', text: 'Hi! Do you have a table for 6 tonight?', fromGuest: true, isSystemMessage: false } });

    const second = messengerCall(pageId!, psid, 'mid.second', 'Around 8 pm <b>please</b>', Date.parse('2026-11-20T19:01:00Z'));
    expect((await post('/webhooks/messenger', second, sign(MESSENGER_SECRET, second))).json()).toEqual({ received: 1, started: 0, ignored: 0 });
    const next = await gr.waitFor((p) => p.type === 'newMessage' && p.conversationId === started.conversationId);
    expect(next).toMatchObject({ conversation: { unreadCount: 2 }, message: { id: 'mid.second', text: 'Around 8 pm please' } });

    // The platform retries a delivery: the message is not added twice, and nothing is pushed.
    expect((await post('/webhooks/messenger', second, sign(MESSENGER_SECRET, second))).json()).toEqual({ received: 0, started: 0, ignored: 1 });
    await settle();
    expect(gr.received.filter((p) => p.conversationId === started.conversationId).map((p) => p.type)).toEqual(['newConversation', 'newMessage']);
    expect(cm.received.filter((p) => p.conversationId === started.conversationId)).toEqual([]);
    const [saved] = (await server.request('user-gr', { method: 'GET', url: `/api/crm/api/EngageMessenger?conversationId=${started.conversationId}` })).json();
    expect(saved.messages.map((m: { id: string }) => m.id)).toEqual(['mid.first', 'mid.second']);
  });

  it('reopens a closed conversation when the guest writes again', async () => {
    const { pageId } = await pageOf('venue-uk-soho');
    const psid = `psid-reopen-${Date.now()}`;
    const first = messengerCall(pageId!, psid, 'mid.r1', 'Thanks for last night!');
    await post('/webhooks/messenger', first, sign(MESSENGER_SECRET, first));
    const [conversation] = (await server.request('user-gr', { method: 'GET', url: `/api/crm/api/EngageMessenger?venueIds=venue-uk-soho` })).json().filter((c: { psid: string }) => c.psid === psid);
    await server.request('user-gr', { method: 'POST', url: '/api/crm/api/EngageMessenger/Status', payload: { conversationId: conversation.id, status: 'CLOSED' } });
    const again = messengerCall(pageId!, psid, 'mid.r2', 'One more thing: I left my scarf.');
    await post('/webhooks/messenger', again, sign(MESSENGER_SECRET, again));
    const [after] = (await server.request('user-gr', { method: 'GET', url: `/api/crm/api/EngageMessenger?conversationId=${conversation.id}` })).json();
    expect(after).toMatchObject({ status: 'OPEN', isOpen: true });
  });

  it('refuses a bad or missing signature with 401 and a malformed body with 400, writing nothing', async () => {
    const gr = await connect('engage-messenger', 'user-gr');
    const { pageId } = await pageOf('venue-uk-soho');
    const before = await countMessenger();
    const body = messengerCall(pageId!, 'psid-bad', 'mid.bad', 'Hello');
    expect((await post('/webhooks/messenger', body, sign('another-secret', body))).statusCode).toBe(401);
    expect((await post('/webhooks/messenger', body, null)).statusCode).toBe(401);
    expect((await post('/webhooks/messenger', body.replace('Hello', 'Hellp'), sign(MESSENGER_SECRET, body))).statusCode).toBe(401);
    const notJson = '{"object":"page",';
    expect((await post('/webhooks/messenger', notJson, sign(MESSENGER_SECRET, notJson))).statusCode).toBe(400);
    const noEntries = JSON.stringify({ object: 'page', entry: [] });
    expect((await post('/webhooks/messenger', noEntries, sign(MESSENGER_SECRET, noEntries))).json()).toMatchObject({ status: 400, field: 'body.entry' });
    // A call whose second event is malformed keeps none of them.
    const mixed = JSON.stringify({
      object: 'page',
      entry: [{ id: pageId, time: 1, messaging: [{ sender: { id: 'psid-mixed' }, recipient: { id: pageId }, timestamp: 1, message: { mid: 'mid.ok', text: 'fine' } }, { sender: {}, recipient: { id: pageId }, timestamp: 1 }] }],
    });
    expect((await post('/webhooks/messenger', mixed, sign(MESSENGER_SECRET, mixed))).statusCode).toBe(400);
    await settle();
    expect(await countMessenger()).toBe(before);
    expect(gr.received).toEqual([]);
  });

  it('ignores receipts, the page’s own echoes and unknown pages', async () => {
    const { pageId } = await pageOf('venue-uk-soho');
    const body = JSON.stringify({
      object: 'page',
      entry: [
        { id: pageId, time: 1, messaging: [{ sender: { id: 'x' }, recipient: { id: pageId }, timestamp: 1 }, { sender: { id: pageId }, recipient: { id: 'x' }, timestamp: 1, message: { mid: 'mid.echo', text: 'ours', is_echo: true } }] },
        { id: 'no-such-page', time: 1, messaging: [{ sender: { id: 'y' }, recipient: { id: 'no-such-page' }, timestamp: 1, message: { mid: 'mid.unknown', text: 'hi' } }] },
      ],
    });
    expect((await post('/webhooks/messenger', body, sign(MESSENGER_SECRET, body))).json()).toEqual({ received: 0, started: 0, ignored: 3 });
  });
});

const rawMail = (o: { to: string; messageId: string; subject?: string; inReplyTo?: string; body?: string; attachment?: boolean }) =>
  [
    'From: Freja Madsen <freja.madsen@example.com>',
    `To: ${o.to}`,
    `Subject: ${o.subject ?? 'Table for eight on Friday'}`,
    `Message-ID: ${o.messageId}`,
    ...(o.inReplyTo ? [`In-Reply-To: ${o.inReplyTo}`, `References: ${o.inReplyTo}`] : []),
    'Date: Fri, 20 Nov 2026 18:00:00 +0000',
    'MIME-Version: 1.0',
    ...(o.attachment
      ? ['Content-Type: multipart/mixed; boundary="b1"', '', '--b1', 'Content-Type: text/plain; charset=utf-8', '', o.body ?? 'Hello', '--b1', 'Content-Type: text/csv; name="guests.csv"', 'Content-Disposition: attachment; filename="guests.csv"', '', 'name;guests', 'Frederik;2', '--b1--']
      : ['Content-Type: text/plain; charset=utf-8', '', o.body ?? 'Could we book a table for eight on Friday at 19:00?']),
  ].join('\r\n');

describe('the inbound email webhook', () => {
  it('files a new mail as a thread of the mailbox’s venue, with its attachment, and a reply in the same thread', async () => {
    const hq = await connect('engage-email', 'user-hq');
    const { syncEmail } = await mailboxOf('venue-uk-soho');
    const id = `<${Date.now()}.first@example.com>`;
    const mail = rawMail({ to: `Soho <${syncEmail}>`, messageId: id, attachment: true, body: 'Guest list attached.' });
    const answer = await post('/webhooks/email', mail, sign(EMAIL_SECRET, mail), 'message/rfc822');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ started: true, duplicate: false });
    const started = await hq.waitFor((p) => p.type === 'newConversation' && p.conversationId === answer.json().conversationId);
    expect(started).toMatchObject({ venueId: 'venue-uk-soho', conversation: { subject: 'Table for eight on Friday', contactEmail: 'freja.madsen@example.com', contactName: 'Freja Madsen', mailFolder: 'inbox', labels: ['private'], unreadCount: 1 }, message: { id, fromGuest: true } });
    const attachment = (started.message as { attachments: { fileName: string }[] }).attachments[0];
    expect(attachment.fileName).toBe('guests.csv');
    const file = await server.request('user-hq', { method: 'POST', url: '/api/crm/api/EngageEmail/attachment/download', payload: { venueMail: syncEmail, messageId: id, fileName: 'guests.csv' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Frederik;2');

    const reply = rawMail({ to: syncEmail!, messageId: `<${Date.now()}.second@example.com>`, subject: 'Re: Table for eight on Friday', inReplyTo: id, body: 'Make it nine, please.' });
    const replied = await post('/webhooks/email', reply, sign(EMAIL_SECRET, reply), 'message/rfc822');
    expect(replied.json()).toMatchObject({ conversationId: answer.json().conversationId, started: false });
    expect(await hq.waitFor((p) => p.type === 'newMessage' && p.conversationId === answer.json().conversationId)).toMatchObject({ conversation: { unreadCount: 2 } });
    // Delivered twice: filed once.
    expect((await post('/webhooks/email', reply, sign(EMAIL_SECRET, reply), 'message/rfc822')).json()).toMatchObject({ duplicate: true });
  });

  it('reaches a mailbox by one of its aliases', async () => {
    const { aliases } = await mailboxOf('venue-uk-soho');
    const mail = rawMail({ to: aliases![0], messageId: `<${Date.now()}.alias@example.com>` });
    const answer = await post('/webhooks/email', mail, sign(EMAIL_SECRET, mail), 'message/rfc822');
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses a bad signature (401), a malformed message (400) and an unknown mailbox (404), writing nothing', async () => {
    const hq = await connect('engage-email', 'user-hq');
    const { syncEmail } = await mailboxOf('venue-uk-soho');
    const before = await countEmail();
    const mail = rawMail({ to: syncEmail!, messageId: `<${Date.now()}.bad@example.com>` });
    expect((await post('/webhooks/email', mail, sign('wrong', mail), 'message/rfc822')).statusCode).toBe(401);
    expect((await post('/webhooks/email', mail, null, 'message/rfc822')).statusCode).toBe(401);
    const noRecipient = 'From: a@example.com\r\nSubject: x\r\nMessage-ID: <x@example.com>\r\n\r\nHello';
    expect((await post('/webhooks/email', noRecipient, sign(EMAIL_SECRET, noRecipient), 'message/rfc822')).json()).toMatchObject({ status: 400, field: 'body.to' });
    const noId = `From: a@example.com\r\nTo: ${syncEmail}\r\nSubject: x\r\n\r\nHello`;
    expect((await post('/webhooks/email', noId, sign(EMAIL_SECRET, noId), 'message/rfc822')).json()).toMatchObject({ status: 400, field: 'body.messageId' });
    expect((await post('/webhooks/email', '', sign(EMAIL_SECRET, ''), 'message/rfc822')).statusCode).toBe(400);
    const stranger = rawMail({ to: 'nobody@nowhere.example', messageId: `<${Date.now()}.stranger@example.com>` });
    expect((await post('/webhooks/email', stranger, sign(EMAIL_SECRET, stranger), 'message/rfc822')).statusCode).toBe(404);
    await settle();
    expect(await countEmail()).toBe(before);
    expect(hq.received).toEqual([]);
  });
});

describe('the demo', () => {
  it('lists the demo’s pages and mailboxes for npm run demo:inbox', async () => {
    const targets = (await server.request(null, { method: 'GET', url: '/webhooks/demo-targets' })).json();
    const { pageId } = await pageOf('venue-uk-soho');
    expect(targets.pages).toContainEqual(expect.objectContaining({ venueId: 'venue-uk-soho', pageId }));
    expect(targets.mailboxes).toContainEqual(expect.objectContaining({ venueId: 'venue-uk-soho', syncEmail: (await mailboxOf('venue-uk-soho')).syncEmail }));
  });
});

describe('configuration', () => {
  it('has demo secrets only in the demo', async () => {
    expect(DEMO_WEBHOOK_SECRETS.messenger).toBeTruthy();
    const { loadConfig } = await import('@/server/config');
    expect(loadConfig({ SEED: 'never' } as NodeJS.ProcessEnv).webhooks).toEqual({ messenger: undefined, messengerVerifyToken: undefined, email: undefined });
    expect(loadConfig({} as NodeJS.ProcessEnv).webhooks.messenger).toBe(DEMO_WEBHOOK_SECRETS.messenger);
  });
});
