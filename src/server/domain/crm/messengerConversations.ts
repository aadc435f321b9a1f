import type {
  MessengerConversationsAssigneesInput,
  MessengerConversationsAttachGuestInput,
  MessengerConversationsDetachGuestInput,
  MessengerConversationsGetListInput,
  MessengerConversationsSendInput,
  MessengerConversationsSetAssigneeInput,
  MessengerConversationsSetStatusInput,
  MessengerConversationsSetTopicInput,
  MessengerConversationsUnreadInput,
} from '@generated/server/resources/messengerConversations';
import { defineAction } from '../../api/action';
import { conflict } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';
import { venuesAskedFor } from './access';
import * as conversations from './conversations';
import { INBOX_HUBS } from './inboxPushes';
import { conversationQuery } from './inboxQueries';

const PERMISSION = 'vp.crm.engagemessenger.view';

export const kind: conversations.ConversationKind = {
  table: 'messengerConversations',
  readPermission: PERMISSION,
  writePermission: 'vp.crm.engagemessenger.edit',
  hub: INBOX_HUBS.messenger,
  systemMessage: (ctx, text) => ({ id: conversations.newMessageId(), text, fromGuest: false, isSystemMessage: true, sentAt: ctx.now.toISOString(), senderName: null, senderUserId: ctx.user.userId }),
};

export const list = defineAction(async (ctx, { query }: MessengerConversationsGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return [];
  return conversationQuery(ctx, 'messengerConversations', venues, query).orderBy('lastMessageAt', 'desc').orderBy('id').limit(500).execute();
});

export const unread = defineAction(async (ctx, { query }: MessengerConversationsUnreadInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return { unread: 0 };
  const row = await ctx.db
    .selectFrom('messengerConversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unreadCount'), eb.lit(0)).as('unread'))
    .where('venueId', 'in', venues)
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread) };
});

export const assignees = defineAction(async (ctx, { query }: MessengerConversationsAssigneesInput) => conversations.assignableUsers(ctx, kind, query.venueId));

/**
 * A reply, sent as the page the guest wrote to. The browser names the message (`messageId`) so that it can tell its
 * own message when the push arrives, and send it again safely: a message id the conversation already has is answered
 * with the message as it was saved, and nothing is written or pushed again.
 */
export const send = defineAction(async (ctx, { body }: MessengerConversationsSendInput) => {
  const row = await conversations.loadConversation(ctx, kind, body.conversationId);
  const existing = body.messageId ? (row.messages ?? []).find((m) => m.id === body.messageId) : undefined;
  if (existing) return { conversationId: row.id, message: existing, alreadySent: true };
  if (!row.isOpen) throw conflict('The conversation is closed; reopen it to reply');
  const page = row.identityId ? await ctx.db.selectFrom('messengerIdentities').select(['pageName']).where('id', '=', row.identityId).executeTakeFirst() : undefined;
  const venue = await ctx.db.selectFrom('venues').select(['name']).where('id', '=', row.venueId!).executeTakeFirst();
  const message = {
    id: body.messageId ?? conversations.newMessageId(),
    text: sanitizePlainText(body.text).trim(),
    fromGuest: false,
    isSystemMessage: false,
    sentAt: ctx.now.toISOString(),
    senderName: page?.pageName ?? venue?.name ?? null,
    senderUserId: ctx.user.userId,
  };
  await conversations.addTeamMessage(ctx, kind, row, message);
  return { conversationId: row.id, message, alreadySent: false };
});

export const setAssignee = defineAction(async (ctx, { body }: MessengerConversationsSetAssigneeInput) => conversations.setAssignee(ctx, kind, body.conversationId, body.assignee));
export const setStatus = defineAction(async (ctx, { body }: MessengerConversationsSetStatusInput) => conversations.setStatus(ctx, kind, body.conversationId, body.status));
export const setTopic = defineAction(async (ctx, { body }: MessengerConversationsSetTopicInput) => conversations.setTopic(ctx, kind, body.conversationId, body.topic, body.remove === true));
export const attachGuest = defineAction(async (ctx, { body }: MessengerConversationsAttachGuestInput) => conversations.attachGuest(ctx, kind, body.conversationId, body.guestId));
export const detachGuest = defineAction(async (ctx, { body }: MessengerConversationsDetachGuestInput) => conversations.detachGuest(ctx, kind, body.conversationId));
export const negotiate = defineAction(async (ctx) => conversations.hubAddress(ctx, kind.hub));
