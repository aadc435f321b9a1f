import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { emailConversationsApi } from '@generated/client/api/emailConversations';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import { listenToHub, type LiveHubSource, type LiveState } from '../realtime/liveHub';
import { applyPush, INBOX_PUSH_TYPES, isInboxPush } from './applyPush';

export type MessengerConversation = Awaited<ReturnType<typeof messengerConversationsApi.getList>>[number];
export type EmailConversation = Awaited<ReturnType<typeof emailConversationsApi.getList>>[number];
export const MAIL_FOLDERS = ['inbox', 'spam'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export const MESSENGER_HUB: LiveHubSource = { name: 'engage-messenger', negotiate: () => messengerConversationsApi.negotiate(), targets: INBOX_PUSH_TYPES };
export const EMAIL_HUB: LiveHubSource = { name: 'engage-email', negotiate: () => emailConversationsApi.negotiate(), targets: INBOX_PUSH_TYPES };

/** The query key of an inbox's conversation list: the hub, and the mail folder of the email inbox. */
export const inboxKey = (hub: LiveHubSource, folder: MailFolder | null = null) => ['inbox', hub.name, folder ?? 'all'] as const;

/**
 * Keeps a conversation list live: every push of the hub is applied to the cached list, and after a (re)connect the
 * list is fetched again if it was fetched before the connection was up, since pushes meanwhile were missed.
 */
function useLiveList(hub: LiveHubSource, folder: MailFolder | null, enabled: boolean): LiveState {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveState>('connecting');
  useEffect(() => {
    if (!enabled) return undefined;
    const key = inboxKey(hub, folder);
    const belongs = (c: Record<string, unknown>) => folder === null || (c.mailFolder ?? 'inbox') === folder;
    return listenToHub(hub, {
      onState: setLive,
      onPush: (_target, payload) => {
        const list = client.getQueryData<{ id: string }[]>(key);
        if (!list || !isInboxPush(payload)) return;
        const next = applyPush(list, payload, belongs);
        if (next === 'refetch') void client.invalidateQueries({ queryKey: key, exact: true });
        else client.setQueryData(key, next);
      },
      onResync: (connectedAt) => void client.invalidateQueries({ queryKey: key, exact: true, predicate: (q) => q.state.dataUpdatedAt < connectedAt }),
    });
  }, [client, hub, folder, enabled]);
  return live;
}

/** The messenger conversations the user may see, newest activity first, kept live. */
export function useMessengerFeed() {
  const query = useQuery({ queryKey: inboxKey(MESSENGER_HUB), queryFn: () => messengerConversationsApi.getList() });
  return { query, live: useLiveList(MESSENGER_HUB, null, true) };
}

/** The email threads of a folder the user may see, newest activity first, kept live. */
export function useEmailFeed(folder: MailFolder | undefined) {
  const query = useQuery({ queryKey: inboxKey(EMAIL_HUB, folder ?? 'inbox'), queryFn: () => emailConversationsApi.getList({ folder }), enabled: Boolean(folder) });
  return { query, live: useLiveList(EMAIL_HUB, folder ?? 'inbox', Boolean(folder)) };
}

/** Unread messages over a list (spec: grows with each non-system message and each new conversation). */
export const unreadOf = (list: readonly { unreadCount?: number | null }[] | undefined) => (list ?? []).reduce((sum, c) => sum + (c.unreadCount ?? 0), 0);
