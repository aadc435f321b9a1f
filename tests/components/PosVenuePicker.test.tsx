import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { priceGroupsApi } from '@generated/client/api/priceGroups';
import { priceShiftWindowsApi } from '@generated/client/api/priceShiftWindows';
import type { PermissionData } from '@/shared/permissions';
import PriceShiftWindowsScreen from '@/screens/pos/PriceShiftWindowsScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/priceGroups', () => ({ priceGroupsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/priceShiftWindows', () => ({ priceShiftWindowsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [] as unknown[] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const venues = [
  { venueId: 'venue-dk-norrebro', name: 'Nørrebro Social' },
  { venueId: 'venue-dk-frederiksberg', name: 'Frederiksberg Brasserie' },
  { venueId: 'venue-dk-vesterbro', name: 'Vesterbro Cocktail Club' },
];

const renderAt = (query = '') => renderPage(<PriceShiftWindowsScreen />, { path: `/procurement/poc/priceShiftWindows?countryId=dk${query}` });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(posVenuesApi.getList).mockResolvedValue(venues as never);
  vi.mocked(priceGroupsApi.getList).mockResolvedValue([] as never);
  vi.mocked(priceShiftWindowsApi.getList).mockResolvedValue([] as never);
});

describe('the Upkeep venue picker', () => {
  it('lists only the venues where the user holds the page\'s permission', async () => {
    session.permissions = { globalPermissions: [], venuePermissions: ['venue-dk-norrebro', 'venue-dk-vesterbro'].map((venueId) => ({ venueId, permissions: ['pp.pos.poc.show'] })) };
    renderAt('&venue=venue-dk-frederiksberg');
    const picker = await screen.findByRole('combobox', { name: 'Venue' });
    // A venue without the permission in the address falls back to the first permitted one.
    expect(picker).toHaveTextContent('Nørrebro Social');
    await waitFor(() => expect(priceShiftWindowsApi.getList).toHaveBeenCalledWith({ venueId: 'venue-dk-norrebro' }));
    fireEvent.mouseDown(picker);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Nørrebro Social', 'Vesterbro Cocktail Club']);
  });

  it('lists every POS venue of the country for a global holder', async () => {
    session.permissions = { globalPermissions: ['pp.pos.poc.show'], venuePermissions: [] };
    renderAt();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Venue' }));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });
});
