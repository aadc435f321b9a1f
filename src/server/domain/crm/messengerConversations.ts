import type {
  MessengerConversationsAssigneesInput,
  MessengerConversationsAttachGuestInput,
  MessengerConversationsDetachGuestInput,
  MessengerConversationsGetListInput,
  MessengerConversationsSendInput,
  MessengerConversationsSetAssigneeInput,
  MessengerConversationsSetStatusInput,
  MessengerConversationsSetTopicInput,
} from '@generated/server/resources/messengerConversations';
import { defineAction } from '../../api/action';
import { conflict } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';
import { venuesAskedFor } from './access';
import * as conversations from './conversations';
import { INBOX_HUBS } from './inboxPushes';

const PERMISSION = 'vp.crm.engagemessenger.view';

const kind: conversations.ConversationKind = {
  table: 'messengerConversations',
  workPermission: 'vp.crm.engagemessenger.edit',
  hub: INBOX_HUBS.messenger,
  systemMessage: (ctx, text) => ({ id: conversations.newMessageId(), text, fromGuest: false, isSystemMessage: true, sentAt: ctx.now.toISOString(), senderName: null, senderUserId: ctx.user.userId }),
};

export const list = defineAction(async (ctx, { query }: MessengerConversationsGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return [];
  let q = ctx.db.selectFrom('messengerConversations').selectAll().where('venueId', 'in', venues);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.assignee) q = q.where('assignee', '=', query.assignee);
  if (query.isOpen != null) q = q.where('isOpen', '=', query.isOpen);
  if (query.conversationId) q = q.where('id', '=', query.conversationId);
  return q.orderBy('lastMessageAt', 'desc').orderBy('id').limit(500).execute();
});

export const send = defineAction(async (ctx, { body }: MessengerConversationsSendInput) => {
  const row = await conversations.loadConversation(ctx, kind, body.conversationId);
  if (!row.isOpen) throw conflict('The conversation is closed; reopen it to reply');
  const message = { id: conversations.newMessageId(), text: sanitizePlainText(body.text).trim(), fromGuest: false, isSystemMessage: false, sentAt: ctx.now.toISOString(), senderName: ctx.user.name, senderUserId: ctx.user.userId };
  await conversations.addTeamMessage(ctx, kind, row, message);
  return { conversationId: row.id, message };
});

export const assignees = defineAction(async (ctx, { query }: MessengerConversationsAssigneesInput) => conversations.assignees(ctx, kind, query.venueId));
export const setAssignee = defineAction(async (ctx, { body }: MessengerConversationsSetAssigneeInput) => conversations.setAssignee(ctx, kind, body.conversationId, body.assignee));
export const setStatus = defineAction(async (ctx, { body }: MessengerConversationsSetStatusInput) => conversations.setStatus(ctx, kind, body.conversationId, body.status));
export const setTopic = defineAction(async (ctx, { body }: MessengerConversationsSetTopicInput) => conversations.setTopic(ctx, kind, body.conversationId, body.topic, body.remove === true));
export const attachGuest = defineAction(async (ctx, { body }: MessengerConversationsAttachGuestInput) => conversations.attachGuest(ctx, kind, body.conversationId, body.guestId));
export const detachGuest = defineAction(async (ctx, { body }: MessengerConversationsDetachGuestInput) => conversations.detachGuest(ctx, kind, body.conversationId));
export const negotiate = defineAction(async (ctx) => conversations.hubAddress(ctx, kind.hub));
