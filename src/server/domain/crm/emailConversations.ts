import type {
  EmailConversationsAssigneesInput,
  EmailConversationsAttachGuestInput,
  EmailConversationsDetachGuestInput,
  EmailConversationsDownloadAttachmentInput,
  EmailConversationsGetListInput,
  EmailConversationsReplyInput,
  EmailConversationsReplyOptionsInput,
  EmailConversationsSetAssigneeInput,
  EmailConversationsSetStatusInput,
  EmailConversationsSetTopicInput,
} from '@generated/server/resources/emailConversations';
import { sql } from 'kysely';
import { defineAction, FileResult } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import type { RequestContext } from '../../api/context';
import { sanitizeRichText } from '../../sanitize';
import { assertVenuePermission, venuesAskedFor } from './access';
import * as conversations from './conversations';
import { INBOX_HUBS } from './inboxPushes';

const PERMISSION = 'vp.crm.engageemail.view';
export const DEFAULT_LABEL = 'private';

const kind: conversations.ConversationKind = {
  table: 'emailConversations',
  workPermission: 'vp.crm.engageemail.edit',
  hub: INBOX_HUBS.email,
  systemMessage: (ctx, text) => ({ id: conversations.newMessageId(), from: '', to: [], cc: [], subject: null, html: text, fromGuest: false, isSystemMessage: true, sentAt: ctx.now.toISOString(), senderUserId: ctx.user.userId, attachments: [] }),
};

export const list = defineAction(async (ctx, { query }: EmailConversationsGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return [];
  let q = ctx.db
    .selectFrom('emailConversations')
    .selectAll()
    .where('venueId', 'in', venues)
    .where('mailFolder', '=', query.folder ?? 'inbox');
  if (query.label) q = q.where(sql<boolean>`labels @> ${JSON.stringify([query.label])}::jsonb`);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.assignee) q = q.where('assignee', '=', query.assignee);
  if (query.isOpen != null) q = q.where('isOpen', '=', query.isOpen);
  if (query.conversationId) q = q.where('id', '=', query.conversationId);
  return q.orderBy('lastMessageAt', 'desc').orderBy('id').limit(500).execute();
});

export const negotiate = defineAction(async (ctx) => conversations.hubAddress(ctx, kind.hub));

/** The addresses a reply from the mailbox may be sent from: the mailbox itself first, then its aliases. */
async function senders(ctx: RequestContext, syncEmail: string): Promise<string[]> {
  const account = await ctx.db.selectFrom('emailSyncAccounts').select(['aliases']).where(sql`lower(sync_email)`, '=', syncEmail.toLowerCase()).executeTakeFirst();
  return [syncEmail, ...(account?.aliases ?? []).filter((a) => a.toLowerCase() !== syncEmail.toLowerCase())];
}

async function signatureOf(ctx: RequestContext, venueId: string): Promise<string | null> {
  const signature = await ctx.db.selectFrom('emailSignatures').select('html').where('venueId', '=', venueId).executeTakeFirst();
  return signature?.html || null;
}

export const replyOptions = defineAction(async (ctx, { query }: EmailConversationsReplyOptionsInput) => {
  const row = await ctx.db.selectFrom('emailConversations').select(['venueId', 'syncEmail']).where('id', '=', query.conversationId).executeTakeFirst();
  if (!row) throw notFound(`Conversation ${query.conversationId}`);
  return { from: await senders(ctx, row.syncEmail!), signature: await signatureOf(ctx, row.venueId!) };
});

export const reply = defineAction(async (ctx, { body }: EmailConversationsReplyInput) => {
  // Locked until the request ends, as conversations.loadConversation does.
  const row = await ctx.db.selectFrom('emailConversations').selectAll().where('id', '=', body.conversationId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(`Conversation ${body.conversationId}`);
  if (row.mailFolder === 'spam') throw conflict('The thread is in spam; move it to the inbox to reply');
  if (!row.isOpen) throw conflict('The thread is closed; reopen it to reply');
  const from = body.from ? (await senders(ctx, row.syncEmail!)).find((a) => a.toLowerCase() === body.from!.toLowerCase()) : row.syncEmail!;
  if (!from) throw badRequest('body.from', `is neither the mailbox ${row.syncEmail} nor one of its aliases`);
  const signature = await signatureOf(ctx, row.venueId!);
  const html = sanitizeRichText(body.html) + (signature ? `<p>--</p>${signature}` : '');
  const first = row.messages?.[0];
  const message = {
    id: `<${conversations.newMessageId()}@${row.syncEmail!.split('@')[1]}>`,
    from,
    to: [row.contactEmail].filter((v): v is string => Boolean(v)),
    cc: body.cc ?? [],
    subject: first?.subject ? (/^re:/i.test(first.subject) ? first.subject : `Re: ${first.subject}`) : (row.subject ?? null),
    html,
    fromGuest: false,
    isSystemMessage: false,
    sentAt: ctx.now.toISOString(),
    senderUserId: ctx.user.userId,
    attachments: [],
  };
  await conversations.addTeamMessage(ctx, kind, row, message);
  return { conversationId: row.id, message };
});

/** The attachment by mailbox, message id and file name; the user needs the permission at the mailbox's venue. */
export const downloadAttachment = defineAction(async (ctx, { body }: EmailConversationsDownloadAttachmentInput) => {
  const account = await ctx.db.selectFrom('emailSyncAccounts').select(['venueId']).where(sql`lower(sync_email)`, '=', body.venueMail.toLowerCase()).executeTakeFirst();
  if (!account) throw notFound(`The mailbox ${body.venueMail}`);
  assertVenuePermission(ctx, PERMISSION, account.venueId!);
  const threads = await ctx.db
    .selectFrom('emailConversations')
    .select(['messages'])
    .where('venueId', '=', account.venueId!)
    .where(sql<boolean>`lower(sync_email) = ${body.venueMail.toLowerCase()} AND messages @> ${JSON.stringify([{ id: body.messageId }])}::jsonb`)
    .execute();
  const message = threads.flatMap((t) => t.messages ?? []).find((m) => m.id === body.messageId);
  const attachment = message?.attachments?.find((a) => a.fileName === body.fileName);
  if (!attachment) throw notFound(`The attachment ${body.fileName} of the message`);
  const content = await ctx.db.selectFrom('fileContents').select('data').where('id', '=', attachment.mediaId).executeTakeFirst();
  if (!content) throw notFound(`The attachment ${body.fileName} of the message`);
  return new FileResult(attachment.fileName, attachment.contentType, content.data);
});

export const assignees = defineAction(async (ctx, { query }: EmailConversationsAssigneesInput) => conversations.assignees(ctx, kind, query.venueId));
export const setAssignee = defineAction(async (ctx, { body }: EmailConversationsSetAssigneeInput) => conversations.setAssignee(ctx, kind, body.conversationId, body.assignee));
export const setStatus = defineAction(async (ctx, { body }: EmailConversationsSetStatusInput) => conversations.setStatus(ctx, kind, body.conversationId, body.status));
export const setTopic = defineAction(async (ctx, { body }: EmailConversationsSetTopicInput) => conversations.setTopic(ctx, kind, body.conversationId, body.topic, body.remove === true));
export const attachGuest = defineAction(async (ctx, { body }: EmailConversationsAttachGuestInput) => conversations.attachGuest(ctx, kind, body.conversationId, body.guestId));
export const detachGuest = defineAction(async (ctx, { body }: EmailConversationsDetachGuestInput) => conversations.detachGuest(ctx, kind, body.conversationId));
