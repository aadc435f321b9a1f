import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from '@/shared/dayjs';
import type { CalendarEntryLike } from '@/shared/bookings/calendar';
import { atNight } from '@/shared/bookings/night';
import { activeSpans } from '@/shared/setup/activeSetup';
import type { VenueDetails } from '@/shared/setup/venueData';
import { api, at, BOOKINGS_API, createLayout, SETUP_API, VENUE, type Layout } from '../support/bookingFixtures';
import { multipart } from '../support/multipart';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

// The occupancy of this month and the demo's bookings: the clock stands at the moment the demo was built around.
const now = pinClock(seededAt());
let server: TestServer;
let call: ReturnType<typeof api>;
type Json = Record<string, unknown>;
// A tiny valid PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
interface Setup {
  id: string;
  version: number;
  name: string;
  isActive: boolean;
  venueSections: { id: string; name: string; venueTables: { id: string; name: string; combinationTablePartIds: string[]; isActive: boolean }[] }[];
}

beforeAll(async () => {
  server = await startTestServer();
  call = api(server);
});
afterAll(() => server.close());

describe('venue details', () => {
  it('lists the venues where the user may see bookings, or one portal venue', async () => {
    const mine = (await call('user-vm', 'GET', `${SETUP_API}/venue-details`)).body as unknown as { id: string; venuePortalId: string }[];
    expect(mine.map((v) => v.id).sort()).toEqual(['venue-dk-norrebro', 'venue-dk-vesterbro']);
    expect(mine.every((v) => v.id === v.venuePortalId)).toBe(true);
    const one = (await call('user-hq', 'GET', `${SETUP_API}/venue-details?venue-portal-id=venue-no-bryggen`)).body as unknown as Json[];
    expect(one).toMatchObject([{ id: 'venue-no-bryggen', iso3166CountryCode: 'NO', currencyInfo: { code: 'NOK' }, timeZoneCode: 'Europe/Oslo', startTimeOfDay: '10:00' }]);
  });

  it('creates the booking details of a portal venue with the defaults of its country', async () => {
    const refused = await call('user-vm', 'POST', `${SETUP_API}/venue-details`, { name: 'Tampere Tavern', venuePortalId: 'venue-fi-tampere' });
    expect(refused.status).toBe(403);
    const badZone = await call('user-hq', 'POST', `${SETUP_API}/venue-details`, { name: 'Tampere Tavern', venuePortalId: 'venue-fi-tampere', timeZoneCode: 'Europe/Oslo' });
    expect(badZone.body).toMatchObject({ status: 400, field: 'body.timeZoneCode' });
    const res = await call('user-hq', 'POST', `${SETUP_API}/venue-details`, { name: 'Tampere Tavern', venuePortalId: 'venue-fi-tampere', description: '  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: 'venue-fi-tampere',
      description: 'Description coming soon',
      image: '/images/venue-default.svg',
      startTimeOfDay: '10:00',
      iso3166CountryCode: 'FI',
      currencyInfo: { code: 'EUR', symbol: '€' },
      timeZoneCode: 'Europe/Helsinki',
      timeZoneInfo: { id: 'Europe/Helsinki' },
    });
    expect((await call('user-hq', 'POST', `${SETUP_API}/venue-details`, { name: 'Again', venuePortalId: 'venue-fi-tampere' })).body).toMatchObject({ status: 400, field: 'body.venuePortalId' });
    expect((await call('user-hq', 'POST', `${SETUP_API}/venue-details`, { name: 'Nowhere', venuePortalId: 'venue-nowhere' })).status).toBe(400);
  });

  it('validates venue policies with their messages and keeps the version', async () => {
    const [venue] = (await call('user-vm', 'GET', `${SETUP_API}/venue-details?venue-portal-id=${VENUE}`)).body as unknown as Json[];
    const put = (body: Json) => call('user-vm', 'PUT', `${SETUP_API}/venue-details/${VENUE}`, { ...venue, ...body });
    const opening = (limit: Json) => ({ venuePolicies: [{ identifier: 'Opening hours', policyType: 'OpeningHoursPolicy', limits: [{ limitType: 1, ...limit }] }] });
    expect((await put(opening({ openingTime: '18:00', closingTime: '18:00' }))).body).toMatchObject({ status: 400, field: 'body.venuePolicies.0.limits.0.closingTime' });
    expect((await put(opening({ openingTime: '1800', closingTime: '02:00' }))).body.message).toMatch(/openingTime: must be a time such as 18:00/);
    expect((await put({ venuePolicies: [{ identifier: ' ', policyType: 'MinimumSpendPolicy' }] })).body).toMatchObject({ field: 'body.venuePolicies.0.identifier' });
    expect((await put({ venuePolicies: [{ identifier: 'Spend', policyType: 'MinimumSpendPolicy', limits: [{ limitType: 2, minimumSpendAmount: { value: -5 } }] }] })).body).toMatchObject({
      field: 'body.venuePolicies.0.limits.0.minimumSpendAmount.value',
    });
    expect((await put({ venuePolicies: [{ identifier: 'Share', policyType: 'TableBookingPolicy', limits: [{ limitType: 1, minPercentage: 20, maxPercentage: 10 }] }] })).body).toMatchObject({
      field: 'body.venuePolicies.0.limits.0.maxPercentage',
    });
    expect((await put({ venuePolicies: [{ identifier: 'Hours', policyType: 'BookingHoursPolicy', limits: [{ limitType: 1, target: 0, bookingAllowedFrom: '04:00', bookingAllowedUntil: '02:00' }] }] })).body).toMatchObject({
      field: 'body.venuePolicies.0.limits.0.bookingAllowedUntil',
    });
    const saved = await put({ ...opening({ openingTime: '16:00', closingTime: '03:00' }), startTimeOfDay: '11:00' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ startTimeOfDay: '11:00', venuePolicies: [{ identifier: 'Opening hours', policyLevel: 0 }] });
    expect((saved.body.venuePolicies as { policyConfigurationId: string }[])[0].policyConfigurationId).toBeTruthy();
    expect((await put({ name: 'Stale' })).status).toBe(409);
    expect((await call('user-vm', 'PUT', `${SETUP_API}/venue-details/${VENUE}`, { ...saved.body, venuePortalId: 'venue-dk-vesterbro' })).body).toMatchObject({ status: 400, field: 'body.venuePortalId' });
    expect((await call('user-vm', 'PUT', `${SETUP_API}/venue-details/${VENUE}`, { ...saved.body, venuePortalId: 'venue-fi-kallio' })).status).toBe(403);
    expect((await call('user-sm', 'PUT', `${SETUP_API}/venue-details/${VENUE}`, saved.body)).status).toBe(403);
  });

  it('answers time zones by country and the country codes; locations are the regions', async () => {
    expect((await call('user-sm', 'GET', `${SETUP_API}/time-zones/DK`)).body).toMatchObject([{ id: 'Europe/Copenhagen', displayName: expect.stringContaining('Copenhagen') }]);
    expect((await call('user-sm', 'GET', `${SETUP_API}/time-zones/uk`)).body).toMatchObject([{ id: 'Europe/London' }]);
    expect((await call('user-sm', 'GET', `${SETUP_API}/time-zones/XX`)).status).toBe(404);
    expect(((await call('user-sm', 'GET', `${SETUP_API}/time-zones/country-codes`)).body as unknown as Json[]).map((c) => c.iso3166CountryCode)).toEqual(['DK', 'NO', 'FI', 'GB']);
    const locations = (await call('user-sm', 'GET', `${SETUP_API}/locations`)).body as unknown as Json[];
    expect(locations).toContainEqual(expect.objectContaining({ id: 'region-dk-cph', name: 'Copenhagen', locationId: { id: 'region-dk-cph' } }));
  });
});

