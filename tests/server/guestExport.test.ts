import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_SECTIONS, NOT_EXPORTED } from '@/server/domain/guests/guestExport';
import { pdfText } from '../support/pdfText';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The data-subject export: everything held about a guest as JSON and PDF, logged with its reason, for holders of
 * vp.hq.guestprofiles.export only; and a completeness check over the database's own tables.
 */
const api = '/api/crm/api';
const now = pinClock('2026-11-20T10:15:00Z');
const url = process.env.TEST_DATABASE_URL;

describe.each([
  ['the embedded database', false],
  ['PostgreSQL', true],
] as const)('data-subject export on %s', (_, postgres) => {
  let server: TestServer;
  beforeAll(async () => {
    if (postgres && !url) return;
    server = await startTestServer(postgres ? { postgres: { url: url!, name: 'guest_export' } } : {});
  }, 180_000);
  afterAll(async () => server?.close());

  const exportAs = (user: string, country: string, guestId: string, body: object) => server.request(user, { method: 'POST', url: `${api}/UserProfiles/${country}/${guestId}/export`, payload: body });
  const karoline = () => server.db.selectFrom('guestProfiles').selectAll().where('email', 'ilike', 'karoline.bech%').executeTakeFirstOrThrow();
  const it = postgres && !url ? test.skip : test;

  it('answers everything held about the guest as JSON, with the export itself in the access log', async () => {
    const guest = await karoline();
    await server.db
      .insertInto('guestListItems')
      .values({ venueDetailsId: (await server.db.selectFrom('venueDetails').select('id').where('venuePortalId', '=', 'venue-dk-norrebro').executeTakeFirstOrThrow()).id, date: '2026-11-21', fullName: 'Karoline Bech-Winther', guestProfileId: guest.id, guestCount: 2 })
      .execute();
    const res = await exportAs('user-hq', 'dk', guest.id, { format: 'json', reason: 'Access request of 19 November, by email' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toContain(`guest-${guest.id}-2026-11-20.json`);
    const doc = res.json();
    expect(doc).toMatchObject({ guestId: guest.id, country: 'dk', exportedAt: now.toISOString(), exportedBy: { id: 'user-hq', name: 'Anna Holm' }, reason: 'Access request of 19 November, by email' });
    expect(Object.keys(doc.sections)).toEqual(EXPORT_SECTIONS.map((s) => s.key));
    expect(doc.sections.profile[0]).toMatchObject({ id: guest.id, firstName: 'Karoline', email: guest.email });
    expect(doc.sections.consents.length).toBeGreaterThan(0);
    expect(doc.sections.notes).toHaveLength(2);
    expect(doc.sections.guestListEntries.map((e: { fullName: string }) => e.fullName)).toContain('Karoline Bech-Winther');
    expect(doc.sections.accessLog[0]).toMatchObject({ action: 'export', actorUserId: 'user-hq', reason: 'Access request of 19 November, by email' });
  });

  it('answers a PDF naming the guest, the reason and each section', async () => {
    const guest = await karoline();
    const res = await exportAs('user-gr', 'dk', guest.id, { format: 'pdf', reason: 'Subject access request' });
    // Guest relations holds the export permission at the British venues only.
    expect(res.statusCode).toBe(403);
    const pdf = await exportAs('user-hq', 'dk', guest.id, { format: 'pdf', reason: 'Subject access request' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Personal data held about Karoline Bech-Winther');
    expect(text).toContain('Reason: Subject access request');
    for (const section of EXPORT_SECTIONS) expect(text).toContain(section.title);
  });

  it('lists each booking in the PDF as one line with its local time, venue, covers and state, without bookkeeping', async () => {
    const guest = await karoline();
    const venues = await server.db
      .selectFrom('venueDetails')
      .innerJoin('venues', 'venues.id', 'venueDetails.venuePortalId')
      .select(['venueDetails.id', 'venueDetails.name'])
      .where('venues.country', '=', 'dk')
      .orderBy('venueDetails.name')
      .limit(2)
      .execute();
    expect(venues).toHaveLength(2);
    const customers = await server.db
      .insertInto('bookingCustomers')
      .values(venues.map((v) => ({ venueDetailsId: v.id, name: 'Karoline Bech-Winther', email: guest.email, type: 0 })))
      .returning('id')
      .execute();
    // 18:00 and 19:30 UTC are 19:00 and 20:30 in Copenhagen in winter.
    const arrivals = ['2026-12-03T18:00:00Z', '2026-12-10T19:30:00Z', '2026-12-17T18:00:00Z'];
    await server.db
      .insertInto('bookings')
      .values(arrivals.map((arrival, i) => ({ venueDetailsId: venues[i % 2].id, bookingCustomerId: customers[i % 2].id, guestCount: 2 + i, bookingState: 3, arrival, customerMessage: `Window table ${i + 1}` })))
      .execute();
    const pdf = await exportAs('user-hq', 'dk', guest.id, { format: 'pdf', reason: 'Subject access request' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    // A table's cells are separate pieces of text: read back as one space between them.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const lines = [
      ['03/12/2026 19:00', venues[0].name, '2', 'Venue confirmed', 'Window table 1'],
      ['10/12/2026 20:30', venues[1].name, '3', 'Venue confirmed', 'Window table 2'],
      ['17/12/2026 19:00', venues[0].name, '4', 'Venue confirmed', 'Window table 3'],
    ];
    for (const line of lines) expect(text).toContain(line.join(' '));
    expect(text).toMatch(/Bookings \(\d+\) Arrival Venue Covers State Note/);
    for (const bookkeeping of ['version:', 'createdBy:', 'updatedBy:', 'emailKey:']) expect(text).not.toContain(bookkeeping);
  });

  it('needs a reason and the export permission, and is not found in another country', async () => {
    const guest = await karoline();
    expect((await exportAs('user-hq', 'dk', guest.id, { format: 'json', reason: ' ' })).json()).toMatchObject({ status: 400, field: 'body.reason' });
    expect((await exportAs('user-hq', 'dk', guest.id, { format: 'json' })).json()).toMatchObject({ status: 400, field: 'body.reason' });
    expect((await exportAs('user-hq', 'dk', guest.id, { format: 'xml', reason: 'Asked' })).json()).toMatchObject({ status: 400, field: 'body.format' });
    // Country director and channel marketing see the profile but may not export it.
    for (const user of ['user-cd', 'user-cm', 'user-vm']) expect((await exportAs(user, 'dk', guest.id, { format: 'json', reason: 'Asked' })).statusCode, user).toBe(403);
    expect((await exportAs('user-hq', 'uk', guest.id, { format: 'json', reason: 'Asked' })).statusCode).toBe(404);
    const uk = await server.db.selectFrom('guestProfiles').select('id').where('country', '=', 'uk').where('anonymizedAt', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await exportAs('user-gr', 'uk', uk.id, { format: 'json', reason: 'Asked at the bar' })).statusCode).toBe(200);
  });

  it('covers every table with a column referring to a guest, or leaves it out with a reason', async () => {
    const columns = await sql<{ table: string; column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name ~ '(^|_)guest(_profile)?_id$'
      ORDER BY 1, 2`.execute(server.db);
    expect(columns.rows.length).toBeGreaterThan(5);
    const covered = new Set(EXPORT_SECTIONS.flatMap((s) => [s.table, ...s.guestColumns.map((c) => `${s.table}.${c}`)]));
    const missing = columns.rows.filter((c) => !covered.has(c.table) && !(c.table in NOT_EXPORTED)).map((c) => `${c.table}.${c.column}`);
    expect(missing, 'tables holding guest data that the export leaves out: add a section to EXPORT_SECTIONS or a reason to NOT_EXPORTED').toEqual([]);
    for (const [table, reason] of Object.entries(NOT_EXPORTED)) expect(reason.length, table).toBeGreaterThan(10);
  });
});
