import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { bookingsApi } from '@generated/client/api/bookings';
import { mediaApi } from '@generated/client/api/media';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueNotesApi } from '@generated/client/api/venueNotes';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import type { BookingResult, VenueDetails } from '@/screens/shared/BookingKit/queries';
import BookingsScreen from '@/screens/bookings/BookingsScreen';
import { clock } from '@/shared/clock';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookings', () => ({ bookingsApi: { getList: vi.fn(), onDeactivatedTables: vi.fn(), update: vi.fn(), create: vi.fn(), caseworkers: vi.fn(), hosts: vi.fn() } }));
vi.mock('@generated/client/api/bookingTags', () => ({ bookingTagsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/media', () => ({ mediaApi: { download: vi.fn() } }));
vi.mock('@generated/client/api/venueDetails', () => ({ venueDetailsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueNotes', () => ({ venueNotesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueSetupCalendarEntries', () => ({ venueSetupCalendarEntriesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { active: vi.fn(), getFloorplan: vi.fn(), getList: vi.fn(), products: vi.fn() } }));
vi.mock('@generated/client/api/venueSections', () => ({ venueSectionsApi: { tables: vi.fn(), alternatives: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const api = { bookings: vi.mocked(bookingsApi), tags: vi.mocked(bookingTagsApi), details: vi.mocked(venueDetailsApi), notes: vi.mocked(venueNotesApi), setups: vi.mocked(venueSetupsApi), sections: vi.mocked(venueSectionsApi), entries: vi.mocked(venueSetupCalendarEntriesApi) };
const details = { id: 'venue-1', venuePortalId: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;
// 20:00 in Copenhagen on a Tuesday: the floor opens at this time of tonight.
const NOW = '2026-11-17T19:00:00Z';
const table = (id: string, name: string, seats: number, extra: object = {}) => ({ id, name, seatCount: seats, venueTableType: 1, isRoundTable: false, isActive: true, combinationTablePartIds: [], venuePolicies: [], ...extra });
const WALK_IN_POLICY = [{ identifier: 'walk-ins', policyType: 'TableBookingPolicy', limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }];
const setup = {
  id: 'setup-1',
  name: 'Standard',
  version: 1,
  venueSections: [
    { id: 'main', name: 'Main room', venueTables: [table('a1', 'A1', 4), table('a2', 'A2', 4), table('a3', 'A3', 2)] },
    { id: 'bar', name: 'Bar', venueTables: [table('h1', 'H1', 4, { venuePolicies: WALK_IN_POLICY })] },
  ],
};
const place = (venueTableId: string, x: number) => ({ venueTableId, x, y: 60, width: 80, height: 60, rotation: 0 });
const floorplan = { venueSetupId: 'setup-1', width: 800, height: 300, backgroundImage: null, tables: [place('a1', 40), place('a2', 200), place('a3', 360), place('h1', 520)], sections: [], version: 2 };
const booking = (id: string, name: string, tableId: string, arrivalState = 0, departure: string | null = null) =>
  ({
    booking: { id, venueDetailsId: 'venue-1', venueSetupId: 'setup-1', venueSectionId: 'main', venueTableId: tableId, bookingState: 2, arrivalState, guestCount: 4, arrivedGuests: 0, arrival: '2026-11-17T19:00:00.000Z', departure, tags: [], caseworker: null, host: null, version: 3 },
    bookingCustomer: { name, phoneNumber: '+45 11 22 33 44', email: 'guest@example.dk' },
    venueTable: null,
    reservedSection: null,
    caseworkerName: null,
    hostName: null,
  }) as unknown as BookingResult;
const scored = (id: string, extra: object = {}) => ({ table: { id, name: id.toUpperCase() }, score: 90, available: true, reason: null, softWarnings: [], hardLimits: [], warnings: [], scoreParts: [], bookedBy: [], ...extra });

const MANAGER = ['vp.vp.booking.show', 'vp.vp.booking.arrive', 'vp.vp.booking.notes', 'vp.vp.booking.edit'];

beforeAll(() => clock.set(NOW));
afterAll(() => clock.set(null));

beforeEach(() => {
  vi.resetAllMocks();
  api.details.getList.mockResolvedValue([details]);
  api.bookings.getList.mockResolvedValue([booking('b1', 'Mette Jensen', 'a1'), booking('b2', 'Ole Hansen', 'a2', 15)]);
  api.bookings.onDeactivatedTables.mockResolvedValue([]);
  api.tags.getList.mockResolvedValue([]);
  api.notes.getList.mockResolvedValue([]);
  api.setups.active.mockResolvedValue(structuredClone(setup) as never);
  api.setups.getList.mockResolvedValue([structuredClone(setup)] as never);
  api.entries.getList.mockResolvedValue([{ id: 'default', venueSetupId: 'setup-1', venueDetailsId: 'venue-1', isActive: true, priority: 0, version: 1, fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00' }] as never);
  api.setups.getFloorplan.mockResolvedValue(structuredClone(floorplan) as never);
  api.bookings.update.mockResolvedValue(booking('b1', 'Mette Jensen', 'a3') as never);
  api.bookings.caseworkers.mockResolvedValue([]);
  api.bookings.hosts.mockResolvedValue([]);
  api.setups.products.mockResolvedValue([]);
  api.sections.tables.mockResolvedValue([]);
});

const renderFloor = (permissions = MANAGER) => renderPage(<BookingsScreen />, { path: '/marcom/marcom?venueId=venue-1&view=floor', session: sessionAtVenue('venue-1', permissions) });
const plan = async () => screen.findByRole('group', { name: 'Floor of Standard at 20:00' }, { timeout: 5000 });
const tableButton = (name: string) => within(screen.getByRole('group', { name: 'Floor of Standard at 20:00' })).getByRole('button', { name: new RegExp(`^Table ${name},`) });
/** Picks Mette's booking up and puts it on a table, by keyboard only. */
async function moveByKeyboard(user: ReturnType<typeof userEvent.setup>, tableName: string) {
  screen.getByRole('button', { name: /^Booking 20:00 Mette Jensen/ }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByText(/^Picked up: choose a table/)).toBeInTheDocument();
  tableButton(tableName).focus();
  await user.keyboard('{Enter}');
}

describe('the floor view of the night', () => {
  it('draws each table in its state at the chosen time, with the booking on it, and the legend says every state', async () => {
    renderFloor();
    await plan();
    expect(tableButton('A1')).toHaveAccessibleName('Table A1, seats: 4, Reserved. Mette Jensen, guests: 4, at 20:00');
    expect(tableButton('A1')).toHaveAttribute('data-state', 'reserved');
    expect(tableButton('A2')).toHaveAttribute('data-state', 'seated');
    expect(tableButton('A3')).toHaveAccessibleName('Table A3, seats: 2, Free');
    expect(tableButton('H1')).toHaveAttribute('data-state', 'walkInOnly');
    const legend = screen.getByRole('region', { name: 'Legend' });
    for (const state of ['Free', 'Walk-in only', 'Reserved', 'Partially arrived', 'Arrived', 'Seated', 'Overtime']) expect(within(legend).getByText(state)).toBeInTheDocument();
  });

  it("draws the room's picture under the tables when the plan has one", async () => {
    vi.mocked(mediaApi.download).mockResolvedValue(new Blob(['png'], { type: 'image/png' }) as never);
    URL.createObjectURL = vi.fn(() => 'blob:room');
    URL.revokeObjectURL = vi.fn();
    api.setups.getFloorplan.mockResolvedValue({ ...structuredClone(floorplan), backgroundImage: 'room-picture' } as never);
    renderFloor();
    const floor = await plan();
    await waitFor(() => expect(floor.querySelector('[data-testid="floorplan-picture"]')).toHaveAttribute('href', 'blob:room'));
    expect(mediaApi.download).toHaveBeenCalledWith({ id: 'room-picture' });
  });

  it('shows the floor at another time: at 20:10 Mette is overtime', async () => {
    renderFloor();
    await plan();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '20:10' } });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Floor of Standard at 20:10' })).getByRole('button', { name: /^Table A1,/ })).toHaveAttribute('data-state', 'overtime'));
  });

  it('steps through the night a quarter of an hour at a time, keeps the floor while a time is half typed, and goes back to now', async () => {
    const user = userEvent.setup();
    renderFloor();
    await plan();
    const field = screen.getByLabelText('Time');
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('group', { name: 'Floor of Standard at 20:15' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '15 minutes earlier' }));
    await user.click(screen.getByRole('button', { name: '15 minutes earlier' }));
    expect(await screen.findByRole('group', { name: 'Floor of Standard at 19:45' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '21:3');
    expect(field).toHaveAccessibleDescription('Write the time as hh:mm, e.g. 20:30');
    expect(screen.getByRole('group', { name: 'Floor of Standard at 19:45' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(await screen.findByRole('group', { name: 'Floor of Standard at 20:00' })).toBeInTheDocument();
    expect(field).toHaveValue('20:00');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('moves a booking to a free table by keyboard through the scoring, with the version it was shown at', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    renderFloor();
    await plan();
    await moveByKeyboard(user, 'A3');
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledTimes(1));
    expect(api.sections.tables).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'main', 'guest-count': 4, 'existing-booking-id': 'b1' }));
    const call = api.bookings.update.mock.calls[0][0];
    expect(call).toMatchObject({ id: 'b1', body: { venueTableId: 'a3', venueSectionId: 'main', venueSetupId: 'setup-1', version: 3 } });
    expect(call).not.toHaveProperty('accept-soft-warnings');
    expect(await screen.findByText('Mette Jensen moved to A3 at 20:00')).toBeInTheDocument();
  });

  it('on a busy night lists the first 30 bookings, shows more on demand and finds any by name, which moves like the others', async () => {
    const user = userEvent.setup();
    const guests = Array.from({ length: 44 }, (_, i) => booking(`g${i}`, `Guest ${String(i).padStart(2, '0')}`, 'a2'));
    api.bookings.getList.mockResolvedValue([...guests, booking('b1', 'Mette Jensen', 'a1')]);
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    renderFloor();
    await plan();
    const list = screen.getByRole('region', { name: 'Bookings of the night' });
    expect(within(list).getAllByRole('button', { name: /^Booking / })).toHaveLength(30);
    expect(within(list).queryByRole('button', { name: /Mette Jensen/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Show 15 more (15 not shown)' }));
    expect(within(list).getAllByRole('button', { name: /^Booking / })).toHaveLength(45);
    expect(within(list).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();

    await user.type(within(list).getByRole('searchbox', { name: 'Find a booking' }), 'mette a1');
    expect(within(list).getAllByRole('button', { name: /^Booking / })).toHaveLength(1);
    expect(within(list).getByText('1 of 45 bookings')).toBeInTheDocument();
    await moveByKeyboard(user, 'A3');
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledTimes(1));
    expect(api.bookings.update.mock.calls[0][0]).toMatchObject({ id: 'b1', body: { venueTableId: 'a3' } });

    await user.clear(within(list).getByRole('searchbox', { name: 'Find a booking' }));
    await user.type(within(list).getByRole('searchbox', { name: 'Find a booking' }), 'nobody');
    expect(within(list).getByText('No booking of the night matches.')).toBeInTheDocument();
  });

  it('refuses a table the booking breaks a hard limit of, with the limit in words, and saves nothing', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3', { available: false, reason: 'hardLimit', hardLimits: [{ message: 'closed', text: { key: 'openingHours', values: { arrival: '20:00', opens: '17:00', closes: '19:00', policy: 'Opening hours' } } }] })] as never);
    renderFloor();
    await plan();
    await moveByKeyboard(user, 'A3');
    expect(await screen.findByRole('alert')).toHaveTextContent('A3 cannot take this booking: Arrival at 20:00 is outside the opening hours 17:00–19:00 (Opening hours)');
    expect(api.bookings.update).not.toHaveBeenCalled();
  });

  it('asks before breaking soft limits and sends the acceptance with the move', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3', { softWarnings: [{ message: 'seats', text: { key: 'seats', values: { table: 'A3', guests: 4, seats: 2 } } }] })] as never);
    renderFloor();
    await plan();
    await moveByKeyboard(user, 'A3');
    const dialog = await screen.findByRole('dialog', { name: 'Move Mette Jensen to A3?' });
    expect(api.bookings.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and move' }));
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1', 'accept-soft-warnings': true })));
  });

  it('tells the second host that someone else moved the booking first (409)', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    api.bookings.update.mockRejectedValue(new HttpError('changed', 409, { message: 'This booking was changed by someone else' }));
    renderFloor();
    await plan();
    await moveByKeyboard(user, 'A3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this booking meanwhile');
    await waitFor(() => expect(api.bookings.getList.mock.calls.length).toBeGreaterThan(1));
  });

  it('seats a walk-in party at a free table, seated at once and tagged as a walk-in', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    api.bookings.create.mockResolvedValue(booking('b9', 'Walk', 'a3', 15) as never);
    renderFloor();
    await plan();
    screen.getByRole('button', { name: /^Walk-in party: drag/ }).focus();
    await user.keyboard('{Enter}');
    tableButton('A3').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Seat a walk-in party at A3' });
    const guests = within(dialog).getByLabelText(/^Guests/);
    await user.clear(guests);
    await user.type(guests, '2');
    await user.click(await within(dialog).findByRole('button', { name: 'Seat them' }));
    await waitFor(() => expect(api.bookings.create).toHaveBeenCalledTimes(1));
    expect(api.bookings.create.mock.calls[0][0].body).toMatchObject({ venueTableId: 'a3', venueSectionId: 'main', guestCount: 2, arrivalState: 15, bookingState: 3, tags: ['BOOKING_TYPE:WalkIn'], arrival: NOW.replace('Z', '.000Z') });
  });

  it('seats a walk-in at the table the pointer lets it go on, and nowhere when let go beside the tables', async () => {
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    renderFloor();
    const floor = await plan();
    // The page's layout, which jsdom has not: right of x 500 lies table A3, left of it the plan's empty floor.
    const elementFromPoint = vi.fn((x: number) => (x >= 500 ? tableButton('A3') : floor));
    document.elementFromPoint = elementFromPoint;
    const drag = (to: number) => {
      fireEvent.pointerDown(screen.getByRole('button', { name: /^Walk-in party: drag/ }), { clientX: 10, clientY: 10, button: 0, isPrimary: true });
      fireEvent.pointerMove(document, { clientX: 30, clientY: 10 });
      fireEvent.pointerMove(document, { clientX: 520, clientY: 10 });
      fireEvent.pointerMove(document, { clientX: to, clientY: 10 });
      fireEvent.pointerUp(document, { clientX: to, clientY: 10 });
    };
    try {
      drag(400);
      expect(elementFromPoint).toHaveBeenCalledWith(520, 10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      drag(520);
      expect(await screen.findByRole('dialog', { name: 'Seat a walk-in party at A3' })).toBeInTheDocument();
    } finally {
      delete (document as Partial<Document>).elementFromPoint;
    }
  });

  it('opens the booking of a table that has one', async () => {
    const user = userEvent.setup();
    renderFloor();
    await plan();
    await user.click(tableButton('A1'));
    expect(await screen.findByRole('dialog', { name: 'Booking – Mette Jensen' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the timeline of the night', () => {
  const renderTimeline = () => renderPage(<BookingsScreen />, { path: '/marcom/marcom?venueId=venue-1&view=timeline', session: sessionAtVenue('venue-1', MANAGER) });
  const bar = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 10_000 });

  beforeEach(() => {
    api.bookings.getList.mockResolvedValue([booking('b1', 'Mette Jensen', 'a1', 0, '2026-11-17T21:00:00.000Z'), booking('b2', 'Ole Hansen', 'a2', 15)]);
  });

  it('draws a row per table and each booking as a bar from arrival to departure', async () => {
    renderTimeline();
    expect(await bar(/^Mette Jensen, guests: 4/)).toHaveAccessibleName('Mette Jensen, guests: 4, 20:00–22:00, table A1');
    expect(screen.getByRole('group', { name: 'Timeline of Standard' })).toHaveTextContent('H1 · 4');
    expect(screen.queryByText(/share their tables/)).not.toBeInTheDocument();
  });

  it('moves a bar by keyboard to another table and time, showing clashes on the way, through the scoring', async () => {
    const user = userEvent.setup();
    api.sections.tables.mockResolvedValue([scored('a3')] as never);
    renderTimeline();
    (await bar(/^Mette Jensen/)).focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(await screen.findByText('2 bookings share their tables with others at the same time')).toBeInTheDocument();
    expect(screen.getByText(/^Moving Mette Jensen: A2 at 20:00/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(screen.getByText(/^Moving Mette Jensen: A3 at 20:30/)).toBeInTheDocument();
    expect(screen.queryByText(/share their tables/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledTimes(1));
    expect(api.sections.tables).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'main', arrival: '2026-11-17T19:30:00.000Z', departure: '2026-11-17T21:30:00.000Z', 'existing-booking-id': 'b1' }));
    expect(api.bookings.update.mock.calls[0][0]).toMatchObject({ id: 'b1', body: { venueTableId: 'a3', arrival: '2026-11-17T19:30:00.000Z', departure: '2026-11-17T21:30:00.000Z', version: 3 } });
    expect(await screen.findByText('Mette Jensen moved to A3 at 20:30')).toBeInTheDocument();
  });

  it('puts a carried bar back with Escape and saves nothing', async () => {
    const user = userEvent.setup();
    renderTimeline();
    (await bar(/^Mette Jensen/)).focus();
    await user.keyboard('{Enter}{ArrowRight}{Escape}');
    expect(screen.queryByText(/^Moving Mette Jensen/)).not.toBeInTheDocument();
    expect(api.sections.tables).not.toHaveBeenCalled();
    expect(api.bookings.update).not.toHaveBeenCalled();
  });

  it('shows every setup active during the night, each with the hours it is active, and moves a booking in its table’s setup', async () => {
    const user = userEvent.setup();
    const late = { id: 'setup-2', name: 'Late bar', version: 1, venueSections: [{ id: 'lounge', name: 'Lounge', venueTables: [table('l1', 'L1', 6)] }] };
    api.setups.getList.mockResolvedValue([structuredClone(setup), late] as never);
    api.entries.getList.mockResolvedValue([
      { id: 'default', venueSetupId: 'setup-1', venueDetailsId: 'venue-1', isActive: true, priority: 0, version: 1, fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00' },
      { id: 'late', venueSetupId: 'setup-2', venueDetailsId: 'venue-1', isActive: true, priority: 5, version: 1, dates: ['2026-11-17'], fromTime: '22:00', toTime: '04:00' },
    ] as never);
    api.sections.tables.mockResolvedValue([scored('l1')] as never);
    renderTimeline();
    expect(await bar(/^Mette Jensen/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Timeline of Standard, Late bar' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Standard, active 16:00–22:00' })).toHaveTextContent('A1 · 4');
    const lateGroup = screen.getByRole('group', { name: 'Late bar, active 22:00–02:00' });
    expect(lateGroup).toHaveTextContent('L1 · 6');
    expect(within(lateGroup).queryByText('A1 · 4')).not.toBeInTheDocument();
    (await bar(/^Ole Hansen/)).focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByText(/^Moving Ole Hansen: L1 at 20:00/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bookings.update).toHaveBeenCalledTimes(1));
    expect(api.sections.tables).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'lounge' }));
    expect(api.bookings.update.mock.calls[0][0]).toMatchObject({ id: 'b2', body: { venueTableId: 'l1', venueSectionId: 'lounge', venueSetupId: 'setup-2' } });
  });

  it('marks bookings holding one table at the same time as clashing', async () => {
    api.bookings.getList.mockResolvedValue([booking('b1', 'Mette Jensen', 'a1', 0, '2026-11-17T21:00:00.000Z'), booking('b3', 'Sara Berg', 'a1', 0, '2026-11-17T22:00:00.000Z')]);
    renderTimeline();
    expect(await bar(/^Mette Jensen/)).toHaveAccessibleName('Mette Jensen, guests: 4, 20:00–22:00, table A1. Clashes with Sara Berg');
    expect(screen.getByText('2 bookings share their tables with others at the same time')).toBeInTheDocument();
  });
});
