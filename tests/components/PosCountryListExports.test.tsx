import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { pouringCategoriesApi } from '@generated/client/api/pouringCategories';
import { salesProductsApi } from '@generated/client/api/salesProducts';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { VenueList } from '@/screens/pos/PosVenuesScreen/VenueList';
import PouringCategoriesScreen from '@/screens/pos/PouringCategoriesScreen';
import ProductGroupsScreen from '@/screens/pos/ProductGroupsScreen';
import SalesGroupsScreen from '@/screens/pos/SalesGroupsScreen';
import StockLocationsScreen from '@/screens/pos/StockLocationsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionWith } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/countrySettings', () => ({ countrySettingsApi: { get: vi.fn() } }));
vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/pouringCategories', () => ({ pouringCategoriesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/assignedStockProducts', () => ({ assignedStockProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/salesProducts', () => ({ salesProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/stockProducts', () => ({ stockProductsApi: { getList: vi.fn() } }));
const selection = vi.hoisted(() => ({ venueId: null as string | null, countryId: 'dk' }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => selection }));

const posVenues = [
  {
    venueId: 'venue-1',
    name: 'Nørrebro Social',
    country: 'dk',
    storages: [
      { storageId: 'st-bar', storageName: 'Bar storage' },
      { storageId: 'st-cellar', storageName: 'Cellar' },
    ],
    locations: [
      { locationId: 'l1', name: 'Back bar', storageId: 'st-bar' },
      { locationId: 'l2', name: 'Fridge 1', storageId: 'st-bar' },
    ],
  },
];
const settings = {
  id: 's-dk',
  version: 3,
  country: 'dk',
  salesProductGroups: [
    { salesProductGroupId: { id: 'g-beer' }, name: 'Beer', color: '#f9a825', validSubGroups: [{ salesProductSubGroupId: { id: 's-draught' }, name: 'Draught', color: '#fbc02d' }] },
    { salesProductGroupId: { id: 'g-wine' }, name: 'Wine', color: '#880e4f', validSubGroups: [] },
  ],
  productCategories: [
    { productCategoryId: { id: 'c-bev' }, name: 'Beverages', color: '#1565c0', tags: [], validProductGroups: [{ stockProductGroupId: { id: 'pg-spirits' }, name: 'Spirits', color: '#6d4c41' }, { stockProductGroupId: { id: 'pg-beer' }, name: 'Beer', color: null }] },
    { productCategoryId: { id: 'c-food' }, name: 'Food', color: null, tags: [], validProductGroups: [{ stockProductGroupId: { id: 'pg-snacks' }, name: 'Snacks', color: null }] },
  ],
};
const stockProducts = [
  { id: 'p-gin', name: 'Gin 70cl', stockProductGroupId: 'pg-spirits', pouringCategoryId: 'pc-spirits' },
  { id: 'p-rum', name: 'Rum 1l', stockProductGroupId: 'pg-spirits', pouringCategoryId: 'pc-spirits' },
  { id: 'p-nuts', name: 'Nuts', stockProductGroupId: 'pg-snacks', pouringCategoryId: null },
];

