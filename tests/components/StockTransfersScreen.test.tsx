import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { stockTransfersApi } from '@generated/client/api/stockTransfers';
import type { PermissionData } from '@/shared/permissions';
import StockTransfersScreen from '@/screens/procurement/StockTransfersScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/stockTransfers', () => ({ stockTransfersApi: { getList: vi.fn(), create: vi.fn(), send: vi.fn(), receive: vi.fn(), cancel: vi.fn() } }));
vi.mock('@generated/client/api/stockProducts', () => ({ stockProductsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({
  permissions: null as PermissionData | null,
  venues: [{ venueId: 'venue-dk-norrebro', country: 'dk' }],
  globalVenues: [
    { id: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk' },
    { id: 'venue-dk-vesterbro', name: 'Vesterbro Cocktail Club', country: 'dk' },
  ],
}));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

const base = { version: 1, country: 'dk' as const, note: null, receivedAt: '', cancelledAt: '', createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', createdBy: null, updatedBy: null };
const transfers = [
  { ...base, id: 't1', direction: 'outgoing' as const, venueId: 'venue-dk-norrebro', toVenueId: 'venue-dk-vesterbro', transferNumber: 'ST-0002', state: 'Sent' as const, lines: [{ stockProductId: 'sp-gin', quantity: 2.5 }], sentAt: '2026-11-21T14:30:00Z' },
  { ...base, id: 't2', direction: 'incoming' as const, venueId: 'venue-dk-vesterbro', toVenueId: 'venue-dk-norrebro', transferNumber: 'ST-0001', state: 'Draft' as const, lines: [{ stockProductId: 'sp-rum', quantity: 6 }], sentAt: '' },
];

beforeEach(() => {
  session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-dk-norrebro', permissions: ['vp.vp.pim.stockmanagement.show'] }] };
  vi.mocked(stockTransfersApi.getList).mockResolvedValue(structuredClone(transfers) as never);
  vi.mocked(stockProductsApi.getList).mockResolvedValue([
    { id: 'sp-gin', name: 'London dry gin 70 cl' },
    { id: 'sp-rum', name: 'Dark rum 70 cl' },
  ] as never);
});

describe('StockTransfersScreen', () => {
  it('exports the transfers the table shows, under its Danish headers, with directions and states as labels', async () => {
    const user = userEvent.setup();
    renderPage(<StockTransfersScreen />, { path: '/vp/pim/stock-transfers', locale: 'dan' });
    const table = await screen.findByRole('table', { name: 'Lageroverførsler' });
    await waitFor(() => expect(table).toHaveTextContent('London dry gin 70 cl'));
    const shown = tableTexts(table);

    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['stock-transfers-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Lageroverførsler');
    // Every column but the actions, under the same headers.
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers.slice(0, 6)]);
    const rows = sheetRows(sheet);
    expect(rows.map((r) => r.slice(0, 5))).toEqual(shown.rows.map((r) => r.slice(0, 5)));
    expect(rows[0][3]).toBe('2,5 × London dry gin 70 cl');
    expect(rows[0][5]).toBeInstanceOf(Date);
    expect(sheet.getCell('F2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(rows[1][5]).toBeUndefined();
  });

  it('offers no export while there are no transfers', async () => {
    vi.mocked(stockTransfersApi.getList).mockResolvedValue([] as never);
    renderPage(<StockTransfersScreen />, { path: '/vp/pim/stock-transfers', locale: 'dan' });
    expect(await screen.findByText('Ingen lageroverførsler til eller fra dette sted endnu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportér' })).toBeDisabled();
  });
});
