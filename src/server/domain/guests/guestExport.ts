import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';

/** The guest whose data is exported, with what other tables find the guest by. */
export interface ExportSubject {
  id: string;
  country: string;
  email: string | null;
  phone: string | null;
}

type Row = Record<string, unknown>;

/**
 * One part of a data-subject export: the table it reads and how it finds the guest's rows there. `guestColumns` names
 * the table's columns that reference a guest profile; the completeness test (tests/server/guestExport.test.ts)
 * checks that every such column of the database is covered by a section or deliberately left out
 * (`NOT_EXPORTED`).
 */
export interface ExportSection {
  key: string;
  title: string;
  table: string;
  guestColumns: string[];
  rows(db: Db, guest: ExportSubject): RawBuilder<Row>;
}

const lowerEmail = (g: ExportSubject) => (g.email ? g.email.trim().toLowerCase() : null);
/** Rows that name the guest by email (in any case) or by phone, in the table's own columns; none when it has neither. */
const namesGuest = (g: ExportSubject, emailColumn: string, phoneColumn: string) =>
  sql`((${lowerEmail(g)}::text IS NOT NULL AND lower(${sql.ref(emailColumn)}) = ${lowerEmail(g)}) OR (${g.phone}::text IS NOT NULL AND ${sql.ref(phoneColumn)} = ${g.phone}))`;
/** Venues of the guest's country: bookings and guest lists are matched by email or phone there only. */
const countryVenues = (g: ExportSubject) => sql`(SELECT id FROM venues WHERE country = ${g.country})`;
const countryVenueDetails = (g: ExportSubject) => sql`(SELECT id FROM venue_details WHERE venue_portal_id IN ${countryVenues(g)})`;

const byGuestColumn = (key: string, title: string, table: string, column: string, order = 'created_at'): ExportSection => ({
  key,
  title,
  table,
  guestColumns: [column],
  rows: (_db, g) => sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${g.id} ORDER BY ${sql.ref(order)}, id`,
});

/** A table with no guest column: its rows at the venues of the guest's country that name the guest's email or phone. */
const byContactInCountry = (key: string, title: string, table: string, [emailColumn, phoneColumn]: [string, string], order = 'created_at'): ExportSection => ({
  key,
  title,
  table,
  guestColumns: [],
  rows: (_db, g) =>
    sql<Row>`SELECT * FROM ${sql.table(table)} WHERE venue_id IN ${countryVenues(g)} AND ${namesGuest(g, emailColumn, phoneColumn)} ORDER BY ${sql.ref(order)}, id`,
});

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'profile',
    title: 'Profile',
    table: 'guest_profiles',
    guestColumns: ['referred_by_guest_id'],
    // The guests this guest referred are other people: only their ids and when they joined.
    rows: (_db, g) => sql<Row>`
      SELECT p.*, coalesce((SELECT jsonb_agg(jsonb_build_object('id', r.id, 'createdAt', r.created_at) ORDER BY r.created_at)
                            FROM guest_profiles r WHERE r.referred_by_guest_id = p.id), '[]'::jsonb) AS referred_guests
      FROM guest_profiles p WHERE p.id = ${g.id}`,
  },
  byGuestColumn('consents', 'Consents', 'guest_consents', 'guest_id'),
  byGuestColumn('consentEvidence', 'Consent evidence', 'guest_consent_evidence', 'guest_id'),
  {
    key: 'consentConfirmations',
    title: 'Email consent confirmations',
    table: 'guest_consent_confirmations',
    guestColumns: ['guest_id'],
    // The token's hash is a secret of the link, not data about the guest.
    rows: (_db, g) => sql<Row>`
      SELECT id, guest_id, venue_id, country, consent, email, language, expires_at, closed_at, outcome, legal_document_id,
             legal_document_revision, created_at, created_by
      FROM guest_consent_confirmations WHERE guest_id = ${g.id} ORDER BY created_at, id`,
  },
  byGuestColumn('mailSent', 'Mail sent to the guest', 'guest_mail_outbox', 'guest_id'),
  byGuestColumn('notes', 'Notes', 'guest_notes', 'guest_id'),
  byGuestColumn('changeLog', 'Change log', 'guest_logs', 'guest_id'),
  byGuestColumn('globalLog', 'Global log', 'global_logs', 'guest_id'),
  byGuestColumn('referralLinks', 'Referral links', 'short_links', 'guest_id'),
  byGuestColumn('messengerConversations', 'Messenger conversations', 'messenger_conversations', 'guest_id'),
  byGuestColumn('emailConversations', 'Email conversations', 'email_conversations', 'guest_id'),
  {
    key: 'bookings',
    title: 'Bookings',
    table: 'bookings',
    guestColumns: [],
    rows: (_db, g) => sql<Row>`
      SELECT b.*, to_jsonb(c.*) AS customer
      FROM booking_customers c JOIN bookings b ON b.booking_customer_id = c.id
      WHERE c.venue_details_id IN ${countryVenueDetails(g)}
        AND ${namesGuest(g, 'c.email', 'c.phone_number')}
      ORDER BY b.arrival, b.id`,
  },
  {
    key: 'guestListEntries',
    title: 'Guest-list entries',
    table: 'guest_list_items',
    guestColumns: ['guest_profile_id'],
    rows: (_db, g) => sql<Row>`
      SELECT * FROM guest_list_items
      WHERE guest_profile_id = ${g.id}
         OR (venue_details_id IN ${countryVenueDetails(g)}
             AND ${namesGuest(g, 'email', 'phone_number')})
      ORDER BY date, id`,
  },
  byContactInCountry('bookingFormSubmissions', 'Booking form submissions', 'booking_form_submissions', ['guest_email', 'guest_phone'], 'submitted_at'),
  byContactInCountry('campaignSends', 'Campaign messages', 'campaign_outbox', ['recipient', 'recipient']),
  byGuestColumn('accessLog', 'Access log', 'guest_access_logs', 'guest_id'),
  byGuestColumn('dataSubjectRequests', 'Data-subject requests', 'guest_requests', 'guest_id'),
  {
    key: 'merges',
    title: 'Merges',
    table: 'guest_profile_merges',
    guestColumns: ['kept_guest_id', 'removed_guest_id'],
    // A merge into this guest or of this guest into another, with what undoing it needs within its day.
    rows: (_db, g) => sql<Row>`SELECT * FROM guest_profile_merges WHERE kept_guest_id = ${g.id} OR removed_guest_id = ${g.id} ORDER BY created_at, id`,
  },
];

/**
 * Tables with a guest reference column that the export leaves out on purpose, each with the reason (the completeness
 * test fails on any other).
 */
export const NOT_EXPORTED: Record<string, string> = {
  guest_duplicates: "Possible duplicates found by the detection job: derived from the profile's own data, rebuilt each run, and naming another person",
  guest_duplicate_dismissals: 'A decision of staff that two profiles are different people: it holds only ids, one of them another person',
};

export type ExportData = Record<string, Row[]>;

/** Every section's rows for the guest, read in one snapshot (a repeatable-read transaction where the caller gives one). */
export async function collectGuestData(db: Db, guest: ExportSubject): Promise<ExportData> {
  const data: ExportData = {};
  for (const section of EXPORT_SECTIONS) data[section.key] = (await section.rows(db, guest).execute(db)).rows;
  return data;
}