beforeEach(() => {
  vi.resetAllMocks();
  selection.venueId = null;
  vi.mocked(posVenuesApi.getList).mockResolvedValue(posVenues as never);
  vi.mocked(countrySettingsApi.get).mockResolvedValue(settings as never);
  vi.mocked(stockProductsApi.getList).mockResolvedValue(stockProducts as never);
  vi.mocked(salesProductsApi.getList).mockResolvedValue([
    { id: 'sp1', salesProductGroupId: 'g-beer', salesProductSubGroupId: 's-draught' },
    { id: 'sp2', salesProductGroupId: 'g-beer', salesProductSubGroupId: null },
  ] as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

async function exportSheet() {
  const button = await screen.findByRole('button', { name: 'Export' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
  await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
  return readSheet(downloads.files[0]);
}

describe("the exports of the country's POS lists", () => {
  it('writes the product groups the search leaves, with their category and how many stock products', async () => {
    const user = userEvent.setup();
    renderPage(<ProductGroupsScreen />, { path: '/procurement/product-groups?countryId=dk' });
    await screen.findByRole('cell', { name: 'Snacks' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bev');
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['product-groups-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Product groups');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Category', 'Stock products']);
    expect(sheetRows(sheet)).toEqual([
      ['Spirits', 'Beverages', 2],
      ['Beer', 'Beverages', 0],
    ]);
  });

  it('writes each sales group followed by its sub-groups, as the table lists them', async () => {
    renderPage(<SalesGroupsScreen />, { path: '/procurement/poc/sales-groups?countryId=dk' });
    await screen.findAllByRole('cell', { name: 'Draught' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['sales-groups-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Sales groups');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Sales group', 'Sub-groups', 'Sales products']);
    expect(sheetRows(sheet)).toEqual([
      ['Beer', 'Draught', 2],
      ['Draught', 'Beer', 1],
      ['Wine', 'No sub-groups', 0],
    ]);
  });

  it("writes the country's venues by name: set up for the tills or not, and a POS venue's storages and locations", async () => {
    const session = sessionWith(undefined, { globalVenues: [{ id: 'venue-1', name: 'Nørrebro Social', country: 'dk' }, { id: 'venue-2', name: 'Aarhus Kitchen', country: 'dk' }] as never });
    renderPage(<VenueList />, { path: '/procurement/poc/venues?countryId=dk', session });
    await screen.findByRole('cell', { name: 'Aarhus Kitchen' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['pos-venues-2026-11-27.xlsx']);
    expect(sheet.name).toBe('POS venues');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Venue', 'Tills', 'Storages', 'Locations']);
    expect(sheetRows(sheet)).toEqual([
      ['Aarhus Kitchen', 'Not set up'],
      ['Nørrebro Social', 'Set up', 2, 2],
    ]);
  });

  it('writes a line per storage of each POS venue with the locations in it', async () => {
    renderPage(<StockLocationsScreen />, { path: '/procurement/stock-locations?countryId=dk' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['stock-locations-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Stock locations');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Venue', 'Storage name', 'Locations']);
    expect(sheetRows(sheet)).toEqual([
      ['Nørrebro Social', 'Bar storage', 'Back bar, Fridge 1'],
      ['Nørrebro Social', 'Cellar'],
    ]);
  });

  it("writes each pouring category with the venue's products in it: pours per unit and the cost of one in major units", async () => {
    vi.mocked(pouringCategoriesApi.getList).mockResolvedValue([
      { id: 'pc-spirits', name: 'Spirits', pourSize: 4, wastePercentage: 3 },
      { id: 'pc-wine', name: 'Wine', pourSize: 15, wastePercentage: null },
    ] as never);
    vi.mocked(assignedStockProductsApi.getList).mockResolvedValue([
      { id: 'a1', stockProductId: 'p-gin', name: 'Gin 70cl', contentAmount: 70, contentUnit: 'cl', effectiveCostPrice: 16_000, currency: 'DKK' },
      { id: 'a2', stockProductId: 'p-rum', name: 'Rum 1l', contentAmount: 1, contentUnit: 'l', effectiveCostPrice: 24_000, currency: 'DKK' },
    ] as never);
    selection.venueId = 'venue-1';
    renderPage(<PouringCategoriesScreen />, { path: '/vp/pim/pouring-categories?venueId=venue-1', session: sessionWith(undefined, { venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }] }) });
    await screen.findByRole('cell', { name: 'Rum 1l' });
    const sheet = await exportSheet();
    expect(downloads.names).toEqual(['pouring-categories-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Pouring categories');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Pouring category', 'Pour size (cl)', 'Allowed waste (%)', 'Name', 'Content', 'Pours per unit', 'Cost per pour']);
    // 70 cl less 3 % gives 16 whole pours of 4 cl, 100 cl gives 24.
    expect(sheetRows(sheet)).toEqual([
      ['Spirits', 4, 3, 'Gin 70cl', '70 cl', 16, 10],
      ['Spirits', 4, 3, 'Rum 1l', '1 l', 24, 10],
      ['Wine', 15, 0],
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00 "DKK"');
  });
});
