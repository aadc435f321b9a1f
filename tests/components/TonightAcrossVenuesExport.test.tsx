import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tonightAcrossVenuesApi } from '@generated/client/api/tonightAcrossVenues';
import type { VenueMonth, VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import TonightAcrossVenuesScreen from '@/screens/bookings/TonightAcrossVenuesScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { venueTonight } from '../support/tonightFixtures';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/tonightAcrossVenues', () => ({ tonightAcrossVenuesApi: { tonight: vi.fn(), month: vi.fn() } }));

const api = { tonight: vi.mocked(tonightAcrossVenuesApi.tonight), month: vi.mocked(tonightAcrossVenuesApi.month) };

const venue = (over: Partial<VenueTonight>) => venueTonight({ night: '2028-02-15', ...over });

/** A venue's month: every night at `percentageOf(day)`, no tables where it answers null. */
const venueMonth = (venueDetailsId: string, name: string, year: number, month: number, percentageOf: (day: number) => number | null, average: number): VenueMonth => ({
  venueDetailsId,
  name,
  percentage: average,
  nights: Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => {
    const percentage = percentageOf(i + 1);
    return { date: `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`, percentage: percentage ?? 0, bookedTables: 0, totalTables: percentage === null ? 0 : 20, bookings: 0, guests: 0, venueSetupId: 's' };
  }),
});

beforeEach(() => vi.resetAllMocks());
pinClock('2028-02-15T12:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the exports of tonight across venues', () => {
  it('writes the tonight board in Danish, one row per venue as its card shows it, the closing notes in words', async () => {
    api.tonight.mockResolvedValue({
      venues: [venue({}), venue({ venueDetailsId: 'venue-se-sodermalm', name: 'Södermalm Bar', night: '2028-02-14', coversBooked: 0, coversArrived: 0, bookings: 0, percentage: 0, bookedTables: 0, totalTables: 12, requestsWaiting: 0, closingNotes: ['Privat fest fra kl. 22', 'Køkkenet lukker kl. 21'] })],
      computedAt: '2028-02-15T11:59:00.000Z',
    });
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight', locale: 'dan' });
    await screen.findByRole('list', { name: 'Steder' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['tonight-across-venues-2028-02-15.xlsx']);
    expect(sheet.name).toBe('I aften');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Sted', 'Aften', 'Kuverter booket', 'Kuverter ankommet', 'Borde booket %', 'Borde', 'Bookinger', 'Forespørgsler venter', 'Onlinebooking lukket']);
    expect(sheetRows(sheet)).toEqual([
      ['Nørrebro Social', new Date('2028-02-15T00:00:00Z'), 40, 12, 62.5, '10 / 16', 9, 3],
      ['Södermalm Bar', new Date('2028-02-14T00:00:00Z'), 0, 0, 0, '0 / 12', 0, 0, 'Privat fest fra kl. 22\nKøkkenet lukker kl. 21'],
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.##');
  });

  it('writes the heatmap of the month shown: a column per day with the booked share as a number, empty without tables', async () => {
    api.month.mockImplementation(async ({ year, month }) => ({
      year,
      month,
      venues: [
        venueMonth('venue-dk-norrebro', 'Nørrebro Social', year, month, (day) => (day === 2 ? null : day === 1 ? 95 : 12.5), 15.3),
        venueMonth('venue-dk-vesterbro', 'Vesterbro Vinbar', year, month, () => 40, 40),
      ],
    }));
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight?tab=heatmap' });
    await screen.findByRole('region', { name: 'Occupancy by venue and day' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['occupancy-by-day-2028-02-15.xlsx']);
    expect(sheet.name).toBe('Occupancy by day 02-2028');
    const headers = sheet.getRow(1).values as unknown[];
    // A leap year's February: the venue, 29 days, the month.
    expect(headers).toHaveLength(1 + 1 + 29 + 1);
    expect(headers.slice(1, 4)).toEqual(['Venue', '01-02-2028', '02-02-2028']);
    expect(headers.slice(-2)).toEqual(['29-02-2028', 'Month %']);
    const rows = sheetRows(sheet);
    expect(rows[0].slice(0, 4)).toEqual(['Nørrebro Social', 95, undefined, 12.5]);
    expect(rows[0].at(-1)).toBe(15.3);
    expect(rows[1]).toEqual(['Vesterbro Vinbar', ...Array(29).fill(40), 40]);
    expect(api.month).toHaveBeenCalledWith({ year: 2028, month: 2 });
  });

  it('writes the month moved to, not the one first shown', async () => {
    api.month.mockImplementation(async ({ year, month }) => ({ year, month, venues: [venueMonth('venue-dk-norrebro', 'Nørrebro Social', year, month, (day) => day, 16)] }));
    renderPage(<TonightAcrossVenuesScreen />, { path: '/cockpit/tonight?tab=heatmap' });
    await screen.findByRole('region', { name: 'Occupancy by venue and day' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByText(/March 2028/);
    const sheet = await exportSheet(downloads);
    expect(sheet.name).toBe('Occupancy by day 03-2028');
    expect(sheet.getRow(1).values).toHaveLength(1 + 1 + 31 + 1);
    expect(sheetRows(sheet)[0].slice(0, 3)).toEqual(['Nørrebro Social', 1, 2]);
  });
});
