/** The push types of the inboxes (spec 001 §4), each a client method of the inbox's hub. */
export const INBOX_PUSH_TYPES = ['newMessage', 'newConversation', 'changeAssignee', 'changeStatus', 'changeTopics', 'changeGuest'] as const;
export type InboxPushType = (typeof INBOX_PUSH_TYPES)[number];

/** What the server pushes: the conversation as saved (without its messages) and the message the change added. */
export interface InboxPush {
  type: InboxPushType;
  conversationId: string;
  venueId: string;
  conversation: { id: string; version?: number | null } & Record<string, unknown>;
  message?: { id: string } & Record<string, unknown>;
  byUserId: string | null;
}

export interface ConversationLike {
  id: string;
  version?: number | null;
  messages?: readonly { id: string }[] | null;
}

export function isInboxPush(value: unknown): value is InboxPush {
  const v = value as InboxPush | null;
  return Boolean(v && INBOX_PUSH_TYPES.includes(v.type) && typeof v.conversationId === 'string' && v.conversation && typeof v.conversation.id === 'string');
}

/**
 * A conversation list with a push applied, or `'refetch'` when the list cannot be brought up to date from the push
 * alone (a message of a conversation it does not hold). `belongs` says whether a conversation goes in this list (its
 * mail folder): one that no longer belongs leaves it. A push older than what the list holds (a refetch already
 * brought the change) changes nothing, and a message is never added twice.
 */
export function applyPush<C extends ConversationLike>(list: readonly C[], push: InboxPush, belongs: (conversation: Record<string, unknown>) => boolean = () => true): C[] | 'refetch' {
  const index = list.findIndex((c) => c.id === push.conversationId);
  const held = index >= 0 ? list[index] : undefined;
  if (!belongs(push.conversation)) return held ? list.filter((c) => c.id !== push.conversationId) : [...list];
  if (!held) {
    if (push.type !== 'newConversation') return 'refetch';
    return [{ ...push.conversation, messages: push.message ? [push.message] : [] } as unknown as C, ...list];
  }
  if (held.version != null && push.conversation.version != null && push.conversation.version <= held.version) return [...list];
  const messages = held.messages ?? [];
  const next = {
    ...held,
    ...push.conversation,
    messages: push.message && !messages.some((m) => m.id === push.message!.id) ? [...messages, push.message] : messages,
  } as C;
  return list.map((c, i) => (i === index ? next : c));
}
