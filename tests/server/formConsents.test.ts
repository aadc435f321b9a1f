import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Consents from the guest-facing forms: a booking form and a dynamic form (a check-in) submitted without signing in
 * store the submission, find or make the guest by email or phone, and give each ticked consent with evidence naming
 * the form, the venue and the legal document revision; email consent waits for the guest's confirmation. Pinned clock.
 */
const now = pinClock('2026-11-20T10:15:00Z');
const VENUE = 'venue-uk-shoreditch';

describe('consents from booking forms and dynamic forms', () => {
  let server: TestServer;
  let bookingForm: { id: string; fields: { id: string; technicalType: string }[] };
  let checkIn: string;
  const fieldId = (type: string) => bookingForm.fields.find((f) => f.technicalType === type)!.id;
  const submit = (kind: 'BookingForms' | 'DynamicForms', formId: string, payload: unknown, venueId = VENUE) =>
    server.app.inject({ method: 'POST', url: `/api/public/${kind}/${formId}/venues/${venueId}/submissions`, payload: payload as object });
  const booking = (email: string, consents: string[], extra: Record<string, unknown> = {}) => ({
    values: { [fieldId('GuestFullName')]: 'Harriet Cole', [fieldId('GuestEmail')]: email, [fieldId('GuestPhone')]: '+44 7700 900123', [fieldId('NumGuests')]: 4, [fieldId('ArrivalDate')]: '2026-12-04', ...extra },
    consents,
  });
  const evidenceOf = (guestId: string) => server.db.selectFrom('guestConsentEvidence').selectAll().where('guestId', '=', guestId).orderBy('consent').execute();
  const guestByEmail = (email: string) => server.db.selectFrom('guestProfiles').selectAll().where('emailKey', '=', email).where('country', '=', 'uk').execute();
  const marketingDocument = () =>
    server.db.selectFrom('legalDocuments').select(['id', 'currentRevision']).where('country', '=', 'uk').where('type', '=', 'MarketingConsent').where('isEnabled', '=', true).orderBy('updatedAt', 'desc').executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer();
    const form = await server.db.selectFrom('bookingForms').select(['id', 'fields']).where('formName', '=', 'Table booking').executeTakeFirstOrThrow();
    bookingForm = { id: form.id, fields: form.fields as { id: string; technicalType: string }[] };
    const dynamic = await server.db
      .insertInto('dynamicForms')
      .values({
        name: 'Door check-in',
        title: 'Welcome',
        isActive: true,
        fields: JSON.stringify([
          { key: 'name', label: 'Name', type: 'Text', required: true, options: [] },
          { key: 'email', label: 'Email', type: 'Email', required: false, options: [] },
          { key: 'mobile', label: 'Mobile', type: 'Phone', required: false, options: [] },
          { key: 'newsletter', label: 'Newsletter', type: 'Checkbox', required: false, options: [] },
        ]),
        venueIds: JSON.stringify([VENUE]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    checkIn = dynamic.id;
  }, 180_000);
  afterAll(async () => server?.close());

  it('gives every consent of the demo evidence: booking form guests gave theirs on the form, the others through staff', async () => {
    const missing = await server.db
      .selectFrom('guestConsents as c')
      .select('c.id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('guestConsentEvidence as e').select('e.id').whereRef('e.guestId', '=', 'c.guestId').whereRef('e.venueId', '=', 'c.venueId').whereRef('e.consent', '=', 'c.consent'))))
      .execute();
    expect(missing).toEqual([]);
    const showcase = await server.db.selectFrom('guestProfiles').select('id').where('email', '=', 'charlotte.pemberton@gmail.com').executeTakeFirstOrThrow();
    const evidence = await evidenceOf(showcase.id);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(e).toMatchObject({ action: 'Given', source: 'BookingForm', actorUserId: null, actorJob: `booking form ${bookingForm.id}` });
    const document = await marketingDocument();
    expect(evidence.find((e) => e.consent === 'Email')).toMatchObject({ legalDocumentId: document.id });
    const staff = await server.db.selectFrom('guestConsentEvidence').select(['actorUserId']).where('source', '=', 'Staff').where('country', '=', 'uk').where('at', '<', now.subtract(1, 'day').toDate()).limit(1).executeTakeFirstOrThrow();
    expect(staff.actorUserId).toBe('user-gr');
  });

  it('stores a booking form submission, makes the guest and gives the consents with evidence of the form; email waits for confirmation', async () => {
    const res = await submit('BookingForms', bookingForm.id, booking('harriet.cole@example.test', ['PersonalData', 'Phone', 'Email']));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ confirmationMailed: true });
    const submission = await server.db.selectFrom('bookingFormSubmissions').selectAll().where('id', '=', res.json().submissionId).executeTakeFirstOrThrow();
    expect(submission).toMatchObject({ venueId: VENUE, guestName: 'Harriet Cole', guestEmail: 'harriet.cole@example.test', numGuests: 4, arrivalDate: '2026-12-04', submittedAt: now.toDate() });
    const [guest] = await guestByEmail('harriet.cole@example.test');
    expect(guest).toMatchObject({ firstName: 'Harriet', lastName: 'Cole', source: 'BookingForm', venueId: VENUE });
    const consents = await server.db.selectFrom('guestConsents').select(['consent', 'source']).where('guestId', '=', guest.id).orderBy('consent').execute();
    expect(consents).toEqual([
      { consent: 'PersonalData', source: 'BookingForm' },
      { consent: 'Phone', source: 'BookingForm' },
    ]);
    const document = await marketingDocument();
    const evidence = await evidenceOf(guest.id);
    expect(evidence.map((e) => [e.consent, e.action, e.source])).toEqual([
      ['Email', 'Requested', 'BookingForm'],
      ['PersonalData', 'Given', 'BookingForm'],
      ['Phone', 'Given', 'BookingForm'],
    ]);
    for (const e of evidence) expect(e).toMatchObject({ venueId: VENUE, country: 'uk', actorUserId: null, actorJob: `booking form ${bookingForm.id}`, at: now.toDate() });
    expect(evidence.find((e) => e.consent === 'Phone')).toMatchObject({ legalDocumentId: document.id, legalDocumentRevision: document.currentRevision ?? 1 });
    const pending = await server.db.selectFrom('guestConsentConfirmations').selectAll().where('guestId', '=', guest.id).execute();
    expect(pending).toEqual([expect.objectContaining({ consent: 'Email', venueId: VENUE, closedAt: null, email: 'harriet.cole@example.test' })]);
    const mail = await server.db.selectFrom('guestMailOutbox').selectAll().where('guestId', '=', guest.id).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toMatch(/\/consent\/[A-Za-z0-9_-]+/);
  });

  it('finds the guest again by the same email in other writing, and mails no second link while the first works', async () => {
    const res = await submit('BookingForms', bookingForm.id, booking('  Harriet.Cole@EXAMPLE.test ', ['Email', 'SoMe']));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().confirmationMailed).toBe(false);
    const guests = await guestByEmail('harriet.cole@example.test');
    expect(guests).toHaveLength(1);
    const evidence = await evidenceOf(guests[0].id);
    expect(evidence.filter((e) => e.consent === 'Email')).toHaveLength(1);
    expect(evidence.find((e) => e.consent === 'SoMe')).toMatchObject({ action: 'Given', source: 'BookingForm' });
  });

  it('records a dynamic form check-in with source DynamicForm, finding the guest by phone', async () => {
    const res = await submit('DynamicForms', checkIn, { answers: { name: 'H. Cole', mobile: '07700 900123', newsletter: true }, consents: ['Analytics'] });
    expect(res.statusCode, res.body).toBe(201);
    const [guest] = await guestByEmail('harriet.cole@example.test');
    const evidence = (await evidenceOf(guest.id)).find((e) => e.consent === 'Analytics')!;
    expect(evidence).toMatchObject({ action: 'Given', source: 'DynamicForm', venueId: VENUE, actorUserId: null, actorJob: `dynamic form ${checkIn}` });
    const privacy = await server.db.selectFrom('legalDocuments').select(['id']).where('country', '=', 'uk').where('type', '=', 'PrivacyPolicy').where('isEnabled', '=', true).orderBy('updatedAt', 'desc').executeTakeFirst();
    expect(evidence.legalDocumentId).toBe(privacy?.id ?? null);
    const stored = await server.db.selectFrom('dynamicFormSubmissions').selectAll().where('id', '=', res.json().submissionId).executeTakeFirstOrThrow();
    expect(stored.answers).toEqual([
      { key: 'name', value: 'H. Cole' },
      { key: 'mobile', value: '07700 900123' },
      { key: 'newsletter', value: 'true' },
    ]);
  });

  it('makes a new guest from a check-in, with the email consent pending', async () => {
    const res = await submit('DynamicForms', checkIn, { answers: { name: 'Rosa Grey', email: 'rosa.grey@example.test' }, consents: ['Email'] });
    expect(res.statusCode, res.body).toBe(201);
    const [guest] = await guestByEmail('rosa.grey@example.test');
    expect(guest).toMatchObject({ source: 'DynamicForm', firstName: 'Rosa', lastName: 'Grey' });
    expect(await server.db.selectFrom('guestConsents').select('id').where('guestId', '=', guest.id).execute()).toEqual([]);
    expect(await evidenceOf(guest.id)).toEqual([expect.objectContaining({ consent: 'Email', action: 'Requested', source: 'DynamicForm' })]);
  });

  it('refuses bad bodies with the form’s message and the field, and keeps nothing', async () => {
    const before = await server.db.selectFrom('bookingFormSubmissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [booking('not-an-email', []), `body.values.${fieldId('GuestEmail')}`],
      [{ ...booking('a@example.test', []), values: { ...booking('a@example.test', []).values, [fieldId('NumGuests')]: '' } }, `body.values.${fieldId('NumGuests')}`],
      [booking('a@example.test', ['Everything']), 'body.consents.0'],
      [{ ...booking('a@example.test', []), admin: true }, 'body'],
      [booking('a@example.test', [], { unknownField: 'x' }), 'body.values'],
      [booking('a@example.test', [], { [fieldId('ArrivalDate')]: '2026-02-30' }), `body.values.${fieldId('ArrivalDate')}`],
    ];
    for (const [payload, field] of cases) {
      const res = await submit('BookingForms', bookingForm.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^Unable to submit booking form: /);
      expect(res.json().field).toBe(field);
    }
    const noContact = await submit('DynamicForms', checkIn, { answers: { name: 'Nobody' }, consents: ['Phone'] });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toMatchObject({ field: 'body.consents', message: expect.stringMatching(/^Unable to submit dynamic form: /) });
    const after = await server.db.selectFrom('bookingFormSubmissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a form that is not open at the venue and a body over the limit', async () => {
    expect((await submit('DynamicForms', checkIn, { answers: { name: 'X' } }, 'venue-uk-soho')).statusCode).toBe(404);
    const inactive = await server.db.selectFrom('bookingForms').select('id').where('isActive', '=', false).executeTakeFirstOrThrow();
    expect((await submit('BookingForms', inactive.id, { values: {} })).statusCode).toBe(404);
    const huge = await submit('BookingForms', bookingForm.id, { values: { [fieldId('GeneralComments')]: 'x'.repeat(200_000) } });
    expect(huge.statusCode).toBe(413);
  });
});
