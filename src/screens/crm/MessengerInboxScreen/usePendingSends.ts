import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import { inboxKey, MESSENGER_HUB, type MessengerConversation } from '@/app/inbox/useInboxFeed';

/** How long a sent message may wait for its own newMessage push before the screen says it is not confirmed. */
export const CONFIRM_MS = 10_000;

export interface PendingSend {
  key: string;
  text: string;
  messageId?: string;
  status: 'sending' | 'waiting' | 'unconfirmed' | 'failed';
  error?: string;
}

let sequence = 0;

/**
 * Messages sent from this screen that the inbox has not confirmed yet (spec 001 §4: the screen waits for the pushed
 * newMessage). A message is confirmed when the conversation holds its id; a refused send says why; one whose push does
 * not come in time says so, and its retry first asks the server whether it arrived, so it is never sent twice.
 */
export function usePendingSends(conversation: MessengerConversation) {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingSend[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const conversationId = conversation.id;
  // Confirmed: the push (or a refetch after a reconnect) brought the message into the conversation.
  const held = new Set((conversation.messages ?? []).map((m) => m.id));
  const confirmed = (p: PendingSend) => Boolean(p.messageId && held.has(p.messageId));

  const update = useCallback((key: string, change: Partial<PendingSend> | null) => {
    if (!change) {
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
    }
    setPending((list) => (change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key)));
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const post = async (key: string, text: string) => {
    update(key, { status: 'sending', error: undefined });
    try {
      const sent = await messengerConversationsApi.send({ body: { conversationId, text } });
      update(key, { status: 'waiting', messageId: sent.message.id });
      timers.current.set(
        key,
        setTimeout(() => setPending((list) => list.map((p) => (p.key === key && p.status === 'waiting' ? { ...p, status: 'unconfirmed' } : p))), CONFIRM_MS),
      );
    } catch (error) {
      update(key, { status: 'failed', error: (error as Error).message });
    }
  };

  const send = (text: string) => {
    const key = `pending-${++sequence}`;
    setPending((list) => [...list.filter((p) => !confirmed(p)), { key, text, status: 'sending' }]);
    void post(key, text);
  };

  const retry = async (p: PendingSend) => {
    if (p.status === 'unconfirmed' && p.messageId) {
      update(p.key, { status: 'waiting' });
      try {
        const [fresh] = await messengerConversationsApi.getList({ conversationId });
        if (fresh?.messages?.some((m) => m.id === p.messageId)) {
          client.setQueriesData<MessengerConversation[]>({ queryKey: inboxKey(MESSENGER_HUB) }, (list) => list?.map((c) => (c.id === fresh.id && (fresh.version ?? 0) >= (c.version ?? 0) ? fresh : c)));
          return;
        }
      } catch {
        // Not known whether it arrived: send it again below, as the person asked.
      }
    }
    await post(p.key, p.text);
  };

  return { pending: pending.filter((p) => !confirmed(p)), send, retry, dismiss: (p: PendingSend) => update(p.key, null) };
}
