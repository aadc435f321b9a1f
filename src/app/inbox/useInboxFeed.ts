import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { emailConversationsApi } from '@generated/client/api/emailConversations';
import { messengerConversationsApi } from '@generated/client/api/messengerConversations';
import { passesNarrowing, type PushNarrowing } from '@/shared/pushNarrowing';
import { listenToHub, type LiveHubSource, type LiveState } from '../realtime/liveHub';
import { applyPush, INBOX_PUSH_TYPES, isInboxPush } from './applyPush';

export type MessengerConversation = Awaited<ReturnType<typeof messengerConversationsApi.getList>>[number];
export type EmailConversation = Awaited<ReturnType<typeof emailConversationsApi.getList>>[number];
export const MAIL_FOLDERS = ['inbox', 'spam'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export const MESSENGER_HUB: LiveHubSource = { name: 'engage-messenger', negotiate: () => messengerConversationsApi.negotiate(), targets: INBOX_PUSH_TYPES };
export const EMAIL_HUB: LiveHubSource = { name: 'engage-email', negotiate: () => emailConversationsApi.negotiate(), targets: INBOX_PUSH_TYPES };

/**
 * The query keys of an inbox's conversation lists: the hub, and the mail folder of the email inbox. Each list is kept
 * under this prefix and its chosen venue; a change a screen makes goes into every list of the prefix.
 */
export const inboxKey = (hub: LiveHubSource, folder: MailFolder | null = null) => ['inbox', hub.name, folder ?? 'all'] as const;

/**
 * Keeps a conversation list live: the hub is asked for the pushes of the list's narrowing only (spec 001 §4: its venue
 * set, filter and negative filter), each push is applied to the cached list (a conversation that no longer passes the
 * narrowing leaves it), and after a (re)connect the list is fetched again if it was fetched before the connection was
 * up, since pushes meanwhile were missed.
 */
function useLiveList(hub: LiveHubSource, key: readonly unknown[], narrowing: PushNarrowing | undefined, enabled: boolean): LiveState {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveState>('connecting');
  const keyText = JSON.stringify(key);
  const narrowingText = JSON.stringify(narrowing ?? null);
  useEffect(() => {
    if (!enabled) return undefined;
    const queryKey = JSON.parse(keyText) as unknown[];
    const wanted = JSON.parse(narrowingText) as PushNarrowing | null;
    const belongs = (c: Record<string, unknown>) => passesNarrowing(wanted, c.venueId as string | null, c);
    return listenToHub(wanted ? { ...hub, narrowing: wanted } : hub, {
      onState: setLive,
      onPush: (_target, payload) => {
        const list = client.getQueryData<{ id: string }[]>(queryKey);
        if (!list || !isInboxPush(payload)) return;
        const next = applyPush(list, payload, belongs);
        if (next === 'refetch') void client.invalidateQueries({ queryKey, exact: true });
        else client.setQueryData(queryKey, next);
      },
      onResync: (connectedAt) => void client.invalidateQueries({ queryKey, exact: true, predicate: (q) => q.state.dataUpdatedAt < connectedAt }),
    });
  }, [client, hub, keyText, narrowingText, enabled]);
  return live;
}

/** The narrowing of a list of the venue chosen (or of every venue the user may see), with a filter. */
const narrowingFor = (venueId: string | undefined, filter?: PushNarrowing['filter']): PushNarrowing | undefined =>
  venueId || filter ? { ...(venueId ? { venueIds: [venueId] } : {}), ...(filter ? { filter } : {}) } : undefined;

/** The messenger conversations of the chosen venue (all the user may see without one), newest activity first, kept live. */
export function useMessengerFeed(venueId?: string) {
  const key = [...inboxKey(MESSENGER_HUB), venueId || 'all'];
  const query = useQuery({ queryKey: key, queryFn: () => messengerConversationsApi.getList({ venueIds: venueId ? [venueId] : undefined }) });
  return { query, live: useLiveList(MESSENGER_HUB, key, narrowingFor(venueId), true) };
}

/** The email threads of a folder and the chosen venue (all the user may see without one), newest activity first, kept live. */
export function useEmailFeed(folder: MailFolder | undefined, venueId?: string) {
  const key = [...inboxKey(EMAIL_HUB, folder ?? 'inbox'), venueId || 'all'];
  const query = useQuery({ queryKey: key, queryFn: () => emailConversationsApi.getList({ folder, venueIds: venueId ? [venueId] : undefined }), enabled: Boolean(folder) });
  return { query, live: useLiveList(EMAIL_HUB, key, narrowingFor(venueId, { mailFolder: [folder ?? 'inbox'] }), Boolean(folder)) };
}

/** Unread messages over a list (spec: grows with each non-system message and each new conversation). */
export const unreadOf = (list: readonly { unreadCount?: number | null }[] | undefined) => (list ?? []).reduce((sum, c) => sum + (c.unreadCount ?? 0), 0);
