import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { stockCountsApi } from '@generated/client/api/stockCounts';
import { CountList } from '@/screens/pos/StockCountsScreen/CountList';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/stockCounts', () => ({ stockCountsApi: { getList: vi.fn(), create: vi.fn() } }));
vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: { globalPermissions: [], venuePermissions: [] }, venues: [{ venueId: 'venue-dk-norrebro', country: 'dk' }], globalVenues: [] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

const NBS = 'venue-dk-norrebro';
const base = { version: 1, venueId: NBS, country: 'dk', currency: 'DKK', createdAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-01T08:00:00Z', createdBy: null, updatedBy: null };
const counts = [
  { ...base, id: 'c1', name: 'Month end November', countDate: '2026-11-30', storageId: 's-cellar', state: 'Completed', varianceValue: -4550, lines: [{ stockProductId: 'sp-gin' }, { stockProductId: 'sp-rum' }] },
  { ...base, id: 'c2', name: 'Bar spot check', countDate: '2026-11-15', storageId: null, state: 'Draft', varianceValue: 0, lines: [] },
];

beforeEach(() => {
  vi.mocked(stockCountsApi.getList).mockResolvedValue(structuredClone(counts) as never);
  vi.mocked(posVenuesApi.getList).mockResolvedValue([{ venueId: NBS, name: 'Nørrebro Social', storages: [{ storageId: 's-cellar', storageName: 'Cellar' }], locations: [] }] as never);
});

describe('the stock counts list', () => {
  it('exports the counts it shows, dates as dates and the variance only of completed counts', async () => {
    const user = userEvent.setup();
    renderPage(<CountList venueId={NBS} country="dk" />, { path: '/vp/poc/stock-counts' });
    const table = await screen.findByRole('table', { name: 'Stock counts' });
    await waitFor(() => expect(table).toHaveTextContent('Cellar'));
    const shown = tableTexts(table);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['stock-counts-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers]);
    const rows = sheetRows(sheet);
    expect(rows.map((r) => [r[0], r[2], r[3], String(r[4])])).toEqual(shown.rows.map((r) => [r[0], r[2], r[3], r[4]]));
    expect(rows.map((r) => r[1])).toEqual([new Date('2026-11-30T00:00:00Z'), new Date('2026-11-15T00:00:00Z')]);
    expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy');
    expect(rows[0][5]).toBe(-45.5);
    expect(rows[1][5]).toBeUndefined();
    expect(shown.rows[1][5]).toBe('');
  });

  it('offers no export while the venue has no counts', async () => {
    vi.mocked(stockCountsApi.getList).mockResolvedValue([] as never);
    renderPage(<CountList venueId={NBS} country="dk" />, { path: '/vp/poc/stock-counts' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
