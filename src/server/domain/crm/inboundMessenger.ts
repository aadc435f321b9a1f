import { sql } from 'kysely';
import { z } from 'zod';
import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import { sanitizePlainText } from '../../sanitize';
import { appendMessages } from './conversations';
import { INBOX_HUBS, pushInboxChange } from './inboxPushes';

/**
 * A webhook call of the Messenger platform (Facebook pages and Instagram accounts): entries of the pages, each with
 * its messaging events. Only the fields the inbox uses are checked; the platform sends more.
 */
export const messengerWebhookSchema = z.object({
  object: z.enum(['page', 'instagram']),
  entry: z
    .array(
      z.object({
        id: z.string().min(1).max(60),
        time: z.number().int().nonnegative(),
        messaging: z
          .array(
            z.object({
              sender: z.object({ id: z.string().min(1).max(60) }),
              recipient: z.object({ id: z.string().min(1).max(60) }),
              timestamp: z.number().int().nonnegative(),
              message: z
                .object({
                  mid: z.string().min(1).max(200),
                  text: z.string().max(2000).optional(),
                  is_echo: z.boolean().optional(),
                  attachments: z.array(z.object({ type: z.string().max(40) })).max(10).optional(),
                })
                .optional(),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .min(1)
    .max(100),
});
export type MessengerWebhook = z.infer<typeof messengerWebhookSchema>;

export interface InboundResult {
  /** Messages added to conversations. */
  received: number;
  /** Conversations started by them. */
  started: number;
  /** Events the inbox does not keep: receipts, the page's own echoes, unknown pages, messages it already has. */
  ignored: number;
}

/** What the inbox shows of a message without text: what was attached. */
const describe = (message: NonNullable<MessengerWebhook['entry'][number]['messaging'][number]['message']>) =>
  message.text?.trim() ? sanitizePlainText(message.text).trim() : (message.attachments ?? []).map((a) => `[${a.type}]`).join(' ');

/**
 * Adds the guests' messages of a webhook call to the conversations of their pages' venues, in one transaction: a new
 * sender at a page starts a conversation (newConversation), a known one continues theirs, reopened if it was closed
 * (newMessage); each grows the unread count. A message the inbox already has (the platform retries) is not added
 * again. Either the whole call is saved, with one push per message, or nothing.
 */
export async function receiveMessengerWebhook(db: Db, payload: MessengerWebhook): Promise<InboundResult> {
  const result: InboundResult = { received: 0, started: 0, ignored: 0 };
  await db.transaction().execute(async (trx) => {
    for (const entry of payload.entry) {
      for (const event of entry.messaging) {
        const message = event.message;
        const text = message && !message.is_echo ? describe(message) : '';
        const identity = text ? await trx.selectFrom('messengerIdentities').select(['id', 'venueId']).where('pageId', '=', event.recipient.id).executeTakeFirst() : undefined;
        if (!message || !text || !identity?.venueId) {
          result.ignored += 1;
          continue;
        }
        // One sender at one venue at a time: two deliveries for a new sender must not start two conversations.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`messenger:${identity.venueId}:${event.sender.id}`}))`.execute(trx);
        const sentAt = new Date(event.timestamp).toISOString();
        const saved = { id: message.mid, text, fromGuest: true, isSystemMessage: false, sentAt, senderName: null, senderUserId: null };
        const current = await trx
          .selectFrom('messengerConversations')
          .select(['id', sql<boolean>`messages @> ${JSON.stringify([{ id: message.mid }])}::jsonb`.as('has')])
          .where('venueId', '=', identity.venueId)
          .where('psid', '=', event.sender.id)
          .orderBy('lastMessageAt', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst();
        if (current?.has) {
          result.ignored += 1;
          continue;
        }
        const now = clock.now();
        if (current) {
          const row = await trx
            .updateTable('messengerConversations')
            .set({ messages: appendMessages([saved]), lastMessageAt: sentAt, unreadCount: sql`unread_count + 1`, status: 'OPEN', isOpen: true, version: sql`version + 1`, updatedAt: now, updatedBy: null })
            .where('id', '=', current.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await pushInboxChange(trx, INBOX_HUBS.messenger, 'newMessage', row, { message: saved, byUserId: null });
        } else {
          const row = await trx
            .insertInto('messengerConversations')
            .values({ venueId: identity.venueId, identityId: identity.id, psid: event.sender.id, contactName: null, status: 'OPEN', isOpen: true, topics: JSON.stringify([]), unreadCount: 1, lastMessageAt: sentAt, messages: JSON.stringify([saved]), createdAt: now, updatedAt: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          await pushInboxChange(trx, INBOX_HUBS.messenger, 'newConversation', row, { message: saved, byUserId: null });
          result.started += 1;
        }
        result.received += 1;
      }
    }
  });
  return result;
}
