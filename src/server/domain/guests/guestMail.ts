import { createTransport } from 'nodemailer';
import type { GuestMail } from '@/shared/guests/consentEvidence';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/connect';

export interface GuestMailMessage {
  guestId: string;
  venueId: string | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  at: Date;
  by: string | null;
}

const transports = new Map<string, ReturnType<typeof createTransport>>();

/** One pooled transport per configured server, made on first use. */
function transportFor(config: MailConfig) {
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = createTransport(config.smtpUrl);
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends a mail to a guest and keeps it in the guest's outbox (`guest_mail_outbox`), which the profile shows. With a
 * mail server configured (`SMTP_URL`) it goes through it, and a refusal fails the caller's request (so nothing it did
 * is kept); without one the outbox is the record that it would have been sent.
 */
export async function sendGuestMail(db: Db, mail: MailConfig | undefined, message: GuestMailMessage): Promise<void> {
  if (mail) await transportFor(mail).sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
  await db
    .insertInto('guestMailOutbox')
    .values({
      guestId: message.guestId,
      venueId: message.venueId,
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      transport: mail ? 'Smtp' : 'Outbox',
      createdAt: message.at,
      updatedAt: message.at,
      createdBy: message.by,
      updatedBy: message.by,
    })
    .execute();
}

/** The mail sent to a guest, newest first (the latest 100). */
export async function readGuestMail(db: Db, guestId: string): Promise<GuestMail[]> {
  const rows = await db.selectFrom('guestMailOutbox').selectAll().where('guestId', '=', guestId).orderBy('createdAt', 'desc').limit(100).execute();
  return rows.map((r) => ({ id: r.id, sentAt: r.createdAt.toISOString(), kind: r.kind!, recipient: r.recipient!, subject: r.subject!, body: r.body!, transport: r.transport as GuestMail['transport'] }));
}
