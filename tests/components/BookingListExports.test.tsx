import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '@generated/client/api/bookings';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { setRequestContextSource } from '@/data/requestContext';
import { NightsExport } from '@/screens/bookings/BookingOverviewScreen/NightsExport';
import { OccupancyExport } from '@/screens/bookings/BookingOverviewScreen/OccupancyExport';
import { RequestsTab } from '@/screens/bookings/BookingOverviewScreen/RequestsTab';
import { BookingExport } from '@/screens/bookings/BookingsScreen/BookingExport';
import type { BookingEvent } from '@/screens/bookings/EventsScreen/EventDialog';
import { EventsExport } from '@/screens/bookings/EventsScreen/EventsExport';
import type { GuestItem } from '@/screens/bookings/GuestListScreen/GuestDialogs';
import { GuestListExport } from '@/screens/bookings/GuestListScreen/GuestListExport';
import type { BookingResult, VenueDetails } from '@/screens/shared/BookingKit/queries';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/bookings', () => ({ bookingsApi: { requests: vi.fn(), caseworkers: vi.fn() } }));
vi.mock('@generated/client/api/bookingTags', () => ({ bookingTagsApi: { getList: vi.fn() } }));

const details = { id: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;

/** Requests of guests "Guest 01" … in arrival order, the first with a theme and a free-text theme. */
const requests = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      booking: { id: `b${n}`, bookingState: 7, arrivalState: 0, guestCount: 4, arrival: '2030-03-10T19:00:00.000Z', tags: i === 0 ? ['THEME:BIRTHDAY', 'THEME:OTHER|Jubilee'] : [], caseworker: null, customerMessage: i === 0 ? 'A quiet table' : null, version: 1 },
      bookingCustomer: { name: `Guest ${n}`, phoneNumber: '+45 11 22 33 44', email: `guest${n}@example.dk` },
      reservedSection: { id: 'main', name: 'Main room' },
      caseworkerName: i === 1 ? 'Lars Nielsen' : null,
    };
  }) as unknown as BookingResult[];