describe('setups, sections and tables', () => {
  let layout: Layout;
  beforeAll(async () => {
    layout = await createLayout(server, 'setup');
  });
  const setupUrl = () => `${SETUP_API}/venue-setups/${layout.setupId}`;
  const getSetup = async () => (await call('user-sm', 'GET', setupUrl())).body as unknown as Setup;

  it('lists the venue’s setups with their sections and tables; new setups are not active and get the standard products', async () => {
    const list = (await call('user-sm', 'GET', `${SETUP_API}/venue-setups?venue-details-id=${VENUE}`)).body as unknown as Setup[];
    const mine = list.find((s) => s.id === layout.setupId)!;
    expect(mine).toMatchObject({ name: 'Test layout setup', isActive: false, venueSetupId: layout.setupId });
    expect(mine.venueSections.map((s) => [s.name, s.venueTables.map((t) => t.name)])).toEqual([
      ['Main', ['A1', 'A2', 'A3', 'A1+A2']],
      ['Lounge', ['B1', 'B2']],
    ]);
    const products = (await call('user-sm', 'GET', `${SETUP_API}/products?venue-setup-id=${layout.setupId}`)).body as unknown as Json[];
    expect(products.length).toBeGreaterThan(3);
    expect((await call('user-sm', 'GET', `${SETUP_API}/venue-setups?venue-details-id=venue-uk-soho`)).status).toBe(403);
    expect((await call('user-sm', 'POST', `${SETUP_API}/venue-setups`, { name: 'Not allowed', venueDetailsId: VENUE })).status).toBe(403);
  });

  it('refuses duplicate names and validates the policies of each level', async () => {
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setups`, { name: 'test layout SETUP', venueDetailsId: VENUE })).body).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-vm', 'POST', `${setupUrl()}/venue-sections`, { name: 'main' })).body).toMatchObject({ status: 400, field: 'body.name' });
    const section = await call('user-vm', 'PUT', `${setupUrl()}/venue-sections/${layout.main}`, {
      name: 'Main',
      venuePolicies: [{ identifier: 'Hours', policyType: 'OpeningHoursPolicy', limits: [{ limitType: 1, openingTime: '', closingTime: '02:00' }] }],
    });
    expect(section.body).toMatchObject({ status: 400, field: 'body.venuePolicies.0.limits.0.openingTime' });
    const ok = await call('user-vm', 'PUT', `${setupUrl()}/venue-sections/${layout.main}`, {
      name: 'Main room',
      seatingStrategies: [{ seatingStrategyType: 'SeatingStrategyPreferredSeating', matchScoreModifier: 20 }],
      venuePolicies: [{ identifier: 'Lounge spend', policyType: 'MinimumSpendPolicy', limits: [{ limitType: 2, minimumSpendAmount: { value: 50000, currency: 'DKK' } }] }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Main room', seatingStrategies: [{ level: 20 }], venuePolicies: [{ policyLevel: 20 }] });
    const setup = await getSetup();
    const updated = await call('user-vm', 'PUT', setupUrl(), { name: 'Test layout setup', isActive: true, version: setup.version, seatingStrategies: [{ seatingStrategyType: 'SeatingStrategyPenalizeBookedTables', matchScoreModifier: 5, unmatchedScoreModifier: -10 }] });
    expect(updated.body).toMatchObject({ isActive: true, seatingStrategies: [{ level: 10 }] });
    expect((await call('user-vm', 'PUT', setupUrl(), { name: 'Stale', version: setup.version })).status).toBe(409);
  });

  it('creates tables of type 1 and checks combination parts', async () => {
    const url = `${setupUrl()}/venue-sections/${layout.lounge}/venue-tables`;
    expect((await call('user-vm', 'POST', url, { name: 'B3', seatCount: 0, venueTableType: 1 })).body).toMatchObject({ status: 400, field: 'body.seatCount' });
    expect((await call('user-vm', 'POST', url, { name: 'B3', seatCount: 4, venueTableType: 3 })).body).toMatchObject({ status: 400, field: 'body.venueTableType' });
    expect((await call('user-vm', 'POST', url, { name: 'A1', seatCount: 4, venueTableType: 1 })).body).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-vm', 'POST', url, { name: 'Combo', seatCount: 4, venueTableType: 1, combinationTablePartIds: [layout.tables.B2] })).body).toMatchObject({ field: 'body.combinationTablePartIds' });
    expect((await call('user-vm', 'POST', url, { name: 'Combo', seatCount: 4, venueTableType: 1, combinationTablePartIds: [layout.tables.B2, layout.tables.A12] })).body).toMatchObject({ field: 'body.combinationTablePartIds.1' });
    const created = await call('user-vm', 'POST', url, { name: 'B3', seatCount: 4, venueTableType: 1, note: 'By the window', combinationTablePartIds: [] });
    expect(created.body).toMatchObject({ name: 'B3', seatCount: 4, venueTableType: 1, isActive: true, isRoundTable: false, note: 'By the window', venueSectionId: layout.lounge });
    const off = await call('user-vm', 'PATCH', `${url}/${created.body.id}`, { active: false });
    expect(off.body).toMatchObject({ isActive: false });
    expect((await call('user-vm', 'PATCH', `${url}/no-such-table`, { active: false })).status).toBe(404);
  });

  it('moves a table to another section by deleting and re-creating it', async () => {
    const from = `${setupUrl()}/venue-sections/${layout.lounge}/venue-tables`;
    const made = await call('user-vm', 'POST', from, { name: 'Mover', seatCount: 2, venueTableType: 1 });
    expect((await call('user-vm', 'DELETE', `${from}/${made.body.id}`)).status).toBe(204);
    expect((await call('user-vm', 'POST', `${setupUrl()}/venue-sections/${layout.main}/venue-tables`, { name: 'Mover', seatCount: 2, venueTableType: 1 })).status).toBe(200);
    const setup = await getSetup();
    expect(setup.venueSections.find((s) => s.id === layout.main)!.venueTables.map((t) => t.name)).toContain('Mover');
    expect(setup.venueSections.find((s) => s.id === layout.lounge)!.venueTables.map((t) => t.name)).not.toContain('Mover');
  });

  it('refuses a stale version of a section or table with 409 (two people editing one layout)', async () => {
    const section = (await getSetup()).venueSections.find((s) => s.id === layout.main)! as unknown as Json & { venueTables: Json[] };
    const table = section.venueTables.find((t) => t.id === layout.tables.A3)!;
    const tableUrl = `${setupUrl()}/venue-sections/${layout.main}/venue-tables/${layout.tables.A3}`;
    const first = await call('user-vm', 'PUT', tableUrl, { name: 'A3', seatCount: 8, venueTableType: 2, note: 'By the window', version: table.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ venueTableType: 2, version: (table.version as number) + 1 });
    const second = await call('user-hq', 'PUT', tableUrl, { name: 'A3', seatCount: 10, venueTableType: 1, version: table.version });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/changed by someone else/);
    const sectionUrl = `${setupUrl()}/venue-sections/${layout.main}`;
    expect((await call('user-vm', 'PUT', sectionUrl, { name: 'Main', description: 'Ground floor', version: section.version })).status).toBe(200);
    expect((await call('user-hq', 'PUT', sectionUrl, { name: 'Main hall', version: section.version })).status).toBe(409);
    const kept = (await getSetup()).venueSections.find((s) => s.id === layout.main)! as unknown as Json & { venueTables: Json[] };
    expect(kept).toMatchObject({ name: 'Main', description: 'Ground floor' });
    expect(kept.venueTables.find((t) => t.id === layout.tables.A3)).toMatchObject({ seatCount: 8, note: 'By the window' });
  });

  it('either books a table or deletes it when both happen at the same moment, never both', async () => {
    const made = await call('user-vm', 'POST', `${setupUrl()}/venue-sections/${layout.lounge}/venue-tables`, { name: 'C9', seatCount: 4, venueTableType: 1 });
    const night = now.add(21, 'day').format('YYYY-MM-DD');
    const arrival = dayjs.tz(`${night} 19:00`, 'YYYY-MM-DD HH:mm', 'Europe/Copenhagen');
    const [booked, deleted] = await Promise.all([
      call('user-vm', 'POST', BOOKINGS_API, { venueDetailsId: VENUE, venueSetupId: layout.setupId, venueSectionId: layout.lounge, venueTableId: made.body.id, guestCount: 2, arrival: arrival.toISOString() }),
      call('user-hq', 'DELETE', `${setupUrl()}/venue-sections/${layout.lounge}/venue-tables/${made.body.id}`),
    ]);
    expect([booked.status, deleted.status]).toContainEqual(expect.any(Number));
    if (booked.status === 200) expect(deleted.status).toBe(409);
    else expect(deleted.status).toBe(204);
    if (booked.status === 200) await call('user-vm', 'DELETE', `${BOOKINGS_API}/${booked.body.booking.id}`);
    else await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.lounge}/venue-tables/${made.body.id}`);
  });

  it('refuses to delete a table, section or setup that has bookings reserved for it', async () => {
    const night = now.add(20, 'day').format('YYYY-MM-DD');
    const arrival = dayjs.tz(`${night} 19:00`, 'YYYY-MM-DD HH:mm', 'Europe/Copenhagen');
    const booking = await call('user-vm', 'POST', `${BOOKINGS_API}?accept-soft-warnings=true`, {
      venueDetailsId: VENUE,
      venueSetupId: layout.setupId,
      venueSectionId: layout.main,
      venueTableId: layout.tables.A12,
      guestCount: 7,
      arrival: arrival.toISOString(),
      departure: arrival.add(2, 'hour').toISOString(),
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(200);
    const table = await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.main}/venue-tables/${layout.tables.A1}`);
    expect(table.status).toBe(409);
    expect(table.body.message).toBe('Bookings are reserved for this table, so it cannot be deleted (1 booking from tonight on; move or cancel them first)');
    expect((await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.main}/venue-tables/${layout.tables.A2}`)).body.message).toMatch(/reserved for this table/);
    expect((await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.main}`)).body.message).toMatch(/Bookings are reserved for this section/);
    expect((await call('user-vm', 'DELETE', setupUrl())).body.message).toMatch(/Bookings are reserved for this setup/);
    expect((await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.main}/venue-tables/${layout.tables.A3}`)).status).toBe(204);
    // The lounge has no bookings: deleting it takes its tables along.
    expect((await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.lounge}`)).status).toBe(204);
    expect((await getSetup()).venueSections.map((s) => s.id)).toEqual([layout.main]);
    expect((await call('user-vm', 'DELETE', `${setupUrl()}/venue-sections/${layout.lounge}`)).status).toBe(404);
  });

  it('saves the floorplan and fills table and section names from the setup', async () => {
    const plan = `${SETUP_API}/floorplan/${layout.setupId}`;
    const { version } = (await call('user-vm', 'GET', plan)).body as { version: number };
    expect((await call('user-vm', 'PUT', plan, { width: 800, height: 600, backgroundImage: null, sections: [], tables: [{ venueTableId: 'nope', x: 1, y: 1 }], version })).body).toMatchObject({ field: 'body.tables.0.venueTableId' });
    const body = {
      width: 800,
      height: 600,
      backgroundImage: null,
      sections: [{ venueSectionId: layout.main, x: 20, y: 20, width: 400, height: 200 }],
      tables: [{ venueTableId: layout.tables.A2, x: 100, y: 120, width: 80, height: 60, rotation: 90 }],
      version,
    };
    const saved = await call('user-vm', 'PUT', plan, body);
    expect(saved.body).toMatchObject({ width: 800, tables: [{ venueTableId: layout.tables.A2, name: 'A2', x: 100, rotation: 90 }], sections: [{ venueSectionId: layout.main, name: 'Main', width: 400 }], version: version + 1 });
    expect((await call('user-sm', 'GET', plan)).body).toEqual(saved.body);
    // Reading is not changing: the shift manager may look at the plan but not save it.
    expect((await call('user-sm', 'PUT', plan, { ...body, version: version + 1 })).status).toBe(403);
  });

  it('refuses a floorplan saved from an older version (409) or with fields left out (400 naming them), and keeps the stored one', async () => {
    const plan = `${SETUP_API}/floorplan/${layout.setupId}`;
    const before = (await call('user-vm', 'GET', plan)).body as { version: number };
    const stale = await call('user-vm', 'PUT', plan, { width: 500, height: 500, backgroundImage: null, sections: [], tables: [], version: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/The floorplan of this setup was changed by someone else \(now version \d+, yours \d+\)/);
    expect((await call('user-vm', 'PUT', plan, {})).body).toMatchObject({ status: 400, field: 'body.width' });
    expect((await call('user-vm', 'PUT', plan, { width: 500, height: 500, backgroundImage: null, sections: [], version: before.version })).body).toMatchObject({ status: 400, field: 'body.tables' });
    expect((await call('user-vm', 'PUT', plan, { width: 500, height: 500, backgroundImage: null, tables: [], version: before.version })).body).toMatchObject({ status: 400, field: 'body.sections' });
    expect((await call('user-vm', 'PUT', plan, { width: 500, height: 500, backgroundImage: null, sections: [], tables: [] })).body).toMatchObject({ status: 400, field: 'body.version' });
    expect((await call('user-vm', 'GET', plan)).body).toEqual(before);
    // Renaming the setup bumps the setup's version, not the floorplan's: a floorplan open in another tab stays saveable.
    const setup = await getSetup();
    expect((await call('user-vm', 'PUT', setupUrl(), { name: setup.name, isActive: setup.isActive, version: setup.version })).status).toBeLessThan(300);
    const kept = { width: 500, height: 500, backgroundImage: null, sections: [{ venueSectionId: layout.main, x: 0, y: 0, width: 300, height: 300 }], tables: [{ venueTableId: layout.tables.A2, x: 100, y: 120 }], version: before.version };
    expect((await call('user-vm', 'PUT', plan, kept)).body).toMatchObject({ width: 500, tables: [{ name: 'A2' }], version: before.version + 1 });
  });

  it('refuses tables and areas that are not of the setup, placed twice or off the plan, naming the field', async () => {
    const plan = `${SETUP_API}/floorplan/${layout.setupId}`;
    const before = (await call('user-vm', 'GET', plan)).body as { version: number };
    const put = async (change: Record<string, unknown>) => (await call('user-vm', 'PUT', plan, { width: 500, height: 400, backgroundImage: null, sections: [], tables: [], version: before.version, ...change })).body;
    const a2 = { venueTableId: layout.tables.A2, x: 10, y: 10, width: 60, height: 60 };
    expect(await put({ tables: [a2, { ...a2, x: 200 }] })).toMatchObject({ status: 400, field: 'body.tables.1.venueTableId', message: expect.stringMatching(/each table can be placed once/) });
    expect(await put({ tables: [{ ...a2, x: 460 }] })).toMatchObject({ status: 400, field: 'body.tables.0.x', message: expect.stringMatching(/beyond the floorplan's width of 500/) });
    expect(await put({ tables: [{ ...a2, y: 380 }] })).toMatchObject({ status: 400, field: 'body.tables.0.y', message: expect.stringMatching(/beyond the floorplan's height of 400/) });
    expect(await put({ tables: [{ ...a2, x: -5 }] })).toMatchObject({ status: 400, field: 'body.tables.0.x' });
    expect(await put({ sections: [{ venueSectionId: 'elsewhere', x: 0, y: 0, width: 10, height: 10 }] })).toMatchObject({ status: 400, field: 'body.sections.0.venueSectionId', message: expect.stringMatching(/no section with the id elsewhere in this setup/) });
    expect(await put({ sections: [{ venueSectionId: layout.main, x: 0, y: 0, width: 0, height: 10 }] })).toMatchObject({ status: 400, field: 'body.sections.0.width' });
    expect((await call('user-vm', 'GET', plan)).body).toEqual(before);
  });

  it("keeps a picture of the room under the plan: one uploaded as this venue's floorplan picture, seen by who sees the plan", async () => {
    const plan = `${SETUP_API}/floorplan/${layout.setupId}`;
    const upload = async (userId: string, type: string, venueId = VENUE) => server.request(userId, { method: 'POST', url: `/api/main/Media/${type}`, ...multipart({ venueId }, { name: 'room.png', type: 'image/png', content: PNG }) });
    // Uploading needs the permission to change the setup, at the venue.
    expect((await upload('user-sm', 'floorplan')).statusCode).toBe(403);
    const room = (await upload('user-vm', 'floorplan')).json() as { id: string };
    const otherKind = (await upload('user-vm', 'medialibrary')).json() as { id: string };
    const otherVenue = (await upload('user-hq', 'floorplan', 'venue-no-bryggen')).json() as { id: string };
    type Placed = { x: number; y: number; width: number | null; height: number | null };
    const before = (await call('user-vm', 'GET', plan)).body as unknown as { version: number; width: number; height: number; tables: (Placed & { venueTableId: string; rotation: number | null })[]; sections: (Placed & { venueSectionId: string })[] };
    // The plan as it stands, with a picture under it: the tests after this one build on its tables.
    const kept = {
      width: before.width,
      height: before.height,
      tables: before.tables.map(({ venueTableId, x, y, width, height, rotation }) => ({ venueTableId, x, y, width, height, rotation })),
      sections: before.sections.map(({ venueSectionId, x, y, width, height }) => ({ venueSectionId, x, y, width, height })),
    };
    const put = (backgroundImage: string | null) => call('user-vm', 'PUT', plan, { ...kept, backgroundImage, version: before.version });
    for (const id of [otherKind.id, otherVenue.id, 'no-such-file'])
      expect((await put(id)).body).toMatchObject({ status: 400, field: 'body.backgroundImage', message: expect.stringMatching(`no floorplan picture of this venue with the id ${id}`) });
    expect((await call('user-vm', 'GET', plan)).body).toEqual(before);
    expect((await put(room.id)).body).toMatchObject({ backgroundImage: room.id, tables: before.tables, sections: before.sections, version: before.version + 1 });
    // The shift manager sees the plan, so the picture too; guest relations sees neither.
    expect((await server.request('user-sm', { method: 'GET', url: `/api/main/Media/${room.id}` })).statusCode).toBe(200);
    expect((await server.request('user-gr', { method: 'GET', url: `/api/main/Media/${room.id}` })).statusCode).toBe(403);
  });

  it('copies a setup under a new name with new ids for sections, tables and combination parts', async () => {
    expect((await call('user-vm', 'POST', `${setupUrl()}/copy/${encodeURIComponent('Test layout setup')}`)).body).toMatchObject({ status: 400, field: 'newName' });
    const res = await call('user-vm', 'POST', `${setupUrl()}/copy/${encodeURIComponent('Summer terrace')}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const copy = res.body as unknown as Setup;
    const original = await getSetup();
    expect(copy).toMatchObject({ name: 'Summer terrace', isActive: false });
    expect(copy.venueSections.map((s) => s.venueTables.map((t) => t.name))).toEqual(original.venueSections.map((s) => s.venueTables.map((t) => t.name)));
    const ids = new Set(copy.venueSections.flatMap((s) => s.venueTables.map((t) => t.id)));
    const combo = copy.venueSections[0].venueTables.find((t) => t.name === 'A1+A2')!;
    expect(combo.combinationTablePartIds.every((id) => ids.has(id))).toBe(true);
    expect([...ids].some((id) => original.venueSections[0].venueTables.some((t) => t.id === id))).toBe(false);
    const copiedPlan = (await call('user-sm', 'GET', `${SETUP_API}/floorplan/${copy.id}`)).body as { tables: { name: string }[]; sections: { venueSectionId: string; name: string }[] };
    expect(copiedPlan.tables.map((t) => t.name)).toEqual(['A2']);
    expect(copiedPlan.sections).toEqual([expect.objectContaining({ venueSectionId: copy.venueSections[0].id, name: 'Main' })]);
    expect(((await call('user-sm', 'GET', `${SETUP_API}/products?venue-setup-id=${copy.id}`)).body as unknown as Json[]).length).toBeGreaterThan(3);
  });

  it('soft-deletes a setup without bookings: it leaves the list and answers 404', async () => {
    const made = await call('user-vm', 'POST', `${SETUP_API}/venue-setups`, { name: 'Short-lived', venueDetailsId: VENUE });
    expect((await call('user-vm', 'DELETE', `${SETUP_API}/venue-setups/${made.body.id}`)).status).toBe(204);
    const list = (await call('user-sm', 'GET', `${SETUP_API}/venue-setups?venue-details-id=${VENUE}`)).body as unknown as Setup[];
    expect(list.map((s) => s.id)).not.toContain(made.body.id);
    expect((await call('user-sm', 'GET', `${SETUP_API}/venue-setups/${made.body.id}`)).status).toBe(404);
  });

  it('changes products of a setup with the version', async () => {
    const [product] = (await call('user-sm', 'GET', `${SETUP_API}/products?venue-setup-id=${layout.setupId}`)).body as unknown as Json[];
    const saved = await call('user-vm', 'PUT', `${SETUP_API}/products/${product.id}`, { ...product, unitPrice: 99900, isActive: false });
    expect(saved.body).toMatchObject({ unitPrice: 99900, isActive: false, version: (product.version as number) + 1 });
    expect((await call('user-vm', 'PUT', `${SETUP_API}/products/${product.id}`, { ...product, unitPrice: 1 })).status).toBe(409);
    expect((await call('user-vm', 'PUT', `${SETUP_API}/products/${product.id}`, { ...saved.body, unitPrice: -1 })).body).toMatchObject({ field: 'body.unitPrice' });
    expect((await call('user-vm', 'PUT', `${SETUP_API}/products/${product.id}`, { ...saved.body, venueSetupId: 'setup-dk-norrebro-standard' })).body).toMatchObject({ field: 'body.venueSetupId' });
  });
});

