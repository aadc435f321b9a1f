import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { clock } from '@/shared/clock';
import { badRequest, notFound } from '../../api/errors';
import type { Db } from '../../db/connect';
import { sanitizeRichText } from '../../sanitize';
import { appendMessages } from './conversations';
import { DEFAULT_LABEL } from './emailConversations';
import { INBOX_HUBS, pushInboxChange } from './inboxPushes';
import { escapeHtml } from '../../html';

/** The largest raw message the inbound endpoint takes (attachments included). */
export const MAX_INBOUND_EMAIL_BYTES = 10 * 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value).map((v) => v.address?.toLowerCase()).filter((v): v is string => Boolean(v));

/** Parses a raw RFC 5322 message; one without a sender, a recipient or a Message-ID is refused (400). */
export async function parseInboundEmail(raw: Buffer): Promise<ParsedMail> {
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: false });
  } catch {
    throw badRequest('body', 'not an RFC 5322 message');
  }
  if (!addresses(mail.from).length) throw badRequest('body.from', 'the message has no sender address');
  if (![...addresses(mail.to), ...addresses(mail.cc)].length) throw badRequest('body.to', 'the message has no recipient');
  if (!mail.messageId) throw badRequest('body.messageId', 'the message has no Message-ID');
  return mail;
}

/**
 * Files an inbound mail in the inbox of the venue whose mailbox (or one of its aliases) it was sent to, in one
 * transaction: a reply (In-Reply-To or References naming a message of a thread of that mailbox) continues the thread,
 * reopened if it was closed (newMessage); any other mail starts a thread (newConversation). Its attachments are kept for
 * download. A mail the inbox already has (same Message-ID) is not filed again; one to no known mailbox is refused (404)
 * and nothing is written.
 */
export async function receiveInboundEmail(db: Db, mail: ParsedMail): Promise<{ conversationId: string; started: boolean; duplicate: boolean }> {
  const recipients = [...addresses(mail.to), ...addresses(mail.cc)];
  const [from] = addresses(mail.from);
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('emailSyncAccounts')
      .select(['venueId', 'syncEmail'])
      .where((eb) => eb.or(recipients.map((r) => eb.or([eb(sql`lower(sync_email)`, '=', r), eb(sql<boolean>`aliases @> ${JSON.stringify([r])}::jsonb`, '=', true)]))))
      .executeTakeFirst();
    if (!account?.venueId || !account.syncEmail) throw notFound(`A mailbox for ${recipients.join(', ')}`);
    const syncEmail = account.syncEmail;
    const messageId = mail.messageId!;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`email:${syncEmail.toLowerCase()}:${messageId}`}))`.execute(trx);
    const has = (id: string) => sql<boolean>`messages @> ${JSON.stringify([{ id }])}::jsonb`;
    const duplicate = await trx.selectFrom('emailConversations').select('id').where('syncEmail', '=', syncEmail).where(has(messageId)).executeTakeFirst();
    if (duplicate) return { conversationId: duplicate.id, started: false, duplicate: true };

    const referenced = [mail.inReplyTo, ...(Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])].filter((v): v is string => Boolean(v));
    const thread = referenced.length
      ? await trx
          .selectFrom('emailConversations')
          .select('id')
          .where('syncEmail', '=', syncEmail)
          .where((eb) => eb.or(referenced.map((id) => eb(has(id), '=', true))))
          .orderBy('lastMessageAt', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst()
      : undefined;

    const now = clock.now();
    const attachments = [];
    for (const a of mail.attachments.filter((x) => x.contentDisposition !== 'inline' || !x.cid)) {
      const fileName = (a.filename ?? 'attachment').slice(0, 255);
      const media = await trx
        .insertInto('media')
        .values({ type: 'emailattachment', name: fileName, contentType: a.contentType, size: a.size, venueId: account.venueId, folder: syncEmail, createdBy: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('fileContents').values({ id: media.id, data: a.content }).execute();
      attachments.push({ fileName, contentType: a.contentType, size: a.size, mediaId: media.id });
    }
    const html = sanitizeRichText(typeof mail.html === 'string' && mail.html ? mail.html : `<p>${escapeHtml(mail.text ?? '').replace(/\n/g, '<br>')}</p>`);
    const sentAt = (mail.date ?? now).toISOString();
    const message = { id: messageId, from, to: addresses(mail.to), cc: addresses(mail.cc), subject: mail.subject ?? null, html, fromGuest: true, isSystemMessage: false, sentAt, senderUserId: null, attachments };

    if (thread) {
      const row = await trx
        .updateTable('emailConversations')
        .set({ messages: appendMessages([message]), lastMessageAt: sentAt, unreadCount: sql`unread_count + 1`, status: 'OPEN', isOpen: true, version: sql`version + 1`, updatedAt: now, updatedBy: null })
        .where('id', '=', thread.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await pushInboxChange(trx, INBOX_HUBS.email, 'newMessage', row, { message, byUserId: null });
      return { conversationId: row.id, started: false, duplicate: false };
    }
    const sender = Array.isArray(mail.from) ? mail.from[0] : mail.from;
    const row = await trx
      .insertInto('emailConversations')
      .values({
        venueId: account.venueId,
        syncEmail,
        threadId: randomUUID(),
        subject: (mail.subject ?? '').slice(0, 300) || null,
        contactEmail: from,
        contactName: sender?.value[0]?.name?.slice(0, 120) || null,
        status: 'OPEN',
        isOpen: true,
        topics: JSON.stringify([]),
        mailFolder: 'inbox',
        labels: JSON.stringify([DEFAULT_LABEL]),
        unreadCount: 1,
        lastMessageAt: sentAt,
        messages: JSON.stringify([message]),
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await pushInboxChange(trx, INBOX_HUBS.email, 'newConversation', row, { message, byUserId: null });
    return { conversationId: row.id, started: true, duplicate: false };
  });
}
