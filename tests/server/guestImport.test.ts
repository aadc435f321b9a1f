import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestImport } from '@/shared/guests/guestImports';
import { multipart } from '../support/multipart';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Importing guests from an .xlsx: a preview with errors per row and matches to existing guests, then one apply that
 * records each consent with evidence of the import, the importing user and the revision in force. Pinned clock.
 */
const now = pinClock('2026-11-20T10:15:00Z');
const api = '/api/crm/api';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheet(rows: (string | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Guests');
  ws.addRow(['First name', 'Last name', 'Email', 'Phone', 'Birth date', 'Venue', 'PersonalData consent', 'email consent', 'Phone Consent', 'SnailMail consent']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('guest import', () => {
  let server: TestServer;
  const upload = (user: string, data: Buffer, country = 'uk') => {
    const body = multipart({}, { name: 'guests.xlsx', type: XLSX, content: data });
    return server.request(user, { method: 'POST', url: `${api}/GuestImports/${country}`, payload: body.payload, headers: body.headers });
  };
  const apply = (user: string, id: string, country = 'uk') => server.request(user, { method: 'POST', url: `${api}/GuestImports/${country}/${id}/apply` });

  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(async () => server?.close());

  it('previews rows with their errors and matches, then applies the good ones with evidence of the import', async () => {
    const known = await server.db.selectFrom('guestProfiles').select(['id', 'email', 'phone']).where('country', '=', 'uk').where('firstName', '=', 'Charlotte').where('lastName', '=', 'Pemberton').executeTakeFirstOrThrow();
    const data = await sheet([
      ['Nina', 'Hart', 'nina.hart@example.test', '+44 7700 900555', '1990-04-12', 'venue-uk-shoreditch', 'x', 'yes', '', ''],
      ['Charlotte', 'Pemberton', known.email!.toUpperCase(), null, null, 'Shoreditch Social', '', '', 'x', 'x'],
      ['Bad', 'Row', 'not-an-email', null, '2030-01-01', 'Nowhere', 'x', '', '', ''],
      [null, null, null, null, null, null, '', '', '', ''],
    ]);
    const previewed = await upload('user-hq', data);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json() as GuestImport;
    expect(preview).toMatchObject({ status: 'Previewed', fileName: 'guests.xlsx', country: 'uk' });
    expect(preview.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(preview.rows[0]).toMatchObject({ firstName: 'Nina', consents: ['PersonalData', 'Email'], venueId: 'venue-uk-shoreditch', errors: [], match: null });
    expect(preview.rows[1]).toMatchObject({ venueId: 'venue-uk-shoreditch', errors: [], match: { guestId: known.id } });
    expect(preview.rows[1].consents).toEqual(['Phone', 'SnailMail']);
    expect(preview.rows[2].errors).toEqual([
      'Email: "not-an-email" is not an email address.',
      'Birth date: "2030-01-01" is not a birth date (YYYY-MM-DD).',
      'Venue: no venue "Nowhere" in this country.',
    ]);

    const applied = await apply('user-hq', preview.id);
    expect(applied.statusCode, applied.body).toBe(200);
    const done = applied.json() as GuestImport;
    expect(done).toMatchObject({ status: 'Applied', appliedAt: now.toISOString(), result: { created: 1, matched: 1, consentsGiven: 2, confirmationsSent: 1, skipped: 1 } });
    // The bad row is kept whole, to be corrected; the applied ones keep only the guest they became.
    expect(done.rows[2]).toEqual(preview.rows[2]);
    expect(done.rows[0]).toMatchObject({ email: null, match: { guestId: expect.any(String) } });

    const nina = await server.db.selectFrom('guestProfiles').selectAll().where('id', '=', done.rows[0].match!.guestId).executeTakeFirstOrThrow();
    expect(nina).toMatchObject({ firstName: 'Nina', lastName: 'Hart', email: 'nina.hart@example.test', birthDate: '1990-04-12', source: 'Import', createdBy: 'user-hq' });
    const privacy = await server.db.selectFrom('legalDocuments').select(['id', 'currentRevision']).where('country', '=', 'uk').where('type', '=', 'PrivacyPolicy').where('isEnabled', '=', true).orderBy('updatedAt', 'desc').executeTakeFirst();
    const evidence = await server.db.selectFrom('guestConsentEvidence').selectAll().where('guestId', '=', nina.id).orderBy('consent').execute();
    expect(evidence.map((e) => [e.consent, e.action, e.source, e.actorUserId, e.actorJob, e.venueId])).toEqual([
      ['Email', 'Requested', 'Import', 'user-hq', `import ${preview.id}`, 'venue-uk-shoreditch'],
      ['PersonalData', 'Given', 'Import', 'user-hq', `import ${preview.id}`, 'venue-uk-shoreditch'],
    ]);
    expect(evidence[1]).toMatchObject({ legalDocumentId: privacy?.id ?? null, legalDocumentRevision: privacy ? (privacy.currentRevision ?? 1) : null, at: now.toDate() });
    expect(await server.db.selectFrom('guestConsentConfirmations').select('consent').where('guestId', '=', nina.id).where('closedAt', 'is', null).execute()).toEqual([{ consent: 'Email' }]);
    // The known guest already had Phone at the venue: only SnailMail is new.
    const snail = await server.db.selectFrom('guestConsentEvidence').selectAll().where('guestId', '=', known.id).where('source', '=', 'Import').execute();
    expect(snail).toEqual([expect.objectContaining({ consent: 'SnailMail', action: 'Given', actorUserId: 'user-hq' })]);

    const again = await apply('user-hq', preview.id);
    expect(again.statusCode).toBe(409);
  });

  it('refuses the import to a user without the guest profile edit permission, and rows at venues where the user may not', async () => {
    const data = await sheet([['Ola', 'Nordmann', 'ola@example.test', null, null, 'venue-dk-norrebro', 'x', '', '', '']]);
    expect((await upload('user-vm', data, 'dk')).statusCode).toBe(403);
    const gr = await upload('user-gr', data, 'uk');
    expect(gr.statusCode, gr.body).toBe(200);
    expect((gr.json() as GuestImport).rows[0].errors).toEqual(['Venue: no venue "venue-dk-norrebro" in this country.']);
    expect((await upload('user-gr', data, 'dk')).statusCode).toBe(403);
  });

  it('refuses a file that is not a workbook, naming the file', async () => {
    const res = await upload('user-hq', Buffer.from('first name,email\nA,a@example.test'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.file', message: 'body.file: is not an Excel workbook (.xlsx)' });
  });
});
