import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const api = '/api/crm/api';
let server: TestServer;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.request(user, { method, url: `${api}${url}`, payload: payload as object });

interface Conversation {
  id: string;
  venueId: string;
  status: string;
  isOpen: boolean;
  assignee: string | null;
  guestId: string | null;
  topics: string[];
  messages: { isSystemMessage: boolean; text?: string; html?: string; id: string; attachments?: { fileName: string }[] }[];
  syncEmail?: string;
  mailFolder?: string;
  labels?: string[];
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('messenger identities (inbox configuration)', () => {
  it('lists the pages of the venues the user may configure, connects and disconnects a page', async () => {
    const cm = (await call('user-cm', 'GET', '/EngageMessenger/Identities')).json();
    expect(cm.length).toBeGreaterThanOrEqual(3);
    expect(cm.every((i: { venueId: string }) => i.venueId.startsWith('venue-fi-'))).toBe(true);
    expect((await call('user-cm', 'GET', '/EngageMessenger/Identities?venueId=venue-fi-kallio')).json().every((i: { venueId: string }) => i.venueId === 'venue-fi-kallio')).toBe(true);
    expect((await call('user-cm', 'GET', '/EngageMessenger/Identities?venueId=venue-dk-norrebro')).statusCode).toBe(403);

    const added = await call('user-cm', 'POST', '/EngageMessenger/Identities', { venueId: 'venue-fi-tampere', platform: 'Instagram', pageId: 'tampere.tavern', pageName: '@tamperetavern' });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('user-cm', 'POST', '/EngageMessenger/Identities', { venueId: 'venue-fi-kallio', platform: 'Instagram', pageId: 'tampere.tavern', pageName: 'x' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/EngageMessenger/Identities', { venueId: 'venue-fi-kallio', platform: 'Twitter', pageId: 'x', pageName: 'x' })).json()).toMatchObject({ status: 400, field: 'body.platform' });
    expect((await call('user-cm', 'POST', '/EngageMessenger/Identities', { venueId: 'venue-fi-kallio', platform: 'Facebook', pageId: 'has spaces', pageName: 'x' })).json()).toMatchObject({ status: 400, field: 'body.pageId' });
    expect((await call('user-cm', 'POST', '/EngageMessenger/Identities', { venueId: 'venue-dk-norrebro', platform: 'Facebook', pageId: '1', pageName: 'x' })).statusCode).toBe(403);
    expect((await call('user-cm', 'DELETE', `/EngageMessenger/Identities/?id=${added.json().id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', `/EngageMessenger/Identities/?id=${added.json().id}`)).statusCode).toBe(404);
    expect((await call('user-gr', 'GET', '/EngageMessenger/Identities')).statusCode).toBe(403);
  });
});

describe('email sync accounts and aliases', () => {
  it('lists the mailboxes with their aliases, adds and removes mailboxes and aliases', async () => {
    const all = (await call('user-cm', 'GET', '/EngageEmail/syncStatus')).json();
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({ venueName: expect.any(String), aliases: expect.any(Array), status: expect.stringMatching(/Synced|Error/) });

    const added = await call('user-cm', 'POST', '/EngageEmail/syncStatus', { venueId: 'venue-fi-kallio', syncEmail: 'Parties.Kallio@nightlife-group.fi' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ syncEmail: 'parties.kallio@nightlife-group.fi', status: 'Pending', aliases: [] });
    expect((await call('user-cm', 'POST', '/EngageEmail/syncStatus', { venueId: 'venue-fi-tampere', syncEmail: 'parties.kallio@nightlife-group.fi' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/EngageEmail/syncStatus', { venueId: 'venue-fi-tampere', syncEmail: 'not-an-email' })).json()).toMatchObject({ status: 400, field: 'body.syncEmail' });

    const alias = await call('user-cm', 'POST', '/EngageEmail/syncStatus/alias', { alias: 'party.kallio@nightlife-group.fi', venueId: 'venue-fi-kallio', syncEmail: 'parties.kallio@nightlife-group.fi' });
    expect(alias.json().aliases).toEqual(['party.kallio@nightlife-group.fi']);
    expect((await call('user-cm', 'POST', '/EngageEmail/syncStatus/alias', { alias: 'party.kallio@nightlife-group.fi', venueId: 'venue-fi-kallio', syncEmail: 'parties.kallio@nightlife-group.fi' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/EngageEmail/syncStatus/alias', { alias: 'kallio@nightlife-group.fi', venueId: 'venue-fi-kallio', syncEmail: 'parties.kallio@nightlife-group.fi' })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/EngageEmail/syncStatus/alias', { alias: 'x@nightlife-group.fi', venueId: 'venue-fi-tampere', syncEmail: 'parties.kallio@nightlife-group.fi' })).statusCode).toBe(404);
    const q = (a: string) => `alias=${encodeURIComponent(a)}&venueId=venue-fi-kallio&syncEmail=${encodeURIComponent('parties.kallio@nightlife-group.fi')}`;
    expect((await call('user-cm', 'DELETE', `/EngageEmail/syncStatus/alias?${q('party.kallio@nightlife-group.fi')}`)).json().aliases).toEqual([]);
    expect((await call('user-cm', 'DELETE', `/EngageEmail/syncStatus/alias?${q('party.kallio@nightlife-group.fi')}`)).statusCode).toBe(404);
    expect((await call('user-cm', 'DELETE', '/EngageEmail/syncStatus?venueId=venue-fi-kallio&syncEmail=parties.kallio%40nightlife-group.fi')).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', '/EngageEmail/syncStatus?venueId=venue-fi-kallio&syncEmail=parties.kallio%40nightlife-group.fi')).statusCode).toBe(404);
    expect((await call('user-cm', 'DELETE', '/EngageEmail/syncStatus?venueId=venue-dk-norrebro&syncEmail=norrebro%40nightlife-group.dk')).statusCode).toBe(403);
  });
});

describe('email signature', () => {
  it('creates one signature per venue, sanitised, and updates it with its version', async () => {
    expect((await call('user-hq', 'GET', '/EngageEmail/EmailSignature?venueId=venue-dk-aarhus')).body).toBe('null');
    const created = await call('user-cd', 'POST', '/EngageEmail/EmailSignature', { venueId: 'venue-dk-aarhus', html: '<p><b>Aarhus Havnebar</b></p><img src=x onerror=alert(1)>' });
    expect(created.statusCode, created.body).toBe(200);
    const signature = created.json();
    expect(signature.html).toBe('<p><b>Aarhus Havnebar</b></p><img src="x" />');
    expect((await call('user-cd', 'POST', '/EngageEmail/EmailSignature', { venueId: 'venue-dk-aarhus', html: '<p>again</p>' })).statusCode).toBe(409);
    expect((await call('user-cd', 'POST', '/EngageEmail/EmailSignature', { venueId: 'venue-dk-vesterbro', html: '<script>x</script>' })).json()).toMatchObject({ status: 400, field: 'body.html' });
    expect((await call('user-cm', 'POST', '/EngageEmail/EmailSignature', { venueId: 'venue-dk-aarhus', html: '<p>x</p>' })).statusCode).toBe(403);
    const updated = await call('user-cd', 'PUT', '/EngageEmail/EmailSignature', { id: signature.id, version: signature.version, venueId: 'venue-dk-aarhus', html: '<p>Aarhus Havnebar – Pier 4</p>' });
    expect(updated.json()).toMatchObject({ html: '<p>Aarhus Havnebar – Pier 4</p>', version: 2 });
    expect((await call('user-cd', 'PUT', '/EngageEmail/EmailSignature', { id: signature.id, version: 1, venueId: 'venue-dk-aarhus', html: '<p>x</p>' })).statusCode).toBe(409);
    expect((await call('user-cd', 'GET', '/EngageEmail/EmailSignature?venueId=venue-dk-aarhus')).json()).toMatchObject({ id: signature.id, version: 2 });
    expect((await call('user-cd', 'GET', '/EngageEmail/EmailSignature')).json()).toMatchObject({ status: 400, field: 'query.venueId' });
  });
});

describe('messenger inbox', () => {
  it('lists the conversations of the venues the user may work, newest first, with their messages', async () => {
    const gr = (await call('user-gr', 'GET', '/EngageMessenger')).json() as Conversation[];
    expect(gr.length).toBe(18);
    expect(gr.every((c) => c.venueId.startsWith('venue-uk-'))).toBe(true);
    expect(gr[0].messages.length).toBeGreaterThan(0);
    const soho = (await call('user-gr', 'GET', '/EngageMessenger?venueIds=venue-uk-soho&status=OPEN')).json() as Conversation[];
    expect(soho.length).toBe(4);
    expect(soho.every((c) => c.venueId === 'venue-uk-soho' && c.isOpen)).toBe(true);
    expect((await call('user-gr', 'GET', '/EngageMessenger?venueIds=venue-uk-soho&venueIds=venue-dk-norrebro')).statusCode).toBe(403);
    expect((await call('user-cm', 'GET', '/EngageMessenger')).statusCode).toBe(200);
    expect((await call('user-vm', 'GET', '/EngageMessenger')).statusCode).toBe(403);
  });

  it('replies, assigns, changes status and topics, attaches and detaches a guest, with system messages', async () => {
    const [conversation] = (await call('user-gr', 'GET', '/EngageMessenger?venueIds=venue-uk-soho&status=OPEN')).json() as Conversation[];
    const count = conversation.messages.length;
    const sent = await call('user-gr', 'POST', '/EngageMessenger', { conversationId: conversation.id, text: 'Thanks – see you Friday!' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatchObject({ text: 'Thanks – see you Friday!', fromGuest: false, isSystemMessage: false, senderUserId: 'user-gr' });

    expect((await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: 'user-vm' })).json()).toMatchObject({ status: 400, field: 'body.assignee' });
    const assigned = (await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: 'user-hq' })).json() as Conversation;
    expect(assigned.assignee).toBe('user-hq');
    const closed = (await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'CLOSED' })).json() as Conversation;
    expect(closed).toMatchObject({ status: 'CLOSED', isOpen: false });
    expect((await call('user-gr', 'POST', '/EngageMessenger', { conversationId: conversation.id, text: 'More' })).statusCode).toBe(409);
    expect((await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'closed' })).json()).toMatchObject({ status: 400, field: 'body.status' });
    const reopened = (await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: conversation.id, status: 'OPEN' })).json() as Conversation;
    expect(reopened.isOpen).toBe(true);

    const topics = (await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'VIP' })).json() as Conversation;
    expect(topics.topics).toContain('VIP');
    expect(((await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'vip', remove: true })).json() as Conversation).topics).not.toContain('VIP');
    expect((await call('user-gr', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'VIP', remove: true })).statusCode).toBe(404);

    const guest = (await call('user-gr', 'GET', '/UserProfiles/uk?query=charlotte%20pemberton')).json().items[0];
    const dkGuest = (await call('user-hq', 'GET', '/UserProfiles/dk?query=karoline')).json().items[0];
    expect((await call('user-gr', 'POST', '/EngageMessenger/GuestProfile', { conversationId: conversation.id, guestId: dkGuest.id })).json()).toMatchObject({ status: 400, field: 'body.guestId' });
    const attached = (await call('user-gr', 'POST', '/EngageMessenger/GuestProfile', { conversationId: conversation.id, guestId: guest.id })).json() as Conversation;
    expect(attached.guestId).toBe(guest.id);
    const detached = (await call('user-gr', 'POST', '/EngageMessenger/GuestProfile/Detach', { conversationId: conversation.id })).json() as Conversation;
    expect(detached.guestId).toBeNull();
    expect((await call('user-gr', 'POST', '/EngageMessenger/GuestProfile/Detach', { conversationId: conversation.id })).statusCode).toBe(409);

    const system = detached.messages.slice(count + 1).filter((m) => m.isSystemMessage).map((m) => m.text);
    expect(system).toEqual([
      'Oliver Smith assigned the conversation to Anna Holm',
      'Oliver Smith set the status to CLOSED',
      'Oliver Smith reopened the conversation',
      'Oliver Smith linked the conversation to the guest profile of Charlotte Pemberton',
      'Oliver Smith unlinked the guest profile',
    ]);
    expect((await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: 'no-such', assignee: null })).statusCode).toBe(404);
    const dkConversation = (await call('user-hq', 'GET', '/EngageMessenger?venueIds=venue-dk-norrebro')).json()[0];
    expect((await call('user-gr', 'POST', '/EngageMessenger/Status', { conversationId: dkConversation.id, status: 'CLOSED' })).statusCode).toBe(403);
  });

  it('keeps every message when replies and changes to a conversation arrive at the same time', async () => {
    const [conversation] = (await call('user-gr', 'GET', '/EngageMessenger?venueIds=venue-uk-shoreditch&status=OPEN')).json() as (Conversation & { version: number })[];
    const before = conversation.messages.length;
    const results = await Promise.all([
      call('user-gr', 'POST', '/EngageMessenger', { conversationId: conversation.id, text: 'First reply' }),
      call('user-hq', 'POST', '/EngageMessenger', { conversationId: conversation.id, text: 'Second reply' }),
      call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: conversation.assignee === 'user-hq' ? 'user-gr' : 'user-hq' }),
      call('user-hq', 'POST', '/EngageMessenger/Topic', { conversationId: conversation.id, topic: 'Simultaneous' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [after] = (await call('user-gr', 'GET', `/EngageMessenger?conversationId=${conversation.id}`)).json() as (Conversation & { version: number })[];
    expect(after.messages).toHaveLength(before + 3);
    expect(after.messages.map((m) => m.text)).toEqual(expect.arrayContaining(['First reply', 'Second reply']));
    expect(after.messages.filter((m) => m.isSystemMessage && m.text?.includes('assigned the conversation'))).not.toHaveLength(0);
    expect(after.topics).toContain('Simultaneous');
    expect(after.version).toBe(conversation.version + 4);
  });

  it('gives the realtime hub address', async () => {
    const res = await call('user-gr', 'GET', '/EngageMessenger/negotiate');
    expect(res.json()).toEqual({ url: expect.stringMatching(/^http:\/\/localhost:\d+\/hubs\/engage-messenger$/), hub: 'engage-messenger' });
    expect((await call('user-cm', 'GET', '/EngageEmail/negotiate')).json()).toMatchObject({ hub: 'engage-email' });
    expect((await call('user-vm', 'GET', '/EngageMessenger/negotiate')).statusCode).toBe(403);
  });
});

describe('email inbox', () => {
  it('lists threads per folder (inbox by default, spam) and label', async () => {
    const inbox = (await call('user-gr', 'GET', '/EngageEmail')).json() as Conversation[];
    expect(inbox.length).toBe(9);
    expect(inbox.every((c) => c.mailFolder === 'inbox' && c.labels?.includes('private'))).toBe(true);
    const spam = (await call('user-gr', 'GET', '/EngageEmail?folder=spam')).json() as Conversation[];
    expect(spam.length).toBe(6);
    expect((await call('user-gr', 'GET', '/EngageEmail?label=work')).json()).toEqual([]);
    expect((await call('user-gr', 'GET', '/EngageEmail?folder=archive')).json()).toMatchObject({ status: 400, field: 'query.folder' });
  });

  it("replies from the venue's mailbox with its signature, sanitised", async () => {
    const [thread] = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-soho&status=OPEN')).json() as Conversation[];
    const res = await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, html: '<p>Thank you!</p><script>x()</script>', cc: ['events@nightlife-group.co.uk'] });
    expect(res.statusCode, res.body).toBe(200);
    const { message } = res.json();
    expect(message).toMatchObject({ from: thread.syncEmail, cc: ['events@nightlife-group.co.uk'], subject: expect.stringMatching(/^Re: /) });
    expect(message.html).toContain('<p>Thank you!</p>');
    expect(message.html).not.toContain('script');
    expect(message.html).toContain('Soho Cellar');
    expect((await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, html: '<p>x</p>', cc: ['nope'] })).json()).toMatchObject({ status: 400, field: 'body.cc.0' });
    const [spam] = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-soho&folder=spam')).json() as Conversation[];
    expect((await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: spam.id, html: '<p>x</p>' })).statusCode).toBe(409);
  });

  it('offers the mailbox and its aliases to reply from, with the signature, and sends from the chosen alias', async () => {
    const [thread] = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-shoreditch&status=OPEN')).json() as Conversation[];
    const options = await call('user-gr', 'GET', `/EngageEmail/ReplyOptions?conversationId=${thread.id}`);
    expect(options.statusCode, options.body).toBe(200);
    const { from, signature } = options.json() as { from: string[]; signature: string | null };
    expect(from[0]).toBe(thread.syncEmail);
    expect(from.length).toBeGreaterThan(1);
    expect(signature).toContain('Shoreditch');
    const alias = from[1];
    const sent = await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, from: alias.toUpperCase(), html: '<p>From the events desk</p>' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatchObject({ from: alias });
    expect(sent.json().message.html).toContain(signature);

    // An address that is not the thread's mailbox or one of its aliases is refused, and nothing is added.
    const before = ((await call('user-gr', 'GET', `/EngageEmail?conversationId=${thread.id}`)).json() as Conversation[])[0].messages.length;
    const refused = await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, from: 'someone@example.com', html: '<p>x</p>' });
    expect(refused.json()).toMatchObject({ status: 400, field: 'body.from' });
    expect(((await call('user-gr', 'GET', `/EngageEmail?conversationId=${thread.id}`)).json() as Conversation[])[0].messages).toHaveLength(before);
    // The options are the venue's: a user without the inbox there is refused, an unknown thread is not found.
    expect((await call('user-cm', 'GET', `/EngageEmail/ReplyOptions?conversationId=${thread.id}`)).statusCode).toBe(403);
    expect((await call('user-gr', 'GET', '/EngageEmail/ReplyOptions?conversationId=nope')).statusCode).toBe(404);
  });

  it('refuses a reply to a closed thread and keeps concurrent replies', async () => {
    const [thread] = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-soho&status=OPEN')).json() as Conversation[];
    expect(((await call('user-gr', 'POST', '/EngageEmail/Status', { conversationId: thread.id, status: 'CLOSED' })).json() as Conversation).isOpen).toBe(false);
    const refused = await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, html: '<p>Too late</p>' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The thread is closed; reopen it to reply');
    const reopened = (await call('user-gr', 'POST', '/EngageEmail/Status', { conversationId: thread.id, status: 'OPEN' })).json() as Conversation;
    const before = reopened.messages.length;
    const replies = await Promise.all(['<p>One</p>', '<p>Two</p>', '<p>Three</p>'].map((html) => call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: thread.id, html })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [after] = (await call('user-gr', 'GET', `/EngageEmail?conversationId=${thread.id}`)).json() as Conversation[];
    expect(after.messages).toHaveLength(before + 3);
    for (const word of ['One', 'Two', 'Three']) expect(after.messages.some((m) => m.html?.startsWith(`<p>${word}</p>`))).toBe(true);
    expect((await call('user-gr', 'POST', '/EngageEmail/reply', { conversationId: 'no-such', html: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('assigns, sets status and topics, attaches and detaches a guest', async () => {
    const [thread] = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-shoreditch')).json() as Conversation[];
    expect(((await call('user-gr', 'POST', '/EngageEmail/Assignee', { conversationId: thread.id, assignee: null })).json() as Conversation).assignee).toBeNull();
    expect(((await call('user-gr', 'POST', '/EngageEmail/Status', { conversationId: thread.id, status: 'PENDING' })).json() as Conversation).isOpen).toBe(false);
    expect(((await call('user-gr', 'POST', '/EngageEmail/Topic', { conversationId: thread.id, topic: 'Invoice' })).json() as Conversation).topics).toContain('Invoice');
    const guest = (await call('user-gr', 'GET', '/UserProfiles/uk?query=charlotte%20pemberton')).json().items[0];
    expect(((await call('user-gr', 'POST', '/EngageEmail/GuestProfile', { conversationId: thread.id, guestId: guest.id })).json() as Conversation).guestId).toBe(guest.id);
    const detached = (await call('user-gr', 'POST', '/EngageEmail/GuestProfile/Detach', { conversationId: thread.id })).json() as Conversation;
    expect(detached.guestId).toBeNull();
    expect(detached.messages.filter((m) => m.isSystemMessage).length).toBeGreaterThanOrEqual(3);
  });

  it('downloads an attachment by mailbox, message id and file name', async () => {
    const threads = (await call('user-gr', 'GET', '/EngageEmail?venueIds=venue-uk-shoreditch')).json() as Conversation[];
    const withFile = threads.find((t) => t.messages.some((m) => m.attachments?.length))!;
    const message = withFile.messages.find((m) => m.attachments?.length)!;
    const body = { venueMail: withFile.syncEmail, messageId: message.id, fileName: 'party-packages.pdf' };
    const res = await call('user-gr', 'POST', '/EngageEmail/attachment/download', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('party-packages.pdf');
    expect(res.body.startsWith('%PDF')).toBe(true);
    expect((await call('user-gr', 'POST', '/EngageEmail/attachment/download', { ...body, fileName: 'other.pdf' })).statusCode).toBe(404);
    expect((await call('user-gr', 'POST', '/EngageEmail/attachment/download', { ...body, venueMail: 'nobody@nightlife-group.co.uk' })).statusCode).toBe(404);
    expect((await call('user-cm', 'POST', '/EngageEmail/attachment/download', body)).statusCode).toBe(403);
    expect((await call('user-gr', 'POST', '/EngageEmail/attachment/download', { venueMail: withFile.syncEmail })).json()).toMatchObject({ status: 400, field: 'body.messageId' });
  });
});

describe('assignees', () => {
  it('lists who can work the venue inbox, and nobody who cannot', async () => {
    const soho = (await call('user-gr', 'GET', '/EngageMessenger/Assignees?venueId=venue-uk-soho')).json() as { id: string; name: string }[];
    const ids = soho.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['user-gr', 'user-hq']));
    // Emma works the Finnish venues only; the venue manager cannot work the inbox at all.
    expect(ids).not.toContain('user-cm');
    expect(ids).not.toContain('user-vm');
    expect(soho.map((p) => p.name)).toEqual([...soho.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    // Each listed person is accepted as the assignee; the list matches what setAssignee allows.
    const [conversation] = (await call('user-gr', 'GET', '/EngageMessenger?venueIds=venue-uk-soho')).json() as Conversation[];
    for (const id of ids) expect((await call('user-gr', 'POST', '/EngageMessenger/Assignee', { conversationId: conversation.id, assignee: id })).statusCode).toBe(200);
    expect((await call('user-gr', 'GET', '/EngageEmail/Assignees?venueId=venue-uk-soho')).statusCode).toBe(200);
    expect((await call('user-cm', 'GET', '/EngageMessenger/Assignees?venueId=venue-uk-soho')).statusCode).toBe(403);
    expect((await call('user-gr', 'GET', '/EngageMessenger/Assignees')).statusCode).toBe(400);
  });
});
