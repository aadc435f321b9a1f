import type {
  EmailConversationsAssigneesInput,
  EmailConversationsAttachGuestInput,
  EmailConversationsDetachGuestInput,
  EmailConversationsDownloadAttachmentInput,
  EmailConversationsGetListInput,
  EmailConversationsReplyInput,
  EmailConversationsSetAssigneeInput,
  EmailConversationsSetStatusInput,
  EmailConversationsSetTopicInput,
  EmailConversationsUnreadInput,
} from '@generated/server/resources/emailConversations';
import { sql } from 'kysely';
import { defineAction, FileResult } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { sanitizeRichText } from '../../sanitize';
import { assertVenuePermission, venuesAskedFor } from './access';
import * as conversations from './conversations';
import { INBOX_HUBS } from './inboxPushes';
import { conversationQuery } from './inboxQueries';

const PERMISSION = 'vp.crm.engageemail.view';
export const DEFAULT_LABEL = 'private';

export const kind: conversations.ConversationKind = {
  table: 'emailConversations',
  readPermission: PERMISSION,
  writePermission: 'vp.crm.engageemail.edit',
  hub: INBOX_HUBS.email,
  systemMessage: (ctx, text) => ({ id: conversations.newMessageId(), from: '', to: [], cc: [], subject: null, html: text, fromGuest: false, isSystemMessage: true, sentAt: ctx.now.toISOString(), senderUserId: ctx.user.userId, attachments: [] }),
};

export const list = defineAction(async (ctx, { query }: EmailConversationsGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return [];
  let q = conversationQuery(ctx, 'emailConversations', venues, query).where('mailFolder', '=', query.folder ?? 'inbox');
  if (query.label) q = q.where(sql<boolean>`labels @> ${JSON.stringify([query.label])}::jsonb`);
  return q.orderBy('lastMessageAt', 'desc').orderBy('id').limit(500).execute();
});

/** Unread messages count in the inbox folder only: spam waits for nobody. */
export const unread = defineAction(async (ctx, { query }: EmailConversationsUnreadInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueIds);
  if (!venues.length) return { unread: 0 };
  const row = await ctx.db
    .selectFrom('emailConversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unreadCount'), eb.lit(0)).as('unread'))
    .where('venueId', 'in', venues)
    .where('mailFolder', '=', 'inbox')
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread) };
});

export const assignees = defineAction(async (ctx, { query }: EmailConversationsAssigneesInput) => conversations.assignableUsers(ctx, kind, query.venueId));

export const negotiate = defineAction(async (ctx) => conversations.hubAddress(ctx, kind.hub));

/** The mailbox's own address and its aliases, in lower case. */
async function addressesOf(ctx: Parameters<typeof list>[0], syncEmail: string): Promise<string[]> {
  const account = await ctx.db.selectFrom('emailSyncAccounts').select(['syncEmail', 'aliases']).where(sql`lower(sync_email)`, '=', syncEmail.toLowerCase()).executeTakeFirst();
  return [syncEmail, ...((account?.aliases as string[] | null) ?? [])].map((a) => a.toLowerCase());
}

/**
 * A reply from the mailbox or one of its aliases (`from`; by default the address the guest last wrote to), with the
 * venue's signature, to the guest, with "Re: " before the thread's subject.
 */
export const reply = defineAction(async (ctx, { body }: EmailConversationsReplyInput) => {
  const row = await conversations.loadConversation(ctx, kind, body.conversationId);
  if (row.mailFolder === 'spam') throw conflict('The thread is in spam; move it to the inbox to reply');
  if (!row.isOpen) throw conflict('The thread is closed; reopen it to reply');
  const addresses = await addressesOf(ctx, row.syncEmail!);
  const lastFromGuest = [...(row.messages ?? [])].reverse().find((m) => m.fromGuest && !m.isSystemMessage);
  const wroteTo = (lastFromGuest?.to ?? []).map((a) => a.toLowerCase()).find((a) => addresses.includes(a));
  const from = body.from ? body.from.toLowerCase() : (wroteTo ?? addresses[0]);
  if (!addresses.includes(from)) throw badRequest('body.from', `must be the mailbox ${row.syncEmail} or one of its aliases`);
  const signature = await ctx.db.selectFrom('emailSignatures').select('html').where('venueId', '=', row.venueId!).executeTakeFirst();
  const html = sanitizeRichText(body.html) + (signature?.html ? `<p>--</p>${signature.html}` : '');
  const first = row.messages?.[0];
  const message = {
    id: `<${conversations.newMessageId()}@${from.split('@')[1]}>`,
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

export const setAssignee = defineAction(async (ctx, { body }: EmailConversationsSetAssigneeInput) => conversations.setAssignee(ctx, kind, body.conversationId, body.assignee));
export const setStatus = defineAction(async (ctx, { body }: EmailConversationsSetStatusInput) => conversations.setStatus(ctx, kind, body.conversationId, body.status));
export const setTopic = defineAction(async (ctx, { body }: EmailConversationsSetTopicInput) => conversations.setTopic(ctx, kind, body.conversationId, body.topic, body.remove === true));
export const attachGuest = defineAction(async (ctx, { body }: EmailConversationsAttachGuestInput) => conversations.attachGuest(ctx, kind, body.conversationId, body.guestId));
export const detachGuest = defineAction(async (ctx, { body }: EmailConversationsDetachGuestInput) => conversations.detachGuest(ctx, kind, body.conversationId));
