import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import { publish } from '../../realtime/bus';
import type { HubDefinition } from '../../realtime/hubs';

/** The hubs of the two inboxes: who may read an inbox at a venue hears about its changes there. */
export const INBOX_HUBS = {
  messenger: { name: 'engage-messenger', permission: 'vp.crm.engagemessenger.view' },
  email: { name: 'engage-email', permission: 'vp.crm.engageemail.view' },
} as const satisfies Record<string, HubDefinition>;

/** The specification's push types (spec 001 §4), each a client method of the hub. */
export type InboxPushType = 'newMessage' | 'newConversation' | 'changeAssignee' | 'changeStatus' | 'changeTopics' | 'changeGuest';

interface ConversationRow {
  id: string;
  venueId: string | null;
  messages?: unknown;
}

/**
 * Tells the inbox's clients about a saved change, in the transaction that saves it (so exactly once, and only if it
 * commits). The push carries the conversation as it now is without its messages, and the message the change added
 * (the new message, or the system message of an assignee, status or guest change), so that a screen can update
 * itself without fetching.
 */
export async function pushInboxChange(
  db: Db,
  hub: HubDefinition,
  type: InboxPushType,
  row: ConversationRow,
  change: { message?: Record<string, unknown> | null; byUserId: string | null },
): Promise<void> {
  const { messages: _messages, ...conversation } = row;
  await publish(db, {
    hub: hub.name,
    venueId: row.venueId!,
    target: type,
    payload: {
      type,
      conversationId: row.id,
      venueId: row.venueId,
      conversation,
      ...(change.message ? { message: change.message } : {}),
      byUserId: change.byUserId,
      // When the change was handed to the database, just before its commit: what latency is measured from.
      publishedAt: clock.now().toISOString(),
    },
  });
}
