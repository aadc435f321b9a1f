import { describe, expect, it } from 'vitest';
import { applyPush, isInboxPush, type InboxPush } from '@/app/inbox/applyPush';
import { filterAndSort, matches, type InboxFilters } from '@/screens/crm/InboxCommon/useInboxFilters';

const held = { id: 'c1', version: 3, assignee: null as string | null, messages: [{ id: 'm1' }] };
const pushOf = (over: Omit<Partial<InboxPush>, 'conversation'> & { conversation?: Record<string, unknown> }): InboxPush =>
  ({ type: 'newMessage', conversationId: 'c1', venueId: 'v1', byUserId: null, ...over, conversation: { id: 'c1', version: 4, ...over.conversation } }) as InboxPush;

describe('applying an inbox push to a conversation list', () => {
  it('updates the conversation and appends the message once', () => {
    const once = applyPush([held], pushOf({ message: { id: 'm2' } }));
    expect(once).toEqual([{ ...held, version: 4, messages: [{ id: 'm1' }, { id: 'm2' }] }]);
    // The same message again (a refetch raced the push) is not added twice.
    expect(applyPush(once as (typeof held)[], pushOf({ conversation: { version: 5 }, message: { id: 'm2' } }))).toEqual([{ ...held, version: 5, messages: [{ id: 'm1' }, { id: 'm2' }] }]);
  });

  it('ignores a push older than what the list holds', () => {
    expect(applyPush([held], pushOf({ type: 'changeAssignee', conversation: { version: 3, assignee: 'u1' } }))).toEqual([held]);
  });

  it('adds a new conversation on top, and asks for a refetch for a message of one it does not hold', () => {
    expect(applyPush([held], pushOf({ type: 'newConversation', conversationId: 'c2', conversation: { id: 'c2', version: 1 }, message: { id: 'x' } }))).toEqual([
      { id: 'c2', version: 1, messages: [{ id: 'x' }] },
      held,
    ]);
    expect(applyPush([held], pushOf({ conversationId: 'c9', conversation: { id: 'c9' }, message: { id: 'y' } }))).toBe('refetch');
  });

  it('drops a conversation that no longer belongs to the list (another mail folder)', () => {
    expect(applyPush([held], pushOf({ type: 'changeStatus', conversation: { mailFolder: 'spam' } }), (c) => c.mailFolder === 'inbox')).toEqual([]);
  });

  it('recognises only the six push types of the spec', () => {
    expect(isInboxPush(pushOf({}))).toBe(true);
    expect(isInboxPush({ ...pushOf({}), type: 'somethingElse' })).toBe(false);
    expect(isInboxPush(null)).toBe(false);
  });
});

describe('inbox filters', () => {
  const none: InboxFilters = { view: 'all', venue: '', topic: '', label: '' };
  const c = { venueId: 'v1', assignee: 'me', isOpen: true, topics: ['Birthday'], labels: ['private'], lastMessageAt: '2026-11-20T10:00:00Z' };
  it('narrows by whose, state, venue, topic and label', () => {
    expect(matches(c, { ...none, view: 'mine' }, 'me')).toBe(true);
    expect(matches(c, { ...none, view: 'mine' }, 'you')).toBe(false);
    expect(matches(c, { ...none, view: 'unassigned' }, 'me')).toBe(false);
    expect(matches(c, { ...none, view: 'closed' }, 'me')).toBe(false);
    expect(matches(c, { ...none, venue: 'v2' }, 'me')).toBe(false);
    expect(matches(c, { ...none, topic: 'birthday' }, 'me')).toBe(true);
    expect(matches(c, { ...none, label: 'vip' }, 'me')).toBe(false);
  });
  it('puts the newest activity first', () => {
    const older = { ...c, lastMessageAt: '2026-11-19T10:00:00Z' };
    const newer = { ...c, lastMessageAt: '2026-11-21T10:00:00Z' };
    expect(filterAndSort([older, c, newer], none, 'me')).toEqual([newer, c, older]);
  });
});
