import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** The calls both inboxes make on a conversation (spec 001 §7: /Assignee, /Status, /Topic, /GuestProfile, …/Detach). */
export interface ConversationCalls {
  assignees(input: { venueId: string }): Promise<{ id: string; name: string }[]>;
  setAssignee(input: { body: { conversationId: string; assignee?: string | null } }): Promise<unknown>;
  setStatus(input: { body: { conversationId: string; status: string } }): Promise<unknown>;
  setTopic(input: { body: { conversationId: string; topic: string; remove?: boolean | null } }): Promise<unknown>;
  attachGuest(input: { body: { conversationId: string; guestId: string } }): Promise<unknown>;
  detachGuest(input: { body: { conversationId: string } }): Promise<unknown>;
}

interface Versioned {
  id: string;
  version?: number | null;
}

/**
 * Runs a change and puts the conversation it answers into the list at once, so the screen does not wait for the push
 * (which then changes nothing: same version). A failed change says why, in the catalogued message.
 */
export function useConversationChange(listKey: readonly unknown[]) {
  const client = useQueryClient();
  const notify = useNotify();
  return async (change: () => Promise<unknown>) => {
    try {
      const saved = (await change()) as Versioned | undefined;
      if (!saved?.id) return;
      client.setQueriesData<Versioned[]>({ queryKey: listKey }, (list) => list?.map((c) => (c.id === saved.id && (saved.version ?? 0) > (c.version ?? 0) ? { ...c, ...saved } : c)));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
}
