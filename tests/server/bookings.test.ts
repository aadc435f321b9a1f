import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFlag } from '@/shared/bookings/states';
import dayjs from '@/shared/dayjs';
import { api, at, BOOKINGS_API, createLayout, SETUP_API, VENUE, type Layout } from '../support/bookingFixtures';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

// Tonight's list reads the demo's bookings: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;
let call: ReturnType<typeof api>;
let layout: Layout;

const customer = { name: 'Mette Jensen', phoneNumber: '+45 22 33 44 55', email: 'mette@example.dk' };
const command = (over: Record<string, unknown> = {}) => ({
  venueDetailsId: VENUE,
  venueSetupId: layout.setupId,
  venueSectionId: layout.main,
  venueTableId: layout.tables.A1,
  guestCount: 4,
  arrival: at('19:00'),
  departure: at('21:00'),
  bookingCustomer: customer,
  ...over,
});
const post = (over: Record<string, unknown> = {}, query = '', user = 'user-vm') => call(user, 'POST', `${BOOKINGS_API}${query}`, command(over));
type Result = { booking: Record<string, unknown> & { id: string; version: number }; warnings: { code: string; limitType: number }[] } & Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
  layout = await createLayout(server, 'bookings');
});
afterAll(() => server.close());

describe('POST /admin/bookings', () => {
  it('creates a booking with a customer, Reserved and Not arrived by default, and logs its creation', async () => {
    const res = await post({ venueTableId: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body as unknown as Result;
    expect(result.booking).toMatchObject({ bookingState: 1, arrivalState: 0, guestCount: 4, venueTableId: null, notifyCaseworker: false, paymentReceived: false, version: 1 });
    expect(result.bookingCustomer).toMatchObject(customer);
    expect(result.reservedSection).toMatchObject({ id: layout.main, name: 'Main' });
    expect(result.reservedSetup).toMatchObject({ id: layout.setupId });
    expect((result.booking.changeLog as { changeFlags: number; user: string }[])[0]).toMatchObject({ changeFlags: ChangeFlag.Created, user: 'Lars Nielsen' });
  });

  it('needs venue, setup, section, guest count and arrival; a table unless Requested or Reserved', async () => {
    expect((await post({ venueSetupId: null })).body).toMatchObject({ status: 400, field: 'body.venueSetupId' });
    expect((await post({ venueSectionId: null })).body).toMatchObject({ status: 400, field: 'body.venueSectionId' });
    expect((await post({ guestCount: null })).body).toMatchObject({ status: 400, field: 'body.guestCount' });
    expect((await post({ arrival: null })).body).toMatchObject({ status: 400, field: 'body.arrival' });
    expect((await post({ venueTableId: null, bookingState: 3 })).body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect((await post({ venueTableId: null, bookingState: 7 })).status).toBe(200);
    expect((await post({ departure: at('18:00') })).body).toMatchObject({ status: 400, field: 'body.departure' });
    expect((await post({ guestCount: 0 })).body).toMatchObject({ status: 400, field: 'body.guestCount' });
    expect((await post({ bookingState: 6 })).body).toMatchObject({ status: 400, field: 'body.bookingState' });
  });

  it('needs all of name, phone and email of the customer, or none', async () => {
    expect((await post({ bookingCustomer: { name: 'Only a name' } })).body).toMatchObject({ status: 400, field: 'body.bookingCustomer.phoneNumber' });
    expect((await post({ bookingCustomer: { name: 'A', phoneNumber: '1', email: 'not-an-email' } })).body).toMatchObject({ field: 'body.bookingCustomer.email' });
    const none = await post({ venueTableId: null, bookingCustomer: { name: '', phoneNumber: ' ', email: '' } });
    expect(none.status).toBe(200);
    expect(none.body.bookingCustomer).toBeNull();
  });

  it('needs a message in every note and fills in the author', async () => {
    expect((await post({ notes: [{ message: ' ' }] })).body).toMatchObject({ status: 400, field: 'body.notes.0.message' });
    expect((await post({ notes: [{ message: 'Hi', createdBy: ' ' }] })).body).toMatchObject({ status: 400, field: 'body.notes.0.createdBy' });
    const res = await post({ venueTableId: null, notes: [{ message: 'Window seat please' }], bookingMessages: [{ message: 'We have your booking' }] });
    expect(res.body.booking).toMatchObject({ notes: [{ message: 'Window seat please', createdBy: 'Lars Nielsen' }], bookingMessages: [{ message: 'We have your booking', author: 'Lars Nielsen' }] });
  });

  it('checks that setup, section and table belong together and to the venue', async () => {
    expect((await post({ venueTableId: layout.tables.B2 })).body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect((await post({ venueSectionId: 'nope' })).body).toMatchObject({ status: 400, field: 'body.venueSectionId' });
    expect((await post({ venueSetupId: 'setup-dk-vesterbro-standard' })).body).toMatchObject({ status: 400, field: 'body.venueSetupId' });
    expect((await post({ eventId: 'nope', venueTableId: null })).body).toMatchObject({ status: 400, field: 'body.eventId' });
    expect((await post({ tags: ['NOT_A_TAG'], venueTableId: null })).body).toMatchObject({ status: 400, field: 'body.tags.0' });
    expect((await post({ caseworker: 'user-sm', venueTableId: null })).body).toMatchObject({ status: 400, field: 'body.caseworker' });
  });

  it('refuses a table that is already booked at that time, also through a combination table', async () => {
    const first = await post({ arrival: at('17:00'), departure: at('18:30'), venueTableId: layout.tables.A2, bookingCustomer: { name: 'Ole Hansen', phoneNumber: '+45 11', email: 'ole@example.dk' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const clash = await post({ arrival: at('18:00'), departure: at('19:00'), venueTableId: layout.tables.A2 });
    expect(clash.body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect(clash.body.message).toMatch(/already booked from 17:00 to 18:30 \(Ole Hansen\)/);
    const combo = await post({ arrival: at('18:00'), departure: at('19:00'), venueTableId: layout.tables.A12, guestCount: 8 });
    expect(combo.body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect((await post({ arrival: at('18:30'), departure: at('19:00'), venueTableId: layout.tables.A2 })).status).toBe(200);
  });

  it('refuses hard limits, asks to accept soft limits and reports warnings', async () => {
    const early = await post({ arrival: at('15:00'), departure: at('16:30') });
    expect(early.body).toMatchObject({ status: 400, field: 'body.arrival' });
    expect(early.body.message).toMatch(/opening hours 16:00–02:00.*hard limit/);
    // Booking hours: arrivals until 5 hours after opening (21:00), a soft limit.
    const late = await post({ arrival: at('22:00'), departure: at('23:00'), venueTableId: layout.tables.A3 });
    expect(late.body).toMatchObject({ status: 400, field: 'body.arrival' });
    expect(late.body.message).toMatch(/accept-soft-warnings=true/);
    const accepted = await post({ arrival: at('22:00'), departure: at('23:00'), venueTableId: layout.tables.A3 }, '?accept-soft-warnings=true');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((accepted.body as unknown as Result).warnings.map((w) => w.code)).toContain('bookingHours');
  });

  it('keeps walk-in tables for walk-ins unless the warning is accepted', async () => {
    const refused = await post({ venueSectionId: layout.lounge, venueTableId: layout.tables.B1 });
    expect(refused.body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect(refused.body.message).toMatch(/kept for walk-ins/);
    const accepted = await post({ venueSectionId: layout.lounge, venueTableId: layout.tables.B1 }, '?accept-soft-warnings=true');
    expect(accepted.status).toBe(200);
    expect((accepted.body as unknown as Result).warnings.map((w) => w.code)).toContain('walkIn');
  });

  it('lets only one of two hosts booking the same table at the same moment have it', async () => {
    const night = '2030-03-26';
    const same = { arrival: at('19:00', night), departure: at('21:00', night), venueTableId: layout.tables.A3, guestCount: 6 };
    const [a, b] = await Promise.all([post(same), post({ ...same, bookingCustomer: { name: 'Ole Hansen', phoneNumber: '+45 11 22 33 44', email: 'ole@example.dk' } }, '', 'user-cd')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body).toMatchObject({ field: 'body.venueTableId' });
    expect((a.status === 400 ? a : b).body.message).toMatch(/already booked/);
  });

  it('refuses a user without the permission at the venue', async () => {
    expect((await post({}, '', 'user-gr')).status).toBe(403);
    expect((await post({ venueDetailsId: 'venue-uk-soho' }, '', 'user-vm')).status).toBe(403);
  });
});

describe('GET /admin/bookings/tables/section/{sectionId}', () => {
  const tables = (query: string, sectionId = layout.main, user = 'user-sm') => call(user, 'GET', `${BOOKINGS_API}/tables/section/${sectionId}?${query}`);
  const night = '2030-03-19';

  it('scores the section’s tables: the best fit first, booked and switched-off tables last with their reason', async () => {
    const blocker = await post({ arrival: at('19:00', night), departure: at('21:00', night), venueTableId: layout.tables.A1 });
    expect(blocker.status, JSON.stringify(blocker.body)).toBe(200);
    const res = await tables(`guest-count=4&arrival=${encodeURIComponent(at('19:30', night))}&accept-soft-warnings=true`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body as unknown as { table: { name: string; isCombinationTable: boolean }; score: number; available: boolean; reason: string | null; bookedBy: unknown[] }[];
    expect(list.map((t) => t.table.name)).toEqual(['A2', 'A3', 'A1', 'A1+A2']);
    expect(list[0]).toMatchObject({ available: true, reason: null });
    expect(list[0].score).toBeGreaterThan(list[1].score);
    expect(list.find((t) => t.table.name === 'A1')).toMatchObject({ available: false, reason: 'booked' });
    expect(list.find((t) => t.table.name === 'A1+A2')).toMatchObject({ available: false, reason: 'booked', table: { isCombinationTable: true } });
    // The booking itself does not block its own table when it is being changed.
    const own = await tables(`guest-count=4&arrival=${encodeURIComponent(at('19:30', night))}&existing-booking-id=${(blocker.body as unknown as Result).booking.id}`);
    expect((own.body as unknown as { table: { name: string }; available: boolean }[]).find((t) => t.table.name === 'A1')?.available).toBe(true);
  });

  it('reports soft warnings, and leaves tables with soft limits out unless they are accepted', async () => {
    const lounge = (accept: boolean) => tables(`guest-count=2&arrival=${encodeURIComponent(at('20:00', night))}${accept ? '&accept-soft-warnings=true' : ''}`, layout.lounge);
    const strict = (await lounge(false)).body as unknown as { table: { name: string; isWalkInOnly: boolean }; available: boolean; reason: string; softWarnings: { code: string }[] }[];
    expect(strict.find((t) => t.table.name === 'B1')).toMatchObject({ available: false, reason: 'softLimit', table: { isWalkInOnly: true } });
    const accepted = (await lounge(true)).body as unknown as typeof strict;
    expect(accepted.find((t) => t.table.name === 'B1')).toMatchObject({ available: true });
    expect(accepted.find((t) => t.table.name === 'B1')!.softWarnings.map((w) => w.code)).toEqual(['walkIn']);
    expect(accepted[0].table.name).toBe('B2');
  });

  it('marks switched-off tables and answers bad input and unknown sections', async () => {
    await call('user-hq', 'PATCH', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.main}/venue-tables/${layout.tables.A3}`, { active: false });
    const list = (await tables(`guest-count=4&arrival=${encodeURIComponent(at('20:00', night))}&accept-soft-warnings=true`)).body as unknown as { table: { name: string }; reason: string; score: number | null }[];
    expect(list.find((t) => t.table.name === 'A3')).toMatchObject({ reason: 'inactive', score: null });
    await call('user-hq', 'PATCH', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.main}/venue-tables/${layout.tables.A3}`, { active: true });
    expect((await tables(`arrival=${encodeURIComponent(at('20:00', night))}`)).body).toMatchObject({ status: 400, field: 'query.guest-count' });
    expect((await tables('guest-count=2&arrival=tonight')).body).toMatchObject({ status: 400, field: 'query.arrival' });
    expect((await tables(`guest-count=2&arrival=${encodeURIComponent(at('20:00', night))}`, 'no-such-section')).status).toBe(404);
    expect((await tables(`guest-count=2&arrival=${encodeURIComponent(at('20:00', night))}`, layout.main, 'user-gr')).status).toBe(403);
  });
});

describe('changing a booking', () => {
  const night = '2030-03-20';
  let booking: Result['booking'];
  beforeAll(async () => {
    booking = ((await post({ arrival: at('19:00', night), departure: at('21:00', night), venueTableId: layout.tables.A1 })).body as unknown as Result).booking;
  });
  const put = (body: Record<string, unknown>, user = 'user-vm', query = '') => call(user, 'PUT', `${BOOKINGS_API}/${booking.id}${query}`, { ...command({ arrival: at('19:00', night), departure: at('21:00', night) }), ...body });

  it('saves with the version and records the changes with their flags', async () => {
    const res = await put({ version: booking.version, venueTableId: layout.tables.A3, guestCount: 6, minimumSpend: 150000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = (res.body as unknown as Result).booking;
    expect(saved).toMatchObject({ venueTableId: layout.tables.A3, guestCount: 6, minimumSpend: 150000, version: booking.version + 1 });
    const last = (saved.changeLog as { changeFlags: number; changes: { changeType: number; oldValue: string; newValue: string }[] }[]).at(-1)!;
    expect(last.changeFlags).toBe(ChangeFlag.Table | ChangeFlag.GuestCount | ChangeFlag.Budget);
    expect(last.changes).toContainEqual({ changeType: ChangeFlag.Table, oldValue: 'A1', newValue: 'A3' });
    expect(res.body.minimumSpendAmount).toMatchObject({ value: 150000, currency: 'DKK' });
    booking = saved;
  });

  it('gives the second of two hosts saving the same version a 409', async () => {
    const first = await put({ version: booking.version, guestCount: 5, venueTableId: layout.tables.A3 });
    expect(first.status).toBe(200);
    const second = await put({ version: booking.version, guestCount: 7, venueTableId: layout.tables.A3 }, 'user-cd');
    expect(second.status).toBe(409);
    booking = (first.body as unknown as Result).booking;
  });

  it('keeps a booking at its venue and answers 404 for one that does not exist', async () => {
    expect((await put({ version: booking.version, venueDetailsId: 'venue-dk-vesterbro' })).status).toBe(400);
    expect((await call('user-vm', 'PUT', `${BOOKINGS_API}/no-such-booking`, { ...command(), version: 1 })).status).toBe(404);
  });

  it('changes the booking state; states other than Requested and Reserved need a table', async () => {
    const withoutTable = ((await post({ venueTableId: null, arrival: at('20:00', night), departure: null })).body as unknown as Result).booking;
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${withoutTable.id}/booking-state`, { bookingState: 3 })).body).toMatchObject({ status: 400, field: 'body.bookingState' });
    const res = await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/booking-state`, { bookingState: 3 });
    expect(res.status).toBe(200);
    expect((res.body as unknown as Result).booking.bookingState).toBe(3);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/booking-state`, { bookingState: 42 })).body).toMatchObject({ status: 400, field: 'body.bookingState' });
  });

  it('records partial arrivals until every guest has come, and corrects them', async () => {
    const current = ((await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[]).find((r) => r.booking.id === booking.id)!.booking;
    const guests = current.guestCount as number;
    const part = await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/arrived/2`, { note: 'Two are parking the car' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const partial = (part.body as unknown as Result).booking;
    expect(partial).toMatchObject({ arrivalState: 12, arrivedGuests: 2 });
    const arrivals = partial.arrivals as { id: string; numberOfGuests: number; note: string; createdBy: string }[];
    expect(arrivals[0]).toMatchObject({ numberOfGuests: 2, note: 'Two are parking the car', createdBy: 'Sofie Larsen' });
    const rest = await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/arrived/${guests - 2}`, {});
    expect((rest.body as unknown as Result).booking).toMatchObject({ arrivalState: 10, arrivedGuests: guests });
    const corrected = await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/update-arrived/${arrivals[0].id}`, { numPeopleArrived: 1, note: 'Only one came' });
    expect((corrected.body as unknown as Result).booking).toMatchObject({ arrivalState: 12, arrivedGuests: guests - 1 });
    expect((await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/update-arrived/nope`, { numPeopleArrived: 1 })).status).toBe(404);
    expect((await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/arrived/0`, {})).body).toMatchObject({ status: 400, field: 'numberOfGuests' });
    const log = ((corrected.body as unknown as Result).booking.changeLog as { changeFlags: number; message: string }[]).filter((e) => e.changeFlags & ChangeFlag.ArrivalState);
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps both of two arrivals recorded at the same moment', async () => {
    const party = ((await post({ venueTableId: null, guestCount: 6, arrival: at('20:30', night), departure: null })).body as unknown as Result).booking;
    const [a, b] = await Promise.all([
      call('user-sm', 'PATCH', `${BOOKINGS_API}/${party.id}/arrived/2`, { note: 'Front door' }),
      call('user-vm', 'PATCH', `${BOOKINGS_API}/${party.id}/arrived/3`, { note: 'Back door' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const list = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[];
    const saved = list.find((r) => r.booking.id === party.id)!.booking;
    expect((saved.arrivals as { numberOfGuests: number }[]).map((x) => x.numberOfGuests).sort()).toEqual([2, 3]);
    expect(saved).toMatchObject({ arrivalState: 12, arrivedGuests: 5, version: party.version + 2 });
  });

  it('lets a no-show who turns up after all have the table back only if nobody else has it meanwhile', async () => {
    const when = { arrival: at('19:00', '2030-03-27'), departure: at('21:00', '2030-03-27'), venueSectionId: layout.lounge, venueTableId: layout.tables.B2, guestCount: 2 };
    const first = ((await post(when)).body as unknown as Result).booking;
    expect((await call('user-sm', 'PATCH', `${BOOKINGS_API}/${first.id}/arrival-state`, { arrivalState: 90 })).status).toBe(200);
    const second = await post({ ...when, bookingCustomer: { name: 'Ole Hansen', phoneNumber: '+45 11 22 33 44', email: 'ole@example.dk' } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const back = await call('user-sm', 'PATCH', `${BOOKINGS_API}/${first.id}/arrival-state`, { arrivalState: 0 });
    expect(back.body).toMatchObject({ status: 400, field: 'body.venueTableId' });
    expect(back.body.message).toMatch(/already booked/);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${(second.body as unknown as Result).booking.id}/booking-state`, { bookingState: 5 })).status).toBe(200);
    const again = await call('user-sm', 'PATCH', `${BOOKINGS_API}/${first.id}/arrival-state`, { arrivalState: 10 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body as unknown as Result).booking.arrivalState).toBe(10);
  });

  it('sets the arrival state, not on a cancelled booking', async () => {
    expect((await call('user-sm', 'PATCH', `${BOOKINGS_API}/${booking.id}/arrival-state`, { arrivalState: 15 })).body).toMatchObject({ booking: { arrivalState: 15 } });
    const cancelled = ((await post({ venueTableId: layout.tables.A2, bookingState: 5, arrival: at('20:00', night), departure: null })).body as unknown as Result).booking;
    expect((await call('user-sm', 'PATCH', `${BOOKINGS_API}/${cancelled.id}/arrival-state`, { arrivalState: 10 })).body).toMatchObject({ status: 400, field: 'body.arrivalState' });
  });

  it('assigns and unassigns the caseworker and the host', async () => {
    const me = await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-current-user-as-caseworker/`);
    expect(me.body).toMatchObject({ booking: { caseworker: 'user-vm' }, caseworkerName: 'Lars Nielsen' });
    expect((await call('user-hq', 'PATCH', `${BOOKINGS_API}/${booking.id}/unassign-current-user-as-caseworker/`)).body).toMatchObject({ status: 400 });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/unassign-current-user-as-caseworker/`)).body).toMatchObject({ booking: { caseworker: null } });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-caseworker/user-sm`)).body).toMatchObject({ status: 400, field: 'userId' });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-caseworker/user-cd`)).body).toMatchObject({ booking: { caseworker: 'user-cd' } });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-caseworker/none`)).body).toMatchObject({ booking: { caseworker: null } });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-host/user-sm`)).body).toMatchObject({ booking: { host: 'user-sm' }, hostName: 'Sofie Larsen' });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-host/user-hq`)).body).toMatchObject({ status: 400, field: 'userId' });
    const current = (await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/assign-host/none`)).body.booking as { version: number; venueTableId: string; guestCount: number; changeLog: unknown };
    const log = current.changeLog as { changeFlags: number; changes: { newValue: string }[] }[];
    expect(log.filter((e) => e.changeFlags === ChangeFlag.Caseworker).map((e) => e.changes[0].newValue)).toEqual(['Lars Nielsen', null, 'Mads Kjær', null]);
    expect(log.filter((e) => e.changeFlags === ChangeFlag.Host).map((e) => e.changes)).toEqual([
      [{ changeType: ChangeFlag.Host, oldValue: null, newValue: 'Sofie Larsen' }],
      [{ changeType: ChangeFlag.Host, oldValue: 'Sofie Larsen', newValue: null }],
    ]);
    // A host set with the rest of the booking is logged the same way.
    const saved = await put({ host: 'user-sm', version: current.version, venueTableId: current.venueTableId, guestCount: current.guestCount });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const last = (saved.body.booking.changeLog as { changeFlags: number; changes: { changeType: number; newValue: string | null }[] }[]).at(-1)!;
    expect(last.changeFlags & ChangeFlag.Host).toBe(ChangeFlag.Host);
    expect(last.changes).toContainEqual({ changeType: ChangeFlag.Host, oldValue: null, newValue: 'Sofie Larsen' });
  });

  it('changes the customer, all of name, phone and email or none', async () => {
    const res = await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/customer`, { name: 'Mette J. Jensen', phoneNumber: '+45 22 33 44 55', email: 'mette@example.dk', password: '', companyName: '', vatNo: '' });
    expect(res.body.bookingCustomer).toMatchObject({ name: 'Mette J. Jensen' });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${booking.id}/customer`, { name: 'X', phoneNumber: '', email: '' })).body).toMatchObject({ status: 400, field: 'body.phoneNumber' });
  });

  it('toggles tags: one theme at a time, free-text themes, unknown tags refused', async () => {
    const tag = (method: 'POST' | 'DELETE', t: string) => call('user-vm', method, `${BOOKINGS_API}/booking-tags/${booking.id}/${encodeURIComponent(t)}`);
    await tag('POST', 'VIP');
    await tag('POST', 'THEME:BIRTHDAY');
    const other = await tag('POST', 'THEME:OTHER|Team farewell');
    expect(other.body.booking.tags).toEqual(['VIP', 'THEME:OTHER|Team farewell']);
    expect((await tag('DELETE', 'VIP')).body.booking.tags).toEqual(['THEME:OTHER|Team farewell']);
    expect((await tag('POST', 'NOPE')).body).toMatchObject({ status: 400, field: 'tag' });
    expect((await tag('POST', 'THEME:OTHER|')).body).toMatchObject({ status: 400 });
    expect((await call('user-vm', 'POST', `${BOOKINGS_API}/booking-tags/no-such-booking/VIP`)).status).toBe(404);
  });

  it('deletes a booking: it leaves the lists and further calls answer 404', async () => {
    const doomed = ((await post({ venueTableId: null, arrival: at('20:30', night), departure: null })).body as unknown as Result).booking;
    expect((await call('user-vm', 'DELETE', `${BOOKINGS_API}/${doomed.id}`)).status).toBe(204);
    const list = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[];
    expect(list.some((r) => r.booking.id === doomed.id)).toBe(false);
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${doomed.id}/arrival-state`, { arrivalState: 10 })).status).toBe(404);
  });

  it('lets a shift manager arrive guests, and refuses her deleting, changing, assigning or re-customering a booking', async () => {
    const party = ((await post({ venueTableId: null, guestCount: 4, arrival: at('21:00', night), departure: null })).body as unknown as Result).booking;
    const sofie = (method: 'PATCH' | 'DELETE', path: string, body?: Record<string, unknown>) => call('user-sm', method, `${BOOKINGS_API}/${party.id}${path}`, body);
    expect((await sofie('DELETE', '')).status).toBe(403);
    expect((await sofie('PATCH', '/customer', { name: 'Someone Else', phoneNumber: '+45 99 88 77 66', email: 'else@example.dk' })).status).toBe(403);
    expect((await sofie('PATCH', '/assign-current-user-as-caseworker/')).status).toBe(403);
    expect((await sofie('PATCH', '/assign-caseworker/user-vm')).status).toBe(403);
    expect((await sofie('PATCH', '/booking-state', { bookingState: 5 })).status).toBe(403);
    expect((await call('user-sm', 'POST', `${BOOKINGS_API}/booking-tags/${party.id}/VIP`)).status).toBe(403);
    const list = async () => ((await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[]).find((r) => r.booking.id === party.id)!;
    const untouched = await list();
    expect(untouched.booking).toMatchObject({ version: party.version, caseworker: null, bookingState: party.bookingState, tags: party.tags });
    expect((untouched.bookingCustomer as { name?: string } | null)?.name).not.toBe('Someone Else');
    const arrived = await sofie('PATCH', '/arrived/2', {});
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect((await list()).booking).toMatchObject({ arrivedGuests: 2 });
  });
});

describe('requests', () => {
  const night = now.add(40, 'day').format('YYYY-MM-DD');
  const arrival = dayjs.tz(`${night} 19:00`, 'YYYY-MM-DD HH:mm', 'Europe/Copenhagen').toISOString();
  it('queues requests by caseworker, rejects, lists the rejected, reopens and accepts through an update', async () => {
    const created = await post({ venueTableId: null, bookingState: 7, arrival, departure: null, caseworker: 'user-vm' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const request = (created.body as unknown as Result).booking;
    const queue = (cw = '') => call('user-vm', 'GET', `${BOOKINGS_API}/requests?venue-details-id=${VENUE}${cw ? `&case-worker-id=${cw}` : ''}`);
    expect(((await queue()).body as unknown as Result[]).some((r) => r.booking.id === request.id)).toBe(true);
    expect(((await queue('user-vm')).body as unknown as Result[]).map((r) => r.booking.caseworker)).toSatisfy((ids: unknown[]) => ids.every((c) => c === 'user-vm'));
    expect(((await queue('unassigned')).body as unknown as Result[]).some((r) => r.booking.id === request.id)).toBe(false);

    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${request.id}/reject-request`)).body).toMatchObject({ booking: { bookingState: 8 } });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${request.id}/reject-request`)).status).toBe(400);
    const rejected = (await call('user-vm', 'GET', `${BOOKINGS_API}/rejected-requests?venue-details-id=${VENUE}`)).body as unknown as Result[];
    expect(rejected.some((r) => r.booking.id === request.id)).toBe(true);
    const reopened = await call('user-vm', 'PATCH', `${BOOKINGS_API}/${request.id}/reopen-request`);
    expect(reopened.body).toMatchObject({ booking: { bookingState: 7 } });
    expect((await call('user-vm', 'PATCH', `${BOOKINGS_API}/${request.id}/reopen-request`)).status).toBe(400);

    const setups = (await call('user-vm', 'GET', `${SETUP_API}/venue-setups/active?venue-details-id=${VENUE}&date-time=${encodeURIComponent(arrival)}`)).body as { id: string; venueSections: { id: string; venueTables: { id: string; name: string }[] }[] };
    const section = setups.venueSections[0];
    const accepted = await call('user-vm', 'PUT', `${BOOKINGS_API}/${request.id}?accept-soft-warnings=true`, {
      ...command({ venueSetupId: setups.id, venueSectionId: section.id, venueTableId: section.venueTables.find((t) => !t.name.includes('+'))!.id, arrival, departure: null, guestCount: 4 }),
      bookingState: 3,
      version: (reopened.body as unknown as Result).booking.version,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((accepted.body as unknown as Result).booking.bookingState).toBe(3);
  });
});

describe('lists', () => {
  it('answers the bookings of a night from the night window the client sends', async () => {
    const byDate = await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=2030-03-12&to-date=2030-03-13`);
    const byWindow = await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=2030-03-12T00:00:00.000Z&to-date=2030-03-13T00:00:00.000Z`);
    expect(byDate.status).toBe(200);
    expect((byDate.body as unknown as Result[]).length).toBeGreaterThan(5);
    expect(byWindow.body).toEqual(byDate.body);
    expect((await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=soon&to-date=2030-03-13`)).body).toMatchObject({ status: 400, field: 'query.from-date' });
    expect((await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=2030-03-13&to-date=2030-03-12`)).body).toMatchObject({ status: 400, field: 'query.to-date' });
    expect((await call('user-sm', 'GET', `${BOOKINGS_API}?venue-details-id=venue-uk-soho&from-date=2030-03-12&to-date=2030-03-13`)).status).toBe(403);
  });

  it('answers the demo’s bookings of tonight with their results', async () => {
    const today = now.tz('Europe/Copenhagen');
    const night = (today.hour() < 10 ? today.subtract(1, 'day') : today).format('YYYY-MM-DD');
    const list = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('reservedTable');
    expect(list[0].booking).toHaveProperty('isOvertime');
  });

  it('gives each booking of a night what it refers to, dates as ISO text', async () => {
    const night = '2030-04-16';
    const event = await call('user-vm', 'POST', `${SETUP_API}/events`, { venueDetailsId: VENUE, eventName: 'Wine evening', eventStart: at('18:00', night), eventEnd: at('23:00', night) });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    const created = await post({ venueTableId: layout.tables.A12, guestCount: 8, arrival: at('19:00', night), departure: at('21:00', night), eventId: event.body.id, caseworker: 'user-vm', host: 'user-sm' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const plain = await post({ venueTableId: null, arrival: at('20:00', night), departure: null, bookingCustomer: null });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const list = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Result[];
    const full = list.find((r) => r.booking.id === (created.body as Result).booking.id)!;
    const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(full).toMatchObject({
      bookingCustomer: { ...customer, bookingCustomerId: expect.any(String), deleted: null, createdAt: iso },
      reservedTable: { id: layout.tables.A12, name: 'A1+A2', seatCount: 8, deleted: null, isWalkInOnly: false, createdAt: iso, updatedAt: iso },
      reservedTableParts: [
        { id: layout.tables.A1, name: 'A1', seatCount: 4 },
        { id: layout.tables.A2, name: 'A2', seatCount: 4 },
      ],
      reservedSection: { id: layout.main, name: 'Main' },
      reservedSetup: { id: layout.setupId, name: 'Test layout bookings' },
      event: { id: event.body.id, eventName: 'Wine evening', eventStart: new Date(at('18:00', night)).toISOString(), eventEnd: new Date(at('23:00', night)).toISOString(), deleted: null, createdAt: iso },
      caseworkerName: 'Lars Nielsen',
      hostName: 'Sofie Larsen',
    });
    const bare = list.find((r) => r.booking.id === (plain.body as Result).booking.id)!;
    expect(bare).toMatchObject({ bookingCustomer: null, reservedTable: null, reservedTableParts: [], event: null, caseworkerName: null, hostName: null });
  });

  it('lists caseworkers and hosts of the venue', async () => {
    const caseworkers = (await call('user-sm', 'GET', `${BOOKINGS_API}/caseworkers`)).body as unknown as { userId: string }[];
    expect(caseworkers.map((p) => p.userId)).toEqual(expect.arrayContaining(['user-hq', 'user-cd', 'user-vm']));
    expect(caseworkers.map((p) => p.userId)).not.toContain('user-sm');
    const hosts = (await call('user-sm', 'GET', `${BOOKINGS_API}/hosts`)).body as unknown as { userId: string }[];
    expect(hosts.map((p) => p.userId)).toEqual(expect.arrayContaining(['user-sm', 'user-vm']));
    expect(hosts.map((p) => p.userId)).not.toContain('user-hq');
    expect((await call('user-sm', 'GET', `${BOOKINGS_API}/hosts`, undefined, { venueid: 'venue-uk-soho' })).status).toBe(403);
  });

  it('lists upcoming bookings on tables that have been switched off', async () => {
    const night = now.add(30, 'day').format('YYYY-MM-DD');
    const arrival = dayjs.tz(`${night} 19:00`, 'YYYY-MM-DD HH:mm', 'Europe/Copenhagen');
    const booked = await post({ venueTableId: layout.tables.B2, venueSectionId: layout.lounge, guestCount: 2, arrival: arrival.toISOString(), departure: arrival.add(2, 'hour').toISOString() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const list = async () => ((await call('user-vm', 'GET', `${BOOKINGS_API}/bookings-on-deactivated-tables/${VENUE}`)).body as unknown as Result[]).map((r) => r.booking.id);
    expect(await list()).not.toContain((booked.body as unknown as Result).booking.id);
    await call('user-hq', 'PATCH', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.lounge}/venue-tables/${layout.tables.B2}`, { active: false });
    expect(await list()).toContain((booked.body as unknown as Result).booking.id);
    await call('user-hq', 'PATCH', `${SETUP_API}/venue-setups/${layout.setupId}/venue-sections/${layout.lounge}/venue-tables/${layout.tables.B2}`, { active: true });
  });
});
