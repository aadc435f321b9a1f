import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignedSalesProductsApi } from '@generated/client/api/assignedSalesProducts';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { posReportsApi } from '@generated/client/api/posReports';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { priceGroupsApi } from '@generated/client/api/priceGroups';
import { priceShiftWindowsApi } from '@generated/client/api/priceShiftWindows';
import { salesProductsApi } from '@generated/client/api/salesProducts';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { vendorsApi } from '@generated/client/api/vendors';
import AssignedProductsScreen from '@/screens/pos/AssignedProductsScreen';
import PriceShiftWindowsScreen from '@/screens/pos/PriceShiftWindowsScreen';
import StockProductsReportScreen from '@/screens/pos/StockProductsReportScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/priceGroups', () => ({ priceGroupsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/priceShiftWindows', () => ({ priceShiftWindowsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/posReports', () => ({ posReportsApi: { stockProducts: vi.fn() } }));
vi.mock('@generated/client/api/assignedStockProducts', () => ({ assignedStockProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/assignedSalesProducts', () => ({ assignedSalesProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/salesProducts', () => ({ salesProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/stockProducts', () => ({ stockProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/vendors', () => ({ vendorsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));

const venue = {
  venueId: 'venue-1',
  name: 'Nørrebro Social',
  country: 'dk',
  storages: [{ storageId: 'st-bar', storageName: 'Bar storage' }],
  locations: [],
};
const priceGroups = [
  { id: 'pg-normal', name: 'Normal', isDefault: true },
  { id: 'pg-happy', name: 'Happy hour', isDefault: false },
];

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(posVenuesApi.getList).mockResolvedValue([venue] as never);
  vi.mocked(priceGroupsApi.getList).mockResolvedValue(priceGroups as never);
  vi.mocked(stockProductsApi.getList).mockResolvedValue([] as never);
  vi.mocked(salesProductsApi.getList).mockResolvedValue([] as never);
  vi.mocked(vendorsApi.getList).mockResolvedValue([{ id: 'v-1', name: 'Carlsberg Danmark' }] as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

async function exportSheet() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Export' }));
  await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
  return readSheet(downloads.files[0]);
}

describe('the exports of the POS lists', () => {
  it("writes the venue's price shift windows: price group by name, weekdays as listed, times and validity as times and dates", async () => {
    vi.mocked(priceShiftWindowsApi.getList).mockResolvedValue([
      { id: 'w1', version: 1, venueId: 'venue-1', name: 'After work', priceGroupId: 'pg-happy', weekdays: [1, 2, 3, 4], fromTime: '16:00', toTime: '18:30', validFrom: '2026-01-01', validTo: '2026-12-31', isActive: true },
      { id: 'w2', version: 1, venueId: 'venue-1', name: 'Late night', priceGroupId: 'pg-happy', weekdays: [5, 6], fromTime: '23:00', toTime: '01:00', validFrom: null, validTo: null, isActive: false },
    ] as never);
    renderPage(<PriceShiftWindowsScreen />, { path: '/procurement/poc/priceShiftWindows?countryId=dk' });
    await screen.findByRole('cell', { name: 'After work' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['price-shift-windows-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Price shift windows');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Price group', 'Weekdays', 'From', 'To', 'Valid from', 'Valid until', 'Active']);
    expect(sheetRows(sheet)).toEqual([
      ['After work', 'Happy hour', 'Mon, Tue, Wed, Thu', new Date('1899-12-30T16:00:00Z'), new Date('1899-12-30T18:30:00Z'), new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'), 'Yes'],
      ['Late night', 'Happy hour', 'Fri, Sat', new Date('1899-12-30T23:00:00Z'), new Date('1899-12-30T01:00:00Z'), undefined, undefined, 'No'],
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('hh:mm');
    expect(sheet.getCell('F2').numFmt).toBe('dd-mm-yyyy');
  });

  it('writes the stock products the search leaves, highest value first, a quantity per venue and the value in major units', async () => {
    vi.mocked(posReportsApi.stockProducts).mockResolvedValue({
      generatedAt: '2026-11-27T08:00:00.000Z',
      currency: 'DKK',
      total: 1_250_000,
      venues: [
        { venueId: 'venue-1', name: 'Nørrebro Social', value: 1_000_000, products: 2 },
        { venueId: 'venue-2', name: 'Vesterbro Cocktail Club', value: 250_000, products: 1 },
      ],
      groups: [],
      products: [
        { stockProductId: 'p1', name: 'Tuborg Classic 33cl', number: '1001', groupName: 'Beer', unit: 'pcs', quantity: 240, value: 250_000, byVenue: { 'venue-1': 240 } },
        { stockProductId: 'p2', name: 'Gin 70cl', number: '2001', groupName: 'Spirits', unit: 'pcs', quantity: 12.5, value: 1_000_050, byVenue: { 'venue-1': 10, 'venue-2': 2.5 } },
        { stockProductId: 'p3', name: 'Tonic 20cl', number: '3001', groupName: 'Mixers', unit: 'pcs', quantity: 48, value: 0, byVenue: { 'venue-2': 48 } },
      ],
    } as never);
    const user = userEvent.setup();
    renderPage(<StockProductsReportScreen />, { path: '/procurement-reports/stock-products-report?countryId=dk' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'o');
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['stock-products-report-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Stock products');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Product', 'Product group', 'Nørrebro Social', 'Vesterbro Cocktail Club', 'On hand', 'Unit', 'Value']);
    // Neither the gin nor its group has an o; the beer and the tonic do.
    expect(sheetRows(sheet)).toEqual([
      ['Tuborg Classic 33cl', 'Beer', 240, undefined, 240, 'pcs', 2500],
      ['Tonic 20cl', 'Mixers', undefined, 48, 48, 'pcs', 0],
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00 "DKK"');
  });

  it("writes the venue's assigned stock products: storage and vendor by name, the cost at the venue in major units, own price and in use as yes or no", async () => {
    vi.mocked(assignedStockProductsApi.getList).mockResolvedValue([
      { id: 'a1', version: 1, stockProductId: 'p1', name: 'Tuborg Classic 33cl', number: '1001', isActive: true, storageId: 'st-bar', vendorId: null, effectiveVendorId: 'v-1', costPrice: null, productCostPrice: 595, effectiveCostPrice: 595, currency: 'DKK' },
      { id: 'a2', version: 1, stockProductId: 'p2', name: 'Gin 70cl', number: '2001', isActive: false, storageId: null, vendorId: 'v-1', effectiveVendorId: 'v-1', costPrice: 15_950, productCostPrice: 16_500, effectiveCostPrice: 15_950, currency: 'DKK' },
    ] as never);
    renderPage(<AssignedProductsScreen />, { path: '/procurement/poc/assigned-stock-products?countryId=dk' });
    await screen.findByRole('cell', { name: 'Gin 70cl' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['assigned-stock-products-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Assigned stock products');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Product', 'Number', 'Storage', 'Vendor', 'Cost at the venue', 'own price', 'In use']);
    expect(sheetRows(sheet)).toEqual([
      ['Tuborg Classic 33cl', '1001', 'Bar storage', 'Carlsberg Danmark', 5.95, 'No', 'Yes'],
      ['Gin 70cl', '2001', undefined, 'Carlsberg Danmark', 159.5, 'Yes', 'No'],
    ]);
  });

  it("writes the assigned sales products the search leaves, with the price in the default price group", async () => {
    vi.mocked(assignedSalesProductsApi.getList).mockResolvedValue([
      { id: 's1', version: 1, salesProductId: 'sp1', name: 'Draught beer 40cl', number: '501', isActive: true, prices: [], productPrices: [], effectivePrices: [{ priceGroupId: 'pg-normal', price: 6_500, own: false }], currency: 'DKK' },
      { id: 's2', version: 1, salesProductId: 'sp2', name: 'Gin & tonic', number: '502', isActive: true, prices: [], productPrices: [], effectivePrices: [{ priceGroupId: 'pg-normal', price: 9_500, own: true }], currency: 'DKK' },
    ] as never);
    const user = userEvent.setup();
    renderPage(<AssignedProductsScreen />, { path: '/procurement/poc/assigned-sales-products?countryId=dk' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'gin');
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['assigned-sales-products-2026-11-27.xlsx']);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Product', 'Number', 'Prices (Normal)', 'own price', 'In use']);
    expect(sheetRows(sheet)).toEqual([['Gin & tonic', '502', 95, 'Yes', 'Yes']]);
  });
});