describe('the setup calendar', () => {
  let layout: Layout;
  const entries = async () => (await call('user-sm', 'GET', `${SETUP_API}/venue-setup-calendar-entries?venue-details-id=${VENUE}`)).body as unknown as (Json & { id: string; version: number; priority: number })[];
  const active = async (local: string) => (await call('user-sm', 'GET', `${SETUP_API}/venue-setups/active?venue-details-id=${VENUE}&date-time=${encodeURIComponent(new Date(`${local}+01:00`).toISOString())}`)).body;
  beforeAll(async () => {
    layout = await createLayout(server, 'calendar');
  });

  it('lists the demo entries: the default entry and the weekend repetition', async () => {
    const list = await entries();
    expect(list).toContainEqual(expect.objectContaining({ venueSetupId: 'setup-dk-norrebro-standard', priority: 0, fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00', isActive: true }));
    expect(await active('2030-03-12T20:00:00')).toMatchObject({ id: 'setup-dk-norrebro-standard', activeReason: 'calendar', night: '2030-03-12' });
    // Friday night, and the same night after midnight, belong to the weekend setup.
    expect(await active('2030-03-15T23:00:00')).toMatchObject({ id: 'setup-dk-norrebro-weekend' });
    expect(await active('2030-03-16T03:00:00')).toMatchObject({ id: 'setup-dk-norrebro-weekend', night: '2030-03-15' });
  });

  it('adds entries by date list, weekly and yearly repetition, with dates as YYYY-MM-DD', async () => {
    const byList = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/${layout.setupId}/calendar-dates-by-date-list`, { dates: ['2030-03-12T00:00:00.000Z', '14-03-2030'], priority: 30 });
    expect(byList.status, JSON.stringify(byList.body)).toBe(200);
    expect(byList.body).toMatchObject({ dates: ['2030-03-12', '2030-03-14'], priority: 30, isActive: true, venueSetupId: layout.setupId });
    expect(await active('2030-03-12T20:00:00')).toMatchObject({ id: layout.setupId, calendarEntryId: byList.body.id });
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/${layout.setupId}/calendar-dates-by-date-list`, { dates: ['soon'] })).body).toMatchObject({ field: 'body.dates.0' });
    const weekly = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/${layout.setupId}/calendar-dates-by-weekly-interval`, { repeatEveryCount: 1, repeatOnDays: [3], priority: 0, fromDate: '2030-01-01' });
    expect(weekly.body).toMatchObject({ calendarRepeatInterval: { type: 'WeeklyRepeatInterval', repeatOnDays: [3], repeatEveryCount: 1 } });
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/${layout.setupId}/calendar-dates-by-weekly-interval`, { repeatEveryCount: 1, repeatOnDays: [] })).body).toMatchObject({ field: 'body.repeatOnDays' });
    const yearly = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/${layout.setupId}/calendar-dates-by-yearly-interval`, { repeatEveryCount: 1, repeatOnDates: ['2025-12-24T00:00:00Z', '2025-6-21'], priority: 40 });
    expect(yearly.body).toMatchObject({ calendarRepeatInterval: { type: 'YearlyRepeatInterval', repeatOnDates: ['2025-06-21', '2025-12-24'] } });
    expect(await active('2030-12-24T20:00:00')).toMatchObject({ id: layout.setupId });
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries/no-such-setup/calendar-dates-by-yearly-interval`, { repeatOnDates: ['2025-12-24'] })).status).toBe(404);
  });

  it('creates and patches entries; the default entry of a new venue is 2021-2031 with priority 0', async () => {
    const created = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries`, {
      venueDetailsId: VENUE,
      venueSetupId: layout.setupId,
      isActive: true,
      priority: 0,
      fromDate: '2021-01-01',
      fromTime: '10:00',
      toDate: '2031-01-01',
      toTime: '10:00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const other = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries`, { venueDetailsId: VENUE, venueSetupId: 'setup-dk-vesterbro-standard' });
    expect(other.body, JSON.stringify(other.body)).toMatchObject({ field: 'body.venueSetupId' });
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries`, { venueDetailsId: VENUE, venueSetupId: layout.setupId, fromDate: '2030-02-01', toDate: '2030-01-01' })).body).toMatchObject({ field: 'body.toDate' });
    const patched = await call('user-vm', 'PATCH', `${SETUP_API}/venue-setup-calendar-entries/${created.body.id}`, { inActiveDates: ['2030-03-13', '2030-03-13'], version: created.body.version });
    expect(patched.body).toMatchObject({ inActiveDates: ['2030-03-13'], isActive: true, priority: 0 });
    expect((await call('user-vm', 'PATCH', `${SETUP_API}/venue-setup-calendar-entries/${created.body.id}`, { priority: 3, version: created.body.version })).status).toBe(409);
    expect((await call('user-vm', 'PATCH', `${SETUP_API}/venue-setup-calendar-entries/${created.body.id}`, { calendarRepeatInterval: { type: 'WeeklyRepeatInterval', repeatOnDays: [] } })).body).toMatchObject({
      field: 'body.calendarRepeatInterval.repeatOnDays',
    });
  });

  it('swaps the priorities of two entries of the venue', async () => {
    const list = await entries();
    const high = list.find((e) => e.priority === 30)!;
    const standard = list.find((e) => e.venueSetupId === 'setup-dk-norrebro-standard')!;
    const swapped = await call('user-vm', 'PATCH', `${SETUP_API}/venue-setup-calendar-entries/${high.id}/swap/${standard.id}`);
    expect((swapped.body as unknown as Json[]).map((e) => e.priority)).toEqual([standard.priority, 30]);
    expect(await active('2030-03-12T20:00:00')).toMatchObject({ id: 'setup-dk-norrebro-standard' });
    const vesterbro = (await call('user-hq', 'GET', `${SETUP_API}/venue-setup-calendar-entries?venue-details-id=venue-dk-vesterbro`)).body as unknown as { id: string }[];
    expect((await call('user-vm', 'PATCH', `${SETUP_API}/venue-setup-calendar-entries/${high.id}/swap/${vesterbro[0].id}`)).body).toMatchObject({ status: 400, field: 'otherId' });
  });

  it('answers, at every day and time of a month, the setup the calendar draws from the entries', async () => {
    const post = async (path: string, body: Json) => {
      const res = await call('user-vm', 'POST', `${SETUP_API}/venue-setup-calendar-entries${path}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // October 2030: a date list with times, a weekly and a yearly repetition, a period of a few days, and the clocks go back on the 27th.
    await post(`/${layout.setupId}/calendar-dates-by-date-list`, { dates: ['2030-10-09', '2030-10-16'], fromTime: '21:00', toTime: '02:00', priority: 50 });
    await post(`/${layout.setupId}/calendar-dates-by-weekly-interval`, { repeatEveryCount: 1, repeatOnDays: [4], priority: 20, fromDate: '2030-10-01', fromTime: '18:00', toDate: '2030-10-31' });
    await post(`/${layout.setupId}/calendar-dates-by-yearly-interval`, { repeatEveryCount: 1, repeatOnDates: ['2030-10-24'], priority: 10 });
    await post('', { venueDetailsId: VENUE, venueSetupId: layout.setupId, isActive: true, priority: 60, fromDate: '2030-10-05', fromTime: '12:00', toDate: '2030-10-07', toTime: '15:00', inActiveDates: ['2030-10-06'] });
    const [venue] = (await call('user-sm', 'GET', `${SETUP_API}/venue-details?venue-portal-id=${VENUE}`)).body as unknown as VenueDetails[];
    const clock = { timeZone: venue.timeZoneCode!, startTimeOfDay: venue.startTimeOfDay };
    const setups = (await call('user-sm', 'GET', `${SETUP_API}/venue-setups?venue-details-id=${VENUE}`)).body as unknown as Setup[];
    const list = (await entries()) as unknown as CalendarEntryLike[];
    let compared = 0;
    const seen = new Set<string>();
    for (let day = 1; day <= 31; day++) {
      const night = `2030-10-${String(day).padStart(2, '0')}`;
      const spans = activeSpans(setups, list, clock, night);
      for (const time of ['10:00', '12:30', '15:00', '18:30', '21:30', '01:30', '09:45']) {
        const instant = atNight(night, time, clock);
        const drawn = spans.find((s) => s.from <= instant && instant < s.to);
        const answer = (await call('user-sm', 'GET', `${SETUP_API}/venue-setups/active?venue-details-id=${VENUE}&date-time=${encodeURIComponent(instant.toISOString())}`)).body;
        expect({ night, time, id: answer.id, entry: answer.calendarEntryId, reason: answer.activeReason }).toEqual({ night, time, id: drawn?.setup.id, entry: drawn?.entryId, reason: drawn?.reason });
        seen.add(answer.id as string);
        compared++;
      }
    }
    expect(compared).toBe(31 * 7);
    // The month is not all one setup: the new entries decide some of it.
    expect(seen).toContain(layout.setupId);
    expect(seen.size).toBeGreaterThan(1);
    // Two hundred and seventeen requests one after another: on a busy machine longer than the usual thirty seconds.
  }, 90_000);
});

