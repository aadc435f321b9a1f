import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, BOOKINGS_API, SETUP_API, VENUE } from '../support/bookingFixtures';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

// Tonight's guest lists and bookings are the demo's: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt()).tz('Europe/Copenhagen');
let server: TestServer;
let call: ReturnType<typeof api>;
type Json = Record<string, unknown> & { id: string; version: number };

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
});
afterAll(() => server.close());

/** The night the demo is in: one that started yesterday until 10 in the morning. */
const tonight = () => (now.hour() < 10 ? now.subtract(1, 'day') : now).format('YYYY-MM-DD');

/** The text of every page of a PDF, read back with pdf.js. */
async function pdfText(data: Buffer): Promise<string> {
  const standardFontDataUrl = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe('guest lists', () => {
  const night = '2030-04-05';
  const add = (body: Record<string, unknown>, user = 'user-vm') => call(user, 'POST', `${SETUP_API}/guest-list-items`, { venueDetailsId: VENUE, date: night, fullName: 'Freja Larsen', ...body });

  it('adds names Approved and Not arrived, one guest by default', async () => {
    const res = await add({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Freja Larsen', guestCount: 1, requestState: 0, arrivalState: 0, date: night, arrivals: [] });
  });

  it('needs a date, a venue, a full name and at least one guest', async () => {
    expect((await add({ fullName: '  ' })).body).toMatchObject({ status: 400, field: 'body.fullName' });
    expect((await add({ guestCount: 0 })).body).toMatchObject({ status: 400, field: 'body.guestCount' });
    expect((await add({ date: null })).body).toMatchObject({ status: 400, field: 'body.date' });
    expect((await add({ email: 'nope' })).body).toMatchObject({ status: 400, field: 'body.email' });
    expect((await add({ venueDetailsId: 'venue-uk-soho' })).status).toBe(403);
    // A shift manager checks guests in; the list itself is for who may change bookings.
    expect((await add({}, 'user-sm')).status).toBe(403);
  });

  it('lists the entries of the nights asked for', async () => {
    await add({ fullName: 'Emil Sørensen', guestCount: 3 });
    const list = (await call('user-sm', 'GET', `${SETUP_API}/guest-list-items?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as Json[];
    expect(list.map((i) => i.fullName)).toEqual(expect.arrayContaining(['Emil Sørensen', 'Freja Larsen']));
    expect(list.every((i) => i.date === night)).toBe(true);
    expect((await call('user-sm', 'GET', `${SETUP_API}/guest-list-items?venue-details-id=${VENUE}&from-date=${night}&to-date=2030-04-01`)).body).toMatchObject({ field: 'query.to-date' });
    // No list is unbounded: at most 62 nights at a time (guest lists, notes and events alike).
    for (const path of ['guest-list-items', 'venue-notes', 'events']) {
      const tooLong = await call('user-sm', 'GET', `${SETUP_API}/${path}?venue-details-id=${VENUE}&from-date=2030-01-01&to-date=2030-06-01`);
      expect(tooLong.body, path).toMatchObject({ status: 400, field: 'query.to-date' });
      expect((await call('user-sm', 'GET', `${SETUP_API}/${path}?venue-details-id=${VENUE}&from-date=2030-01-01&to-date=2030-03-04`)).status, path).toBe(200);
    }
    const seeded = (await call('user-sm', 'GET', `${SETUP_API}/guest-list-items?venue-details-id=${VENUE}&from-date=${tonight()}&to-date=${tonight()}`)).body as unknown as Json[];
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('updates with the version: request state and details', async () => {
    const item = (await add({ fullName: 'Jonas Berg', requestState: 10 })).body as unknown as Json;
    const saved = await call('user-vm', 'PUT', `${SETUP_API}/guest-list-items/${item.id}`, { ...item, requestState: 0, guestCount: 2, note: 'Friend of the DJ' });
    expect(saved.body).toMatchObject({ requestState: 0, guestCount: 2, note: 'Friend of the DJ', version: item.version + 1 });
    expect((await call('user-vm', 'PUT', `${SETUP_API}/guest-list-items/${item.id}`, { ...item, note: 'old' })).status).toBe(409);
    expect((await call('user-vm', 'PUT', `${SETUP_API}/guest-list-items/no-such-item`, { ...item })).status).toBe(404);
  });

  it('checks guests in, in parts, and corrects an arrival', async () => {
    const item = (await add({ fullName: 'Ida Holm', guestCount: 3 })).body as unknown as Json;
    const first = await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}/arrived/2`, { note: 'One more coming' });
    expect(first.body).toMatchObject({ arrivalState: 40, arrivals: [{ numberOfGuests: 2, note: 'One more coming', createdBy: 'Sofie Larsen' }] });
    const all = await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}/arrived/1`, {});
    expect(all.body).toMatchObject({ arrivalState: 10 });
    const arrivalId = (first.body.arrivals as { id: string }[])[0].id;
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}/update-arrived/${arrivalId}`, { numPeopleArrived: 1, note: 'Only one' })).body).toMatchObject({ arrivalState: 40 });
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}/update-arrived/nope`, { numPeopleArrived: 1 })).status).toBe(404);
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}/arrived/0`, {})).body).toMatchObject({ field: 'numberOfGuests' });
  });

  it('rejects at the door only with a note', async () => {
    const item = (await add({ fullName: 'Mikkel Dahl' })).body as unknown as Json;
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}`, { arrivalState: 20 })).body).toMatchObject({ status: 400, field: 'body.rejectionNote' });
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}`, { arrivalState: 20, rejectionNote: 'Dress code' })).body).toMatchObject({ arrivalState: 20, rejectionNote: 'Dress code' });
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/guest-list-items/${item.id}`, { arrivalState: 30 })).body).toMatchObject({ status: 400, field: 'body.arrivalState' });
  });
});

describe('venue notes', () => {
  it('adds notes with a message, lists them by night and closes online booking', async () => {
    const note = await call('user-sm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, date: '2030-04-05', message: 'Private party in the lounge' });
    expect(note.body).toMatchObject({ bookingClosed: false, message: 'Private party in the lounge' });
    expect((await call('user-sm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, date: '2030-04-05', message: '   ' })).body).toMatchObject({ status: 400, field: 'body.message' });
    expect((await call('user-sm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, message: 'x' })).body).toMatchObject({ status: 400, field: 'body.date' });
    // A shift manager adds the night's notes; opening and closing online booking is for who may change bookings.
    expect((await call('user-sm', 'PATCH', `${SETUP_API}/venue-notes/update-booking-closed`, { id: note.body.id, bookingClosed: true })).status).toBe(403);
    expect((await call('user-sm', 'POST', `${SETUP_API}/venue-notes`, { venueDetailsId: VENUE, date: '2030-04-05', message: 'Closing', bookingClosed: true })).status).toBe(403);
    const closed = await call('user-vm', 'PATCH', `${SETUP_API}/venue-notes/update-booking-closed`, { id: note.body.id, bookingClosed: true });
    expect(closed.body).toMatchObject({ bookingClosed: true });
    const list = (await call('user-sm', 'GET', `${SETUP_API}/venue-notes?venue-details-id=${VENUE}&from-date=2030-04-05&to-date=2030-04-05`)).body as unknown as Json[];
    expect(list).toMatchObject([{ id: note.body.id, bookingClosed: true, createdByName: 'Sofie Larsen' }]);
    expect((await call('user-vm', 'PATCH', `${SETUP_API}/venue-notes/update-booking-closed`, { id: 'nope', bookingClosed: true })).status).toBe(404);
    expect((await call('user-gr', 'GET', `${SETUP_API}/venue-notes?venue-details-id=${VENUE}&from-date=2030-04-05&to-date=2030-04-05`)).status).toBe(403);
  });
});

describe('events', () => {
  const event = { venueDetailsId: VENUE, eventName: 'Quiz night', eventStart: '2030-04-05T19:00:00+02:00', eventEnd: '2030-04-05T22:00:00+02:00', description: 'Teams of six' };
  it('creates when there is no id and updates when there is one; by venue and by period', async () => {
    const created = await call('user-vm', 'POST', `${SETUP_API}/events`, event);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ eventName: 'Quiz night', eventStart: '2030-04-05T17:00:00.000Z' });
    const updated = await call('user-vm', 'PUT', `${SETUP_API}/events/${created.body.id}`, { ...event, eventName: 'Big quiz night', version: created.body.version });
    expect(updated.body).toMatchObject({ eventName: 'Big quiz night', version: 2 });
    expect((await call('user-vm', 'PUT', `${SETUP_API}/events/${created.body.id}`, { ...event, version: 1 })).status).toBe(409);
    const period = (await call('user-sm', 'GET', `${SETUP_API}/events?venue-details-id=${VENUE}&from-date=2030-04-05&to-date=2030-04-05`)).body as unknown as Json[];
    expect(period.map((e) => e.eventName)).toEqual(['Big quiz night']);
    expect(((await call('user-sm', 'GET', `${SETUP_API}/events/by-venue/${VENUE}`)).body as unknown as Json[]).length).toBeGreaterThan(3);
    expect((await call('user-vm', 'DELETE', `${SETUP_API}/events/${created.body.id}`)).status).toBe(204);
    expect((await call('user-vm', 'DELETE', `${SETUP_API}/events/${created.body.id}`)).status).toBe(404);
    expect((await call('user-sm', 'GET', `${SETUP_API}/events?venue-details-id=${VENUE}&from-date=2030-04-05&to-date=2030-04-05`)).body).toEqual([]);
  });
  it('needs the end after the start and a setup of the venue; shift managers only read', async () => {
    expect((await call('user-vm', 'POST', `${SETUP_API}/events`, { ...event, eventEnd: event.eventStart })).body).toMatchObject({ status: 400, field: 'body.eventEnd' });
    expect((await call('user-vm', 'POST', `${SETUP_API}/events`, { ...event, venueSetupId: 'setup-dk-vesterbro-standard' })).body).toMatchObject({ status: 400, field: 'body.venueSetupId' });
    expect((await call('user-vm', 'POST', `${SETUP_API}/events`, { ...event, eventName: '' })).body).toMatchObject({ status: 400, field: 'body.eventName' });
    expect((await call('user-sm', 'POST', `${SETUP_API}/events`, event)).status).toBe(403);
  });
});

describe('booking tags', () => {
  it('lists tags with translations; THEME:OTHER takes free text', async () => {
    const tags = (await call('user-sm', 'GET', `${SETUP_API}/bookings/booking-tags`)).body as unknown as { tag: string; isFreeText: boolean; translations: { languageCode: string }[] }[];
    expect(tags.find((t) => t.tag === 'THEME:BIRTHDAY')!.translations.map((t) => t.languageCode)).toEqual(['eng', 'dan', 'swe', 'nor', 'fin']);
    expect(tags.find((t) => t.tag === 'THEME:OTHER')).toMatchObject({ isFreeText: true });
    expect(tags.some((t) => t.tag.startsWith('BOOKING_TYPE:'))).toBe(true);
  });
});

describe('the reservations document', () => {
  it('is a PDF of the chosen bookings that reads back with their guests', async () => {
    const night = tonight();
    const list = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=${VENUE}&from-date=${night}&to-date=${night}`)).body as unknown as { booking: { id: string }; bookingCustomer: { name: string } | null }[];
    const chosen = list.filter((r) => r.bookingCustomer).slice(0, 3);
    expect(chosen.length).toBeGreaterThan(0);
    const res = await call('user-vm', 'POST', `${SETUP_API}/bookings/create-reservations-pdf`, { bookingIds: chosen.map((r) => r.booking.id) });
    expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toContain(`reservations-${VENUE}`);
    const text = await pdfText(res.raw.rawPayload);
    expect(text).toContain('Reservations - Nørrebro Social');
    for (const r of chosen) expect(text).toContain(r.bookingCustomer!.name);
    expect(text).toMatch(/\d+ bookings?, \d+ guests?/);
  });
  it('refuses no bookings, unknown ones and bookings of another venue', async () => {
    expect((await call('user-vm', 'POST', `${SETUP_API}/bookings/create-reservations-pdf`, { bookingIds: [] })).body).toMatchObject({ status: 400, field: 'body.bookingIds' });
    expect((await call('user-vm', 'POST', `${SETUP_API}/bookings/create-reservations-pdf`, { bookingIds: ['nope'] })).body).toMatchObject({ status: 400, field: 'body.bookingIds.0' });
    const vesterbro = (await call('user-vm', 'GET', `${BOOKINGS_API}?venue-details-id=venue-dk-vesterbro&from-date=${tonight()}&to-date=${tonight()}`)).body as unknown as { booking: { id: string } }[];
    expect((await call('user-vm', 'POST', `${SETUP_API}/bookings/create-reservations-pdf`, { bookingIds: [vesterbro[0].booking.id] })).body).toMatchObject({ status: 400, field: 'body.bookingIds.0' });
    expect((await call('user-gr', 'POST', `${SETUP_API}/bookings/create-reservations-pdf`, { bookingIds: ['x'] })).status).toBe(403);
  });
});
