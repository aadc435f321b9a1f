import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailConversationsApi } from '@generated/client/api/emailConversations';
import type { Session } from '@/app/session/SessionProvider';
import EmailInboxScreen from '@/screens/crm/EmailInboxScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/emailConversations', () => ({
  emailConversationsApi: { getList: vi.fn(), reply: vi.fn(), replyOptions: vi.fn(), setStatus: vi.fn(), downloadAttachment: vi.fn(), assignees: vi.fn(), setAssignee: vi.fn(), setTopic: vi.fn(), attachGuest: vi.fn(), detachGuest: vi.fn(), negotiate: vi.fn() },
}));
// The hub connection is the network's edge; these tests are about the thread pane.
vi.mock('@/app/realtime/liveHub', () => ({ listenToHub: (_s: unknown, l: { onState: (s: string) => void }) => (l.onState('connected'), () => undefined), reconnectHub: vi.fn() }));
const sessionHolding = (permissions: string[]) =>
  ({
    permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions }] },
    venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }],
  }) as unknown as Session;
let session = sessionHolding([]);
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(emailConversationsApi);
const thread = {
  id: 'mail-1', venueId: 'venue-1', syncEmail: 'bar@example.com', subject: 'Table for eight on Friday', contactName: 'Freja Madsen', contactEmail: 'freja@example.com',
  isOpen: true, status: 'OPEN', unreadCount: 1, lastMessageAt: '2026-11-20T18:00:00.000Z',
  messages: [{ id: 'm1', from: 'freja@example.com', html: '<p>Can we book for eight?</p>', fromGuest: true, isSystemMessage: false, sentAt: '2026-11-20T18:00:00.000Z' }],
};

beforeEach(() => {
  vi.resetAllMocks();
  api.getList.mockResolvedValue([thread] as never);
  api.assignees.mockResolvedValue([] as never);
  api.replyOptions.mockResolvedValue({ from: ['bar@example.com', 'events@example.com'], signature: '<p><strong>Nørrebro Social</strong></p>' });
});

const openThread = () =>
  renderPage(
    <Routes>
      <Route path="/crm/engage/email/*" element={<EmailInboxScreen />} />
    </Routes>,
    { path: '/crm/engage/email/inbox?c=mail-1' },
  );

describe('the email inbox', () => {
  it('answers a conversation with a Send button, not Save', async () => {
    session = sessionHolding(['vp.crm.engageemail.view', 'vp.crm.engageemail.edit']);
    openThread();
    expect(await screen.findByText('Can we book for eight?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers no answer to a user who may only read the inbox', async () => {
    session = sessionHolding(['vp.crm.engageemail.view']);
    openThread();
    expect(await screen.findByText('Can we book for eight?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('replies from the address chosen (the mailbox or an alias) and shows the signature the reply gets', async () => {
    session = sessionHolding(['vp.crm.engageemail.view', 'vp.crm.engageemail.edit']);
    const user = userEvent.setup();
    api.reply.mockResolvedValue({ conversationId: 'mail-1', message: { ...thread.messages[0], id: 'm2', from: 'events@example.com', fromGuest: false } } as never);
    openThread();
    expect(await screen.findByText('Can we book for eight?')).toBeInTheDocument();
    const from = await screen.findByRole('combobox', { name: /From/ }, { timeout: 10_000 });
    expect(from).toHaveTextContent('bar@example.com');
    expect(api.replyOptions).toHaveBeenCalledWith({ conversationId: 'mail-1' });
    expect(screen.getByText('The venue’s signature is added below your reply:')).toBeInTheDocument();
    expect(screen.getByText('Nørrebro Social', { selector: 'strong' })).toBeInTheDocument();
    await user.click(from);
    await user.click(await screen.findByRole('option', { name: 'events@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.reply).toHaveBeenCalledWith({ body: expect.objectContaining({ conversationId: 'mail-1', from: 'events@example.com' }) }));
  });
});