describe('occupancy', () => {
  it('answers the booking percentage of every night of a month', async () => {
    const month = now;
    const res = await call('user-sm', 'GET', `${SETUP_API}/venue-details/booking-percentage/${VENUE}/${month.year()}/${month.month() + 1}`);
    expect(res.status).toBe(200);
    const nights = res.body.nights as { date: string; percentage: number; bookedTables: number; totalTables: number }[];
    expect(nights).toHaveLength(month.daysInMonth());
    expect(nights.some((n) => n.percentage > 0)).toBe(true);
    expect(nights.every((n) => n.percentage >= 0 && n.percentage <= 100 && n.bookedTables <= n.totalTables)).toBe(true);
    expect((await call('user-sm', 'GET', `${SETUP_API}/venue-details/booking-percentage/${VENUE}/2030/13`)).body).toMatchObject({ status: 400, field: 'month' });
  });

  it('answers several venues on one date, and refuses a venue the user may not see', async () => {
    const date = now.format('YYYY-MM-DD');
    const res = await call('user-vm', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date, venueDetailIds: [VENUE, 'venue-dk-vesterbro'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([{ venueDetailsId: VENUE, date }, { venueDetailsId: 'venue-dk-vesterbro', date }]);
    expect((await call('user-vm', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date, venueDetailIds: [VENUE, 'venue-fi-kallio'] })).status).toBe(403);
  });

  it('counts a night’s booked tables in the active setup', async () => {
    const night = '2030-03-26';
    const standard = (await call('user-sm', 'GET', `${SETUP_API}/venue-setups/setup-dk-norrebro-standard`)).body as unknown as Setup;
    const before = (await call('user-sm', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date: night, venueDetailIds: [VENUE] })).body as unknown as { bookedTables: number; totalTables: number }[];
    const section = standard.venueSections[0];
    const booked = await call('user-vm', 'POST', `${BOOKINGS_API}?accept-soft-warnings=true`, {
      venueDetailsId: VENUE,
      venueSetupId: standard.id,
      venueSectionId: section.id,
      venueTableId: section.venueTables.find((t) => !t.combinationTablePartIds.length && t.isActive)!.id,
      guestCount: 2,
      arrival: at('19:00', night),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const after = (await call('user-sm', 'POST', `${SETUP_API}/venue-details/booking-percentage-by-venues`, { date: night, venueDetailIds: [VENUE] })).body as unknown as { bookedTables: number; totalTables: number; percentage: number }[];
    expect(after[0].bookedTables).toBe(before[0].bookedTables + 1);
    expect(after[0].percentage).toBeCloseTo((after[0].bookedTables / after[0].totalTables) * 100, 0);
  });
});
