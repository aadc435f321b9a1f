import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockWasteReasonsApi } from '@generated/client/api/stockWasteReasons';
import { venueStocksApi } from '@generated/client/api/venueStocks';
import type { PermissionData } from '@/shared/permissions';
import { VenueStock } from '@/screens/procurement/VenueStockScreen/VenueStock';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueStocks', () => ({ venueStocksApi: { byVenue: vi.fn(), movements: vi.fn(), registerWaste: vi.fn() } }));
vi.mock('@generated/client/api/stockWasteReasons', () => ({ stockWasteReasonsApi: { getList: vi.fn() } }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [{ venueId: 'venue-dk-norrebro', country: 'dk' }] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const NBS = 'venue-dk-norrebro';
const stock = {
  venueId: NBS,
  currency: 'DKK',
  total: 93000,
  lastCountAt: '2026-05-01T10:00:00Z',
  countOverdue: false,
  storages: [{ storageId: 's-cellar', storageName: 'Cellar' }],
  products: [{ id: 'sp-dk-gin', stockProductId: 'sp-dk-gin', name: 'London dry gin 70 cl', number: null, quantity: 6, byStorage: [{ storageId: 's-cellar', quantity: 6 }], parLevel: 10, reorderPoint: 4, belowReorderPoint: false, unitCost: 15500, value: 93000 }],
};

const renderStock = () => renderPage(<VenueStock venueId={NBS} country="dk" />, { path: `/procurement/venue-stocks?countryId=dk&venue=${NBS}` });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(venueStocksApi.byVenue).mockResolvedValue(structuredClone(stock) as never);
  vi.mocked(stockWasteReasonsApi.getList).mockResolvedValue([{ id: 'w-broken', name: 'Broken', country: 'dk' }] as never);
});

pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('VenueStock', () => {
  it('offers "Register waste" to whoever works the venue\'s stock there', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['vp.vp.pim.stockmanagement.show', 'vp.vp.pim.stockmanagement.edit'] }] };
    renderStock();
    expect(await screen.findByText('London dry gin 70 cl')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register waste' }));
    expect(screen.getByRole('dialog', { name: 'Register waste' })).toBeInTheDocument();
  });

  it('hides it from who may only read the venue\'s stock', async () => {
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['vp.vp.pim.stockmanagement.show'] }] };
    renderStock();
    expect(await screen.findByText('London dry gin 70 cl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register waste' })).not.toBeInTheDocument();
  });

  it('hides it from Upkeep\'s stock managers, whom the call refuses', async () => {
    session.permissions = { globalPermissions: ['pp.pim.stockmanagement.show'], venuePermissions: [{ venueId: 'venue-dk-vesterbro', permissions: ['pp.pos.poc.show'] }] };
    renderStock();
    expect(await screen.findByText('London dry gin 70 cl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register waste' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of London dry gin 70 cl' })).toBeInTheDocument();
  });
});

describe('the export of a venue\'s stock', () => {
  const rum = { id: 'sp-dk-rum', stockProductId: 'sp-dk-rum', name: 'Dark rum 70 cl', number: 'R-1', quantity: 1.5, byStorage: [{ storageId: null, quantity: 1.5 }], parLevel: 6, reorderPoint: 2, belowReorderPoint: true, unitCost: 12050, value: 18075 };

  it('holds the rows the search and the reorder switch leave, under the Danish headers, with real quantities and money', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['vp.vp.pim.stockmanagement.show'] }] };
    vi.mocked(venueStocksApi.byVenue).mockResolvedValue({ ...structuredClone(stock), products: [...structuredClone(stock).products, rum, { ...rum, id: 'sp-dk-rum-white', name: 'White rum 70 cl', number: 'R-2' }] } as never);
    renderPage(<VenueStock venueId={NBS} country="dk" />, { path: '/vp/pim/stock', locale: 'dan' });
    const table = await screen.findByRole('table', { name: 'Lager' });
    await user.type(screen.getByRole('searchbox', { name: 'Søg' }), 'rum');
    await user.click(screen.getByRole('switch', { name: 'Kun under genbestillingspunkt' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Søg' }));
    await user.type(screen.getByRole('searchbox', { name: 'Søg' }), 'dark');
    await waitFor(() => expect(tableTexts(table).rows).toHaveLength(1));
    const shown = tableTexts(table);

    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['venue-stock-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers.slice(0, 7)]);
    expect(sheetRows(sheet)).toEqual([['Dark rum 70 cl, Under genbestillingspunkt', 1.5, shown.rows[0][2], 6, 2, 120.5, 180.75]]);
    expect(shown.rows[0][2]).toBe('Ikke på et lager: 1,5');
    expect(sheet.getCell('F2').numFmt).toBe('#,##0.00 "DKK"');
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.##');
  });

  it('is not offered when the search leaves no rows', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['vp.vp.pim.stockmanagement.show'] }] };
    renderStock();
    expect(await screen.findByText('London dry gin 70 cl')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vodka');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
  });
});
