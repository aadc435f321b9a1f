import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productUnitsApi } from '@generated/client/api/productUnits';
import { stockProductGroupsApi } from '@generated/client/api/stockProductGroups';
import { stockProductRequestsApi } from '@generated/client/api/stockProductRequests';
import { vendorsApi } from '@generated/client/api/vendors';
import type { PermissionData } from '@/shared/permissions';
import StockProductRequestsScreen from '@/screens/procurement/StockProductRequestsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/stockProductRequests', () => ({ stockProductRequestsApi: { listByCountry: vi.fn(), approve: vi.fn(), reject: vi.fn() } }));
vi.mock('@generated/client/api/stockProductGroups', () => ({ stockProductGroupsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/productUnits', () => ({ productUnitsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/vendors', () => ({ vendorsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));
const session = vi.hoisted(() => ({
  permissions: null as PermissionData | null,
  venues: [
    { venueId: 'venue-dk-norrebro', country: 'dk' },
    { venueId: 'venue-uk-x', country: 'uk' },
  ],
  globalVenues: [
    { id: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk' },
    { id: 'venue-dk-vesterbro', name: 'Vesterbro Cocktail Club', country: 'dk' },
  ],
}));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(stockProductRequestsApi);

const base = { country: 'dk' as const, version: 1, createdAt: '2026-05-02T10:00:00Z', updatedAt: '2026-05-02T10:00:00Z', createdBy: 'user-vm', updatedBy: null };
const requests = [
  { ...base, id: 'r1', venueId: 'venue-dk-norrebro', name: 'Mezcal espadín 70 cl', vendorName: 'Københavns Vinhandel Engros', contentAmount: 70, contentUnit: 'cl' as const, estimatedCost: 31000, reason: 'Mezcal negroni', state: 'Pending' as const },
  { ...base, id: 'r2', venueId: 'venue-dk-vesterbro', name: 'Elderflower cordial 50 cl', vendorName: null, estimatedCost: 4800, reason: null, state: 'Approved' as const, decisionNote: 'Added for all Danish venues.', decidedBy: 'Mads Kjær', decidedAt: '2026-05-01T09:30:00Z' },
];

const manager: PermissionData = { globalPermissions: ['pp.pim.stockproductrequests.show', 'pp.pim.stockproductrequests.edit'], venuePermissions: [] };

function renderScreen() {
  return renderPage(<StockProductRequestsScreen />, { path: '/procurement/stock-product-requests?countryId=dk' });
}

async function choose(label: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = manager;
  api.listByCountry.mockResolvedValue(structuredClone(requests) as never);
  vi.mocked(stockProductGroupsApi.getList).mockResolvedValue([{ id: 'pg-spirits', name: 'Spirits', color: null, productCategoryId: 'c-bev', productCategoryName: 'Beverages' }] as never);
  vi.mocked(productUnitsApi.getList).mockResolvedValue([
    { id: 'u-bottle', name: 'Bottle', abbreviation: 'btl' },
    { id: 'u-case', name: 'Case', abbreviation: 'cs' },
  ] as never);
  vi.mocked(vendorsApi.getList).mockResolvedValue([{ id: 'vendor-dk-wine', name: 'Københavns Vinhandel Engros', country: 'dk' }] as never);
});

pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('StockProductRequestsScreen', () => {
  it('lists the pending requests of the country with their venue and expected cost', async () => {
    renderScreen();
    const row = (await screen.findByText(/Mezcal espadín 70 cl/)).closest('tr')!;
    expect(within(row).getByText('Nørrebro Social')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText(/310,00/)).toBeInTheDocument();
    expect(screen.queryByText(/Elderflower/)).not.toBeInTheDocument();
    expect(api.listByCountry).toHaveBeenCalledWith({ countryId: 'dk' });
  });

  it('shows decided requests with their answer when asked for all', async () => {
    renderScreen();
    await screen.findByText(/Mezcal espadín/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All requests' }));
    const row = (await screen.findByText(/Elderflower/)).closest('tr')!;
    expect(within(row).getByText('Added for all Danish venues.')).toBeInTheDocument();
    expect(within(row).getByText(/Mads Kjær, 01\/05\/2026/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('approves with the product as it enters the catalogue, prefilled from the request', async () => {
    const user = userEvent.setup();
    api.approve.mockResolvedValue({ ...requests[0], state: 'Approved' } as never);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Approve Mezcal espadín 70 cl' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/assigned to Nørrebro Social/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Product name/ })).toHaveValue('Mezcal espadín 70 cl');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Vendor/ })).toHaveTextContent('Københavns Vinhandel Engros'));
    await choose(/Product group/, /Spirits/);
    await choose(/Unit/, 'Bottle');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.approve).toHaveBeenCalledWith({
        id: 'r1',
        body: { name: 'Mezcal espadín 70 cl', stockProductGroupId: 'pg-spirits', productUnitId: 'u-bottle', costPrice: 31000, vendorId: 'vendor-dk-wine', note: null },
      }),
    );
    expect(await screen.findByText(/Approved: Mezcal espadín 70 cl is in the catalogue and assigned to Nørrebro Social/)).toBeInTheDocument();
    await waitFor(() => expect(api.listByCountry).toHaveBeenCalledTimes(2));
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    api.reject.mockResolvedValue({ ...requests[0], state: 'Rejected' } as never);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Reject Mezcal espadín 70 cl' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Use the mezcal we have');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.reject).toHaveBeenCalledWith({ id: 'r1', body: { note: 'Use the mezcal we have' } }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
  });

  it('keeps the dialog with the server\'s reason when someone decided first, and reloads the list', async () => {
    const user = userEvent.setup();
    api.reject.mockRejectedValue(new HttpError('Unable to reject stock product request: A stock product request that is Approved cannot be rejected; only one that is Pending can.', 409, {}));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Reject Mezcal espadín 70 cl' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/cannot be rejected; only one that is Pending can/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('No');
    await waitFor(() => expect(api.listByCountry).toHaveBeenCalledTimes(2));
  });

  it('offers no decisions to who may only read the requests', async () => {
    session.permissions = { globalPermissions: ['pp.pim.stockproductrequests.show'], venuePermissions: [] };
    renderScreen();
    await screen.findByText(/Mezcal espadín/);
    expect(screen.getByText('You can look here but not make changes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it('offers no decisions without the permission in the country', async () => {
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-uk-x', permissions: ['pp.pim.stockproductrequests.show', 'pp.pim.stockproductrequests.edit'] }] };
    renderScreen();
    await screen.findByText(/Mezcal espadín/);
    expect(screen.getByText('You can look here but not make changes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('says so when there are no requests, and offers a retry when loading fails', async () => {
    api.listByCountry.mockResolvedValueOnce([] as never);
    const { unmount } = renderScreen();
    expect(await screen.findByText('No venue has asked for a product yet.')).toBeInTheDocument();
    unmount();
    api.listByCountry.mockRejectedValueOnce(new Error('Unable to get stock product requests'));
    renderScreen();
    expect(await screen.findByText('Unable to get stock product requests')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Mezcal espadín/)).toBeInTheDocument();
  });
});

describe('the export of the requests', () => {
  it('holds the requests the state and search leave, as the table shows them', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/Mezcal espadín/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All requests' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vesterbro');
    await waitFor(() => expect(screen.queryByText(/Mezcal espadín/)).not.toBeInTheDocument());
    const shown = tableTexts(screen.getByRole('table', { name: 'Stock product requests' }));
    expect(shown.rows).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['stock-product-requests-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers.slice(0, 7)]);
    const [row] = sheetRows(sheet);
    expect(sheetRows(sheet)).toHaveLength(1);
    expect([row[0], row[1], row[5]]).toEqual([shown.rows[0][0], shown.rows[0][1], shown.rows[0][5]]);
    expect(row[2]).toBeUndefined();
    expect(row[3]).toBe(48);
    expect(sheet.getCell('D2').numFmt).toBe('#,##0.00 "DKK"');
    expect(row[4]).toEqual(new Date('2026-05-02T00:00:00Z'));
    expect(sheet.getCell('E2').numFmt).toBe('dd-mm-yyyy');
    expect(String(row[6]).replace('\n', '')).toBe(shown.rows[0][6]);
  });

  it('is not offered when nothing is listed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(/Mezcal espadín/);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vodka');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
  });
});
