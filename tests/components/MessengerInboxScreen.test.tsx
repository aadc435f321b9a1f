import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import type { LiveHubListener } from '@/app/realtime/liveHub';
import MessengerInboxScreen from '@/screens/crm/MessengerInboxScreen';
import { CONFIRM_MS } from '@/screens/crm/MessengerInboxScreen/usePendingSends';
import { renderPage, sessionWith } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/messengerConversations', () => ({
  messengerConversationsApi: { getList: vi.fn(), send: vi.fn(), setAssignee: vi.fn(), setStatus: vi.fn(), setTopic: vi.fn(), attachGuest: vi.fn(), detachGuest: vi.fn(), assignees: vi.fn(), negotiate: vi.fn() },
}));
// The hub connection is the network's edge: the test plays the server's pushes through the listener the screen registers.
const listeners = new Set<LiveHubListener>();
const sources: unknown[] = [];
vi.mock('@/app/realtime/liveHub', () => ({
  listenToHub: (source: unknown, listener: LiveHubListener) => {
    sources.push(source);
    listeners.add(listener);
    listener.onState('connected');
    return () => listeners.delete(listener);
  },
  reconnectHub: vi.fn(),
}));
const push = (target: string, payload: unknown) => act(() => listeners.forEach((l) => l.onPush(target, payload)));

const api = vi.mocked(messengerConversationsApi);
const WRITE = ['vp.crm.engagemessenger.view', 'vp.crm.engagemessenger.edit'];
const session = (permissions: string[]) =>
  sessionWith(
    { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions }] },
    { venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }], me: { id: 'user-me', name: 'Mette Berg' } as never },
  );
const guestMessage = { id: 'm1', text: 'Can we book for eight?', fromGuest: true, isSystemMessage: false, sentAt: '2026-11-20T18:00:00.000Z', senderName: 'Freja' };
const conversation = (over: Record<string, unknown> = {}) => ({
  id: 'c1', venueId: 'venue-1', psid: 'p1', contactName: 'Freja Madsen', assignee: null, status: 'OPEN', isOpen: true, topics: [], guestId: null,
  unreadCount: 1, lastMessageAt: '2026-11-20T18:00:00.000Z', version: 3, messages: [guestMessage], ...over,
});
const other = conversation({ id: 'c2', contactName: 'Jonas Kjær', assignee: 'user-other', lastMessageAt: '2026-11-19T18:00:00.000Z', messages: [{ ...guestMessage, id: 'm9', text: 'Hello' }] });

beforeEach(() => {
  vi.resetAllMocks();
  listeners.clear();
  sources.length = 0;
  api.getList.mockResolvedValue([conversation(), other] as never);
  api.assignees.mockResolvedValue([{ id: 'user-me', name: 'Mette Berg' }, { id: 'user-other', name: 'Ole Dam' }] as never);
});
afterEach(() => vi.useRealTimers());

const open = (permissions = WRITE, query = '?c=c1') =>
  renderPage(
    <Routes>
      <Route path="/crm/engage/messenger" element={<MessengerInboxScreen />} />
    </Routes>,
    { path: `/crm/engage/messenger${query}`, session: session(permissions) },
  );
const thread = () => screen.getByRole('list', { name: 'Messages' });

