import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { vendorsApi } from '@generated/client/api/vendors';
import type { PermissionData } from '@/shared/permissions';
import AssignedProductsScreen from '@/screens/pos/AssignedProductsScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/assignedStockProducts', () => ({ assignedStockProductsApi: { getList: vi.fn(), create: vi.fn(), update: vi.fn(), delete: vi.fn() } }));
vi.mock('@generated/client/api/stockProducts', () => ({ stockProductsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/vendors', () => ({ vendorsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: { globalPermissions: ['pp.pos.venue.edit'], venuePermissions: [] } as PermissionData, venues: [{ venueId: 'venue-1', country: 'dk' }] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const venue = { venueId: 'venue-1', name: 'Nørrebro Social', country: 'dk', storages: [{ storageId: 'st-bar', storageName: 'Bar storage' }], locations: [] };
const tuborg = { id: 'a1', version: 3, stockProductId: 'p1', name: 'Tuborg Classic 33cl', number: '1001', isActive: true, storageId: 'st-bar', vendorId: null, effectiveVendorId: 'v-1', costPrice: null, productCostPrice: 595, effectiveCostPrice: 595, currency: 'DKK' };

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(posVenuesApi.getList).mockResolvedValue([venue] as never);
  vi.mocked(vendorsApi.getList).mockResolvedValue([{ id: 'v-1', name: 'Carlsberg Danmark' }] as never);
  vi.mocked(stockProductsApi.getList).mockResolvedValue([
    { id: 'p1', name: 'Tuborg Classic 33cl', number: '1001', isActive: true },
    { id: 'p2', name: 'Vodka 70cl', number: '3001', isActive: true },
  ] as never);
  vi.mocked(assignedStockProductsApi.getList).mockResolvedValue([tuborg] as never);
});

const open = () => renderPage(<AssignedProductsScreen />, { path: '/vp/poc/assigned-stock-products' });

describe("a venue's assigned stock products", () => {
  it('assigns a catalogue product not at the venue yet', async () => {
    const user = userEvent.setup();
    vi.mocked(assignedStockProductsApi.create).mockResolvedValue({} as never);
    open();
    await user.click(await screen.findByRole('button', { name: 'Assign products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign products to the venue' });
    expect(within(dialog).queryByText('Tuborg Classic 33cl')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Vodka 70cl/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign 1 products' }));
    await waitFor(() => expect(assignedStockProductsApi.create).toHaveBeenCalledWith({ venueId: 'venue-1', stockProductId: 'p2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits a product's settings at the venue with its version", async () => {
    const user = userEvent.setup();
    vi.mocked(assignedStockProductsApi.update).mockResolvedValue({} as never);
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Tuborg Classic 33cl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tuborg Classic 33cl at this venue' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(assignedStockProductsApi.update).toHaveBeenCalledWith({ id: 'a1', body: expect.objectContaining({ id: 'a1', version: 3, venueId: 'venue-1', stockProductId: 'p1', storageId: 'st-bar', isActive: true }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a product from the venue after asking', async () => {
    const user = userEvent.setup();
    vi.mocked(assignedStockProductsApi.delete).mockResolvedValue({} as never);
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Tuborg Classic 33cl from the venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tuborg Classic 33cl?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(assignedStockProductsApi.delete).toHaveBeenCalledWith({ id: 'a1' }));
  });
});