beforeEach(() => {
  vi.resetAllMocks();
  setRequestContextSource(() => ({ venueId: 'venue-1', countryId: 'dk', userId: 'user-vm' }));
  vi.mocked(bookingsApi.caseworkers).mockResolvedValue([{ userId: 'user-vm', name: 'Lars Nielsen', email: null }]);
  vi.mocked(bookingTagsApi.getList).mockResolvedValue([{ tag: 'THEME:BIRTHDAY', translations: [{ languageCode: 'eng', translation: 'Birthday' }], isFreeText: false }] as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the exports of the bookings lists', () => {
  it("writes every page of the open requests, arrival in the venue's zone, tags in words and nobody assigned in words", async () => {
    vi.mocked(bookingsApi.requests).mockResolvedValue(requests(30));
    renderPage(<RequestsTab venueId="venue-1" details={details} />);
    await screen.findByTestId('request-Guest 01');
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['booking-requests-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Requests');
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Guest', 'Phone', 'Email', 'Tags', 'Guests', 'Section', 'Message', 'Caseworker']);
    const rows = sheetRows(sheet);
    // The table shows 25 a page; the file holds all 30.
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual([new Date('2030-03-10T20:00:00Z'), 'Guest 01', '+45 11 22 33 44', 'guest01@example.dk', 'Birthday, Jubilee', 4, 'Main room', 'A quiet table', 'Nobody']);
    expect(rows[1][8]).toBe('Lars Nielsen');
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it("writes the night's bookings as the list shows them: the night in the file's name, table, state, tags and staff in words", async () => {
    const [first, second] = requests(2);
    const rows = [
      { ...first, booking: { ...first.booking, arrivedGuests: 2 }, reservedTable: { id: 't1', name: 'A1' }, hostName: 'Mette Hansen' },
      second,
    ] as unknown as BookingResult[];
    const tags = [{ tag: 'THEME:BIRTHDAY', translations: [{ languageCode: 'eng', translation: 'Birthday' }], isFreeText: false }] as never;
    renderPage(<BookingExport rows={rows} tags={tags} timeZone="Europe/Copenhagen" night="2030-03-10" />);
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['bookings-2030-03-10.xlsx']);
    expect(sheet.name).toBe('Bookings');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Time', 'Guests', 'Arrived', 'Guest', 'Phone', 'Table', 'Section', 'State', 'Tags', 'Staff']);
    const [one, two] = sheetRows(sheet);
    expect(one[7]).toEqual(expect.any(String));
    expect(one.filter((_, i) => i !== 7)).toEqual([new Date('2030-03-10T20:00:00Z'), 4, 2, 'Guest 01', '+45 11 22 33 44', 'A1', 'Main room', 'Birthday, Jubilee', 'Host: Mette Hansen']);
    expect(two.slice(0, 7)).toEqual([new Date('2030-03-10T20:00:00Z'), 4, 0, 'Guest 02', '+45 11 22 33 44', 'No table', 'Main room']);
    expect([two[8], two[9]]).toEqual([undefined, 'Caseworker: Lars Nielsen']);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it("writes the month's events, start and end in the venue's zone, the setup and section by name", async () => {
    const events = [
      { id: 'e1', eventName: 'Quiz night', eventStart: '2026-11-05T18:00:00.000Z', eventEnd: '2026-11-05T21:30:00.000Z', venueSetupId: 's1', venueSectionId: 'sec1', description: 'Teams of four' },
      { id: 'e2', eventName: 'Christmas party', eventStart: '2026-11-28T17:00:00.000Z', eventEnd: '2026-11-29T01:00:00.000Z', venueSetupId: null, venueSectionId: null, description: null },
    ] as unknown as BookingEvent[];
    const setupOf = (e: BookingEvent) => (e.venueSetupId ? { setup: 'Winter', section: 'Bar' } : {});
    renderPage(<EventsExport month="2026-11" events={events} setupOf={setupOf} timeZone="Europe/Copenhagen" />);
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['events-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Events 11-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Starts', 'Ends', 'Setup', 'Section', 'Description']);
    expect(sheetRows(sheet)).toEqual([
      ['Quiz night', new Date('2026-11-05T19:00:00Z'), new Date('2026-11-05T22:30:00Z'), 'Winter', 'Bar', 'Teams of four'],
      ['Christmas party', new Date('2026-11-28T18:00:00Z'), new Date('2026-11-29T02:00:00Z')],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it("writes the venues' occupancy on the date shown, the booked share as a number", async () => {
    const rows = [
      { venueDetailsId: 'venue-1', name: 'Nørrebro Social', percentage: 62.5, bookedTables: 5, totalTables: 8, bookings: 6, guests: 31 },
      { venueDetailsId: 'venue-2', name: 'Vesterbro Kitchen', percentage: 0, bookedTables: 0, totalTables: 12, bookings: 0, guests: 0 },
    ];
    renderPage(<OccupancyExport date="2026-12-04" rows={rows as never} />);
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['occupancy-2026-12-04.xlsx']);
    expect(sheet.name).toBe('Venues on a date 04-12-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Venue', 'Booked %', 'Tables', 'Bookings', 'Guests']);
    expect(sheetRows(sheet)).toEqual([
      ['Nørrebro Social', 62.5, '5 / 8', 6, 31],
      ['Vesterbro Kitchen', 0, '0 / 12', 0, 0],
    ]);
  });

  it("writes the month's nights as the tiles show them, in Danish: a row per night, the booked share a number", async () => {
    const nights = [
      { date: '2026-12-01', percentage: 37.5, bookedTables: 3, totalTables: 8, bookings: 3, guests: 14, venueSetupId: null },
      { date: '2026-12-02', percentage: 100, bookedTables: 8, totalTables: 8, bookings: 9, guests: 40, venueSetupId: null },
    ];
    renderPage(<NightsExport month="2026-12" nights={nights} />, { locale: 'dan' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['occupancy-nights-2026-12.xlsx']);
    expect(sheet.name).toBe('Belægning December 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Dato', 'Booket %', 'Borde', 'Gæster']);
    expect(sheet.getCell('A2').numFmt).toBe('dd-mm-yyyy');
    expect(sheetRows(sheet).map((row) => row.slice(1))).toEqual([
      [37.5, '3 / 8', 14],
      [100, '8 / 8', 40],
    ]);
  });

  it("writes the night's guest list with its party and arrived as numbers and its states in words", async () => {
    const items = [
      { id: 'g1', fullName: 'Mette Hansen', phoneNumber: '+45 22 33 44 55', email: null, guestCount: 4, note: 'Birthday', rejectionNote: null, requestState: 0, arrivalState: 40, arrivals: [{ numberOfGuests: 2 }] },
      { id: 'g2', fullName: 'Jonas Berg', phoneNumber: null, email: 'jonas@example.dk', guestCount: null, note: null, rejectionNote: 'Too late', requestState: 20, arrivalState: 20, arrivals: [] },
    ] as unknown as GuestItem[];
    renderPage(<GuestListExport rows={items} night="2026-11-27" />);
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['guest-list-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Guest list 27-11-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Phone', 'Email', 'Guests', 'Arrived so far', 'Request', 'Arrival', 'Note', 'Reason']);
    expect(sheetRows(sheet)).toEqual([
      ['Mette Hansen', '+45 22 33 44 55', undefined, 4, 2, 'Approved', 'Partially arrived', 'Birthday'],
      ['Jonas Berg', undefined, 'jonas@example.dk', 1, 0, 'Rejected', 'Rejected at the door', undefined, 'Too late'],
    ]);
  });

  it('is off when there is nothing to export', () => {
    renderPage(<GuestListExport rows={[]} night="2026-11-27" />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