// The whole screen (MUI selects, autocomplete) renders slowly in jsdom on a busy machine.
describe('the messenger inbox', { timeout: 60_000 }, () => {
  it('shows its live state and applies pushes from others without fetching again', async () => {
    open();
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Can we book for eight?')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    expect(screen.queryByText(/Live updates come with the full inbox/)).not.toBeInTheDocument();

    push('newMessage', { type: 'newMessage', conversationId: 'c1', venueId: 'venue-1', conversation: { ...conversation(), messages: undefined, version: 4, unreadCount: 2 }, message: { ...guestMessage, id: 'm2', text: 'And a cake?' }, byUserId: null });
    expect(await within(thread()).findByText('And a cake?')).toBeInTheDocument();
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();

    push('changeAssignee', { type: 'changeAssignee', conversationId: 'c1', venueId: 'venue-1', conversation: { ...conversation(), assignee: 'user-other', version: 5 }, message: { id: 's1', text: 'Ole Dam assigned the conversation to Ole Dam', fromGuest: false, isSystemMessage: true, sentAt: '2026-11-20T18:05:00.000Z' }, byUserId: 'user-other' });
    expect(await within(thread()).findByText('Ole Dam assigned the conversation to Ole Dam')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Ole Dam');

    push('newConversation', { type: 'newConversation', conversationId: 'c3', venueId: 'venue-1', conversation: conversation({ id: 'c3', contactName: 'Ida Holm', lastMessageAt: '2026-11-21T10:00:00.000Z', messages: undefined, version: 1 }), message: { ...guestMessage, id: 'm3', text: 'First!' }, byUserId: null });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')[0]).toHaveTextContent('Ida Holm'));
    expect(api.getList).toHaveBeenCalledTimes(1);
  });

  it('fetches and hears only the venue chosen: the hub is asked for its pushes, and a push of another venue is ignored', async () => {
    const venues = [
      { venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
      { venueId: 'venue-2', name: 'Vesterbro Cellar', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
    ];
    const both = sessionWith({ globalPermissions: [], venuePermissions: venues.map((v) => ({ venueId: v.venueId, permissions: WRITE })) }, { venues, me: { id: 'user-me', name: 'Mette Berg' } as never });
    api.getList.mockResolvedValue([conversation({ id: 'c5', venueId: 'venue-2', contactName: 'Karl Lund' })] as never);
    renderPage(
      <Routes>
        <Route path="/crm/engage/messenger" element={<MessengerInboxScreen />} />
      </Routes>,
      { path: '/crm/engage/messenger?venue=venue-2', session: both },
    );
    expect(await screen.findByText('Karl Lund')).toBeInTheDocument();
    expect(api.getList).toHaveBeenCalledWith({ venueIds: ['venue-2'] });
    expect(sources.at(-1)).toMatchObject({ name: 'engage-messenger', narrowing: { venueIds: ['venue-2'] } });
    // Both venues stay to choose from, though the list holds only the chosen one's conversations.
    expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveTextContent('Vesterbro Cellar');

    const arrives = (id: string, venueId: string, contactName: string) =>
      push('newConversation', { type: 'newConversation', conversationId: id, venueId, conversation: conversation({ id, venueId, contactName, messages: undefined, version: 1 }), byUserId: null });
    arrives('c6', 'venue-1', 'Outside Venue');
    arrives('c7', 'venue-2', 'Inside Venue');
    expect(await screen.findByText('Inside Venue')).toBeInTheDocument();
    expect(screen.queryByText('Outside Venue')).not.toBeInTheDocument();
  });

  it('shows a sent message as pending until its own push arrives', async () => {
    api.send.mockResolvedValue({ conversationId: 'c1', message: { id: 'sent-1' } } as never);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), { target: { value: 'See you at eight' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread()).findByText('Sending…')).toBeInTheDocument();
    await waitFor(() => expect(api.send).toHaveBeenCalledWith({ body: { conversationId: 'c1', text: 'See you at eight' } }));

    push('newMessage', { type: 'newMessage', conversationId: 'c1', venueId: 'venue-1', conversation: { ...conversation(), version: 4, unreadCount: 0 }, message: { id: 'sent-1', text: 'See you at eight', fromGuest: false, isSystemMessage: false, sentAt: '2026-11-20T18:01:00.000Z', senderName: 'Mette Berg' }, byUserId: 'user-me' });
    await waitFor(() => expect(within(thread()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(thread()).getAllByText('See you at eight')).toHaveLength(1);
  });

  it('says when a sent message is not confirmed, and its retry asks the server before sending again', async () => {
    api.send.mockResolvedValue({ conversationId: 'c1', message: { id: 'sent-2' } } as never);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), { target: { value: 'Anyone there?' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_MS + 100));
    expect(within(thread()).getByText('Not confirmed: the message may not have reached the guest.')).toBeInTheDocument();

    api.getList.mockResolvedValue([conversation({ version: 4, messages: [guestMessage, { id: 'sent-2', text: 'Anyone there?', fromGuest: false, isSystemMessage: false, sentAt: '2026-11-20T18:01:00.000Z' }] })] as never);
    fireEvent.click(within(thread()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(thread()).queryByText(/Not confirmed/)).not.toBeInTheDocument());
    expect(api.getList).toHaveBeenLastCalledWith({ conversationId: 'c1' });
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(within(thread()).getAllByText('Anyone there?')).toHaveLength(1);
  });

  it('says why a send was refused and sends again on retry', async () => {
    api.send.mockRejectedValueOnce(new Error('Unable to send message')).mockResolvedValueOnce({ conversationId: 'c1', message: { id: 'sent-3' } } as never);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread()).findByText('Not sent: Unable to send message')).toBeInTheDocument();
    fireEvent.click(within(thread()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(2));
    expect(await within(thread()).findByText('Sending…')).toBeInTheDocument();
  });

  it('assigns, closes, tags and shows each change the server answers at once', async () => {
    api.setAssignee.mockResolvedValue(conversation({ assignee: 'user-me', version: 4, messages: [guestMessage, { id: 's2', text: 'Mette Berg assigned the conversation to Mette Berg', fromGuest: false, isSystemMessage: true, sentAt: '2026-11-20T18:02:00.000Z' }] }) as never);
    api.setTopic.mockResolvedValue(conversation({ assignee: 'user-me', version: 5, topics: ['Birthday'] }) as never);
    api.setStatus.mockResolvedValue(conversation({ assignee: 'user-me', version: 6, topics: ['Birthday'], status: 'CLOSED', isOpen: false }) as never);
    open();
    // The button comes once the colleagues who can work the venue's inbox are known (the user among them).
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }, { timeout: 15_000 }));
    expect(api.setAssignee).toHaveBeenCalledWith({ body: { conversationId: 'c1', assignee: 'user-me' } });
    expect(await within(thread()).findByText('Mette Berg assigned the conversation to Mette Berg')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'New topic' }), { target: { value: 'Birthday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add topic' }));
    expect(api.setTopic).toHaveBeenCalledWith({ body: { conversationId: 'c1', topic: 'Birthday', remove: false } });
    expect(await screen.findByRole('button', { name: 'Remove the topic Birthday' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(api.setStatus).toHaveBeenCalledWith({ body: { conversationId: 'c1', status: 'CLOSED' } });
    expect(await screen.findByRole('button', { name: 'Reopen conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('takes its filters from the address and says when no conversation passes them', async () => {
    api.getList.mockResolvedValue([conversation({ assignee: 'user-me', topics: ['Birthday'] }), other] as never);
    open(WRITE, '?view=unassigned');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).queryByText('Freja Madsen')).not.toBeInTheDocument());
    expect(within(list).queryByText('Jonas Kjær')).not.toBeInTheDocument();
    expect(screen.getByText('No conversation matches the filters.')).toBeInTheDocument();
  });

  it('offers a reader no changes, only what the conversation is', async () => {
    open(['vp.crm.engagemessenger.view']);
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Can we book for eight?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New topic' })).not.toBeInTheDocument();
    expect(screen.getByText('No guest profile linked')).toBeInTheDocument();
  });
});
