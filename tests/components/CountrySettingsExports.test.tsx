import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import CountrySettingsScreen from '@/screens/pos/CountrySettingsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/countrySettings', () => ({ countrySettingsApi: { get: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/salesWasteReasons', () => ({ salesWasteReasonsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/stockWasteReasons', () => ({ stockWasteReasonsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const settings = {
  id: 's-dk',
  version: 3,
  country: 'dk' as const,
  salesProductGroups: [{ salesProductGroupId: { id: 'g-beer' }, name: 'Beer', color: '#f9a825', validSubGroups: [{ salesProductSubGroupId: { id: 's-draught' }, name: 'Draught', color: '#fbc02d' }, { salesProductSubGroupId: { id: 's-bottled' }, name: 'Bottled', color: null }] }],
  productCategories: [{ productCategoryId: { id: 'c-bev' }, name: 'Beverages', color: '#1565c0', tags: ['bar', 'cold'], validProductGroups: [{ stockProductGroupId: { id: 'pg-spirits' }, name: 'Spirits', color: '#6d4c41' }] }],
  taxGroups: [
    { taxGroupId: { id: 't-std' }, code: 'MOMS25', taxRatePercentage: 25, taxRate: 0 },
    { taxGroupId: { id: 't-zero' }, code: 'MOMS0', taxRatePercentage: 0, taxRate: 0 },
  ],
  allergies: [],
  priceGroups: [
    { priceGroupId: { id: 'p-normal' }, name: 'Normal', isDefault: true },
    { priceGroupId: { id: 'p-happy' }, name: 'Happy hour', isDefault: false },
  ],
  tipPercentages: [5, 10],
  pouringCategories: [{ pouringCategoryId: { id: 'pc-1' }, name: 'Spirits', pourSize: 4, wastePercentage: 2.5 }],
  productUnits: [],
  stockContainerTypes: [],
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(countrySettingsApi.get).mockResolvedValue(structuredClone(settings) as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

async function exportFrom(tab: string, button = 0) {
  await screen.findByRole('tab', { name: 'Sales groups' });
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Export' }))[button]);
  await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
  return readSheet(downloads.files[0]);
}

describe("the exports of the country settings' lists", () => {
  it('writes the sales groups with their sub-groups in one cell', async () => {
    renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
    const sheet = await exportFrom('Sales groups');
    expect(downloads.names).toEqual(['country-settings-sales-product-groups-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Sales product groups');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Colour', 'Sub-groups']);
    expect(sheetRows(sheet)).toEqual([['Beer', '#f9a825', 'Draught, Bottled']]);
  });

  it('writes the product categories with their tags and product groups', async () => {
    renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
    const sheet = await exportFrom('Product categories');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Colour', 'Tags (comma separated)', 'Product groups']);
    expect(sheetRows(sheet)).toEqual([['Beverages', '#1565c0', 'bar, cold', 'Spirits']]);
  });

  it('writes the tax groups with the rate as a number', async () => {
    renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
    const sheet = await exportFrom('Tax groups');
    expect(downloads.names).toEqual(['country-settings-tax-groups-2026-11-27.xlsx']);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Tax rate (%)']);
    expect(sheetRows(sheet)).toEqual([
      ['MOMS25', 25],
      ['MOMS0', 0],
    ]);
  });

  it('writes the price groups with the default one as yes', async () => {
    renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
    const sheet = await exportFrom('Price groups');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Default']);
    expect(sheetRows(sheet)).toEqual([
      ['Normal', 'Yes'],
      ['Happy hour', 'No'],
    ]);
  });

  it('writes each stock list on its own, the pour size and waste as numbers', async () => {
    renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
    const sheet = await exportFrom('Pouring and units');
    expect(downloads.names).toEqual(['country-settings-pouring-categories-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Pouring categories');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Pour size (cl)', 'Allowed waste (%)']);
    expect(sheetRows(sheet)).toEqual([['Spirits', 4, 2.5]]);
  });
});
