import { sql } from 'kysely';
import type { RequestContext } from '../../api/context';

/** `= ANY($1)` with one array parameter: a venue's guests can be more than PostgreSQL's 65,535 parameters. */
const anyOf = (ids: string[]) => sql<string>`ANY(${ids}::text[])`;

/**
 * Removes the personal data of guests for good, set-based so that a whole venue (tens of thousands of guests) is one
 * statement per table: the profile's personal fields and search keys, consents, notes, referral links, the inbox
 * conversations linked to them, and the old and new values in their change log. The log keeps what happened, who did
 * it and when, and gets one "Anonymized" entry per guest; the global log gets a privacy entry.
 */
export async function anonymizeGuests(ctx: RequestContext, guestIds: string[]): Promise<{ consents: number; notes: number; links: number; conversations: number }> {
  if (!guestIds.length) return { consents: 0, notes: 0, links: 0, conversations: 0 };
  const ids = guestIds;
  const now = ctx.now;
  const userId = ctx.user.userId;
  const consents = await ctx.db.deleteFrom('guestConsents').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const notes = await ctx.db.deleteFrom('guestNotes').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const links = await ctx.db.deleteFrom('shortLinks').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const messenger = await ctx.db.deleteFrom('messengerConversations').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  const email = await ctx.db.deleteFrom('emailConversations').where('guestId', '=', anyOf(ids)).executeTakeFirst();
  await ctx.db.updateTable('guestLogs').set({ oldValue: null, newValue: null }).where('guestId', '=', anyOf(ids)).execute();
  await ctx.db
    .updateTable('guestProfiles')
    .set({
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      birthDate: null,
      profileImageUrl: null,
      socialsFacebook: null,
      socialsInstagram: null,
      labels: JSON.stringify([]),
      interests: JSON.stringify([]),
      fieldSources: JSON.stringify([]),
      referralCode: null,
      nameKey: null,
      firstNameKey: null,
      emailKey: null,
      phoneKey: null,
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
    SELECT id, 'Anonymized', 'Manual', ${now}, ${userId} FROM unnest(${ids}::text[]) AS id`.execute(ctx.db);
  await sql`
    INSERT INTO global_logs (guest_id, country, venue_id, category, system, message, created_at, created_by)
    SELECT id, country, venue_id, 'Privacy', 'Venue Portal', 'Personal data anonymised', ${now}, ${userId}
    FROM guest_profiles WHERE id = ANY(${ids}::text[])`.execute(ctx.db);
  return {
    consents: Number(consents.numDeletedRows),
    notes: Number(notes.numDeletedRows),
    links: Number(links.numDeletedRows),
    conversations: Number(messenger.numDeletedRows) + Number(email.numDeletedRows),
  };
}
