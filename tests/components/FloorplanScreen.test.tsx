import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posFloorplansApi } from '@generated/client/api/posFloorplans';
import { posVenuesApi } from '@generated/client/api/posVenues';
import type { PermissionData } from '@/shared/permissions';
import FloorplanScreen from '@/screens/pos/FloorplanScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/posFloorplans', () => ({ posFloorplansApi: { getList: vi.fn(), create: vi.fn(), update: vi.fn(), delete: vi.fn() } }));
vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getOne: vi.fn(), getList: vi.fn() } }));
const NBS = 'venue-dk-norrebro';
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [] as unknown[], globalVenues: [] as unknown[] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(posFloorplansApi);
const plan = {
  id: 'fp-1',
  version: 3,
  venueId: NBS,
  name: 'Ground floor',
  locationId: null,
  width: 800,
  height: 500,
  tables: [{ tableId: 't-1', name: 'T1', x: 20, y: 20, width: 100, height: 80, shape: 'rect' as const, seats: 4 }],
};

const renderScreen = () => renderPage(<FloorplanScreen />, { path: '/vp/poc/venue-tables' });
const nameInput = () => screen.getByRole('textbox', { name: 'Name' });

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['pp.pos.poc.show', 'pp.pos.venue.edit'] }] };
  session.venues = [{ venueId: NBS, name: 'Nørrebro Social', country: 'dk' }];
  vi.mocked(posVenuesApi.getOne).mockResolvedValue({ id: 'pv-1', venueId: NBS, locations: [], storages: [] } as never);
  api.getList.mockResolvedValue([structuredClone(plan)] as never);
  api.update.mockImplementation(async ({ body }) => ({ ...(body as typeof plan), version: (body as typeof plan).version + 1 }) as never);
});

describe('FloorplanScreen', () => {
  it('shows a user who may only read the venue\'s point of sale the plan without a way to change it', async () => {
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['pp.pos.poc.show'] }] };
    renderScreen();
    await waitFor(() => expect(nameInput()).toHaveValue('Ground floor'));
    expect(nameInput()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save floorplan' })).not.toBeInTheDocument();
  });

  it('saves the plan with the version its changes were made on', async () => {
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(nameInput()).toHaveValue('Ground floor'));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Terrace');
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({ id: 'fp-1', body: expect.objectContaining({ name: 'Terrace', version: 3 }) }));
    expect(await screen.findByText('Floorplan saved')).toBeInTheDocument();
  });

  it('offers to reload when someone else saved meanwhile (409), keeps the changes and saves them from the version reloaded', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update floorplan: This posFloorplans record was changed by someone else', 409, {}));
    renderScreen();
    await waitFor(() => expect(nameInput()).toHaveValue('Ground floor'));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Terrace');
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));

    expect(await screen.findByText(/Someone else saved this floorplan while you were editing it/)).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Terrace');
    api.getList.mockResolvedValue([{ ...structuredClone(plan), width: 900, version: 5 }] as never);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Your changes are still on the plan/)).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Terrace');

    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith({ id: 'fp-1', body: expect.objectContaining({ name: 'Terrace', version: 5 }) }));
    expect(await screen.findByText('Floorplan saved')).toBeInTheDocument();
    expect(screen.queryByText(/Someone else saved this floorplan/)).not.toBeInTheDocument();
  });
});
