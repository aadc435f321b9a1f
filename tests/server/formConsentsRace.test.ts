import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/** Twenty submissions of one new guest at the same moment, on real PostgreSQL: one profile, one pending email consent. */
pinClock('2026-11-20T10:15:00Z');
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('form submissions of one new guest on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ postgres: { url: url!, name: 'form_consents' } });
  }, 300_000);
  afterAll(async () => server?.close());

  it('makes one guest of twenty simultaneous booking form submissions with the same new email', async () => {
    const form = await server.db.selectFrom('bookingForms').select(['id', 'fields']).where('formName', '=', 'Table booking').executeTakeFirstOrThrow();
    const id = (type: string) => (form.fields as { id: string; technicalType: string }[]).find((f) => f.technicalType === type)!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `/api/public/BookingForms/${form.id}/venues/venue-dk-norrebro/submissions`,
          payload: {
            values: { [id('GuestFullName')]: 'Ida Race', [id('GuestEmail')]: i % 2 ? 'IDA.RACE@example.test' : 'ida.race@example.test', [id('NumGuests')]: 2, [id('ArrivalDate')]: '2026-12-01' },
            consents: ['PersonalData', 'Email'],
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const guests = await server.db.selectFrom('guestProfiles').select('id').where('country', '=', 'dk').where('emailKey', '=', 'ida.race@example.test').execute();
    expect(guests).toHaveLength(1);
    const guestId = guests[0].id;
    expect(await server.db.selectFrom('guestConsents').select('consent').where('guestId', '=', guestId).execute()).toEqual([{ consent: 'PersonalData' }]);
    expect(await server.db.selectFrom('guestConsentConfirmations').select('id').where('guestId', '=', guestId).execute()).toHaveLength(1);
    const evidence = await server.db.selectFrom('guestConsentEvidence').select(['consent', 'action']).where('guestId', '=', guestId).orderBy('consent').execute();
    expect(evidence).toEqual([
      { consent: 'Email', action: 'Requested' },
      { consent: 'PersonalData', action: 'Given' },
    ]);
    expect(await server.db.selectFrom('bookingFormSubmissions').select('id').where('guestEmail', 'in', ['ida.race@example.test', 'IDA.RACE@example.test']).execute()).toHaveLength(20);
  });
});
