import { sql } from 'kysely';
import type { Removed } from '@/shared/guests/guestProfiles';
import type { RequestContext } from '../../api/context';
import { recordWithdrawalOfAll } from './consentEvidence';

/** A guest profile's personal fields and search keys as anonymizing leaves them. */
export const ERASED_PROFILE = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  birthDate: null,
  profileImageUrl: null,
  socialsFacebook: null,
  socialsInstagram: null,
  labels: '[]',
  interests: '[]',
  fieldSources: '[]',
  referralCode: null,
  nameKey: null,
  firstNameKey: null,
  emailKey: null,
  phoneKey: null,
} as const;

/** What a guest-list entry of an anonymised guest is called: the name is required there. */
export const ERASED_NAME = 'Anonymised guest';

/** `= ANY($1)` with one array parameter: a venue's guests can be more than PostgreSQL's 65,535 parameters. */
const anyOf = (ids: string[]) => sql<string>`ANY(${ids}::text[])`;

/**
 * Removes the personal data of guests for good, set-based so that a whole venue (tens of thousands of guests) is one
 * statement per table: the profile's personal fields and search keys, consents, notes, referral links, the inbox
 * conversations linked to them with the files attached to their emails, and the old and new values in their change
 * log. The log keeps what happened, who did
 * it and when, and gets one "Anonymized" entry per guest; the global log gets a privacy entry.
 */
/**
 * Deletes the email threads linked to the guests and, in the same statement, the files attached to their messages
 * (`media` and `file_contents`), unless another thread still refers to a file.
 */
async function deleteEmailThreads(ctx: AnonymizeContext, ids: string[]): Promise<{ threads: number; files: number }> {
  const result = await sql<{ threads: string; files: string }>`
    WITH gone AS (
      DELETE FROM email_conversations WHERE guest_id = ANY(${ids}::text[]) RETURNING id, messages
    ), attached AS (
      SELECT DISTINCT a->>'mediaId' AS id
      FROM gone, jsonb_array_elements(coalesce(gone.messages, '[]'::jsonb)) AS m, jsonb_array_elements(coalesce(m->'attachments', '[]'::jsonb)) AS a
      WHERE a->>'mediaId' IS NOT NULL
    ), orphaned AS (
      SELECT f.id FROM attached f
      WHERE NOT EXISTS (
        SELECT 1 FROM email_conversations c
        WHERE c.id NOT IN (SELECT id FROM gone) AND c.messages @> jsonb_build_array(jsonb_build_object('attachments', jsonb_build_array(jsonb_build_object('mediaId', f.id))))
      )
    ), contents AS (
      DELETE FROM file_contents WHERE id IN (SELECT id FROM orphaned) RETURNING id
    ), files AS (
      DELETE FROM media WHERE id IN (SELECT id FROM orphaned) RETURNING id
    )
    SELECT (SELECT count(*) FROM gone) AS threads, (SELECT count(*) FROM (SELECT id FROM files UNION SELECT id FROM contents) AS f) AS files`.execute(ctx.db);
  const row = result.rows[0];
  return { threads: Number(row?.threads ?? 0), files: Number(row?.files ?? 0) };
}

/** Who anonymises: a person (a request) or the retention schedule (no user), and how the logs name it. */
export type AnonymizeContext = Pick<RequestContext, 'db' | 'now'> & { user: { userId: string | null } };
export interface AnonymizeReason {
  source: string;
  message: string;
}
const BY_STAFF: AnonymizeReason = { source: 'Manual', message: 'Personal data anonymised' };

/**
 * The guests' bookings (those under their emails) and guest-list entries keep their counts, guests, arrivals and
 * spend but lose who booked: name, phone, email, company, VAT number, the guest's message and the entry's note.
 */
async function eraseBookingCustomers(ctx: AnonymizeContext, ids: string[]): Promise<void> {
  await sql`
    WITH keys AS (
      SELECT DISTINCT email_key FROM guest_profiles WHERE id = ANY(${ids}::text[]) AND email_key IS NOT NULL
    ), customers AS (
      UPDATE booking_customers SET name = NULL, phone_number = NULL, email = NULL, company_name = NULL, vat_no = NULL, updated_at = ${ctx.now}
      WHERE lower(email) IN (SELECT email_key FROM keys) RETURNING id
    )
    UPDATE bookings SET customer_message = NULL, updated_at = ${ctx.now} WHERE booking_customer_id IN (SELECT id FROM customers)`.execute(ctx.db);
  await sql`
    UPDATE guest_list_items SET full_name = ${ERASED_NAME}, email = NULL, phone_number = NULL, note = NULL, updated_at = ${ctx.now}
    WHERE guest_profile_id = ANY(${ids}::text[])`.execute(ctx.db);
}

export async function anonymizeGuests(ctx: AnonymizeContext, guestIds: string[], reason: AnonymizeReason = BY_STAFF): Promise<Removed> {
  if (!guestIds.length) return { consents: 0, notes: 0, links: 0, conversations: 0, files: 0 };
  const ids = guestIds;
  const now = ctx.now;
  const userId = ctx.user.userId;
  // Anonymising withdraws every consent: the evidence says so (and stays), the pending confirmations go with the address.
  await recordWithdrawalOfAll(ctx.db, ids, { source: 'Anonymisation', at: now, actorUserId: userId, actorJob: userId ? null : reason.source });
  const consents = await ctx.db.deleteFrom('guestConsents').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  await ctx.db.deleteFrom('guestConsentConfirmations').where('guestId', '=', anyOf(ids)).execute();
  await ctx.db.deleteFrom('guestMailOutbox').where('guestId', '=', anyOf(ids)).execute();
  const notes = await ctx.db.deleteFrom('guestNotes').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const links = await ctx.db.deleteFrom('shortLinks').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const messenger = await ctx.db.deleteFrom('messengerConversations').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const email = await deleteEmailThreads(ctx, ids);
  await eraseBookingCustomers(ctx, ids);
  await ctx.db.updateTable('guestLogs').set({ oldValue: null, newValue: null }).where('guestId', '=', anyOf(ids)).execute();
  await ctx.db
    .updateTable('guestProfiles')
    .set({
      ...ERASED_PROFILE,
      anonymizedAt: now,
      anonymizedBy: userId,
      version: sql`version + 1`,
      updatedAt: now,
      updatedBy: userId,
    })
    .where('id', '=', anyOf(ids))
    .execute();
  await sql`
    INSERT INTO guest_logs (guest_id, action, source, created_at, created_by)
    SELECT id, 'Anonymized', ${reason.source}, ${now}, ${userId} FROM unnest(${ids}::text[]) AS id`.execute(ctx.db);
  await sql`
    INSERT INTO global_logs (guest_id, country, venue_id, category, system, message, created_at, created_by)
    SELECT id, country, venue_id, 'Privacy', 'Venue Portal', ${reason.message}, ${now}, ${userId}
    FROM guest_profiles WHERE id = ANY(${ids}::text[])`.execute(ctx.db);
  return {
    consents: Number(consents.numDeletedRows),
    notes: Number(notes.numDeletedRows),
    links: Number(links.numDeletedRows),
    conversations: Number(messenger.numDeletedRows) + email.threads,
    files: email.files,
  };
}
