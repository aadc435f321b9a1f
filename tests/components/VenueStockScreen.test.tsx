import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockWasteReasonsApi } from '@generated/client/api/stockWasteReasons';
import { venueStocksApi } from '@generated/client/api/venueStocks';
import type { PermissionData } from '@/shared/permissions';
import { VenueStock } from '@/screens/procurement/VenueStockScreen/VenueStock';
import { renderPage } from '../support/renderWithAdmin';

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
