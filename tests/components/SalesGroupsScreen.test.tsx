import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import { salesProductsApi } from '@generated/client/api/salesProducts';
import type { PermissionData } from '@/shared/permissions';
import SalesGroupsScreen from '@/screens/pos/SalesGroupsScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/countrySettings', () => ({ countrySettingsApi: { get: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/salesProducts', () => ({ salesProductsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [] as unknown[] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(countrySettingsApi);
const settings = {
  id: 's-dk',
  version: 3,
  country: 'dk' as const,
  salesProductGroups: [
    { salesProductGroupId: { id: 'g-beer' }, name: 'Beer', color: '#f9a825', validSubGroups: [{ salesProductSubGroupId: { id: 's-draught' }, name: 'Draught', color: '#fbc02d' }, { salesProductSubGroupId: { id: 's-bottled' }, name: 'Bottled', color: null }] },
    { salesProductGroupId: { id: 'g-cocktails' }, name: 'Cocktails', color: '#6a1b9a', validSubGroups: [{ salesProductSubGroupId: { id: 's-classics' }, name: 'Classics', color: null }] },
  ],
  priceGroups: [{ priceGroupId: { id: 'p-normal' }, name: 'Normal', isDefault: true }],
};

const renderScreen = () => renderPage(<SalesGroupsScreen />, { path: '/procurement/poc/sales-groups?countryId=dk' });
const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === name)!;

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: ['pp.pos.poc.show', 'pp.pos.poc.edit'], venuePermissions: [] };
  api.get.mockResolvedValue(structuredClone(settings) as never);
  api.update.mockImplementation(async ({ body }) => ({ ...body, version: 4 }) as never);
  vi.mocked(salesProductsApi.getList).mockResolvedValue([
    { id: 'sp1', name: 'House lager', salesProductGroupId: 'g-beer', salesProductSubGroupId: 's-draught' },
    { id: 'sp2', name: 'IPA', salesProductGroupId: 'g-beer', salesProductSubGroupId: 's-draught' },
    { id: 'sp3', name: 'Negroni', salesProductGroupId: 'g-cocktails', salesProductSubGroupId: 's-classics' },
  ] as never);
});

describe('SalesGroupsScreen', () => {
  it('lists the groups with their sub-groups and how many sales products use each', async () => {
    renderScreen();
    await screen.findByText('Draught');
    await waitFor(() => expect(within(rowOf('Beer')).getAllByRole('cell')[2]).toHaveTextContent('2'));
    expect(within(rowOf('Beer')).getAllByRole('cell')[1]).toHaveTextContent('Draught, Bottled');
    expect(within(rowOf('Draught')).getAllByRole('cell')[2]).toHaveTextContent('2');
    expect(within(rowOf('Bottled')).getAllByRole('cell')[2]).toHaveTextContent('0');
    expect(api.get).toHaveBeenCalledWith({ countryId: 'dk' });
  });

  it('searches groups and sub-groups', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Draught');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'class');
    expect(rowOf('Cocktails')).toBeTruthy();
    expect(rowOf('Classics')).toBeTruthy();
    expect(screen.queryByText('Draught')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wine');
    expect(screen.getByText('Nothing matches the search.')).toBeInTheDocument();
  });

  it('adds a sub-group to a chosen group, saving the whole settings object', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Draught');
    await user.click(screen.getByRole('button', { name: 'New sub-group' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tiki');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Sales group/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cocktails' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as typeof settings;
    expect(body.version).toBe(3);
    expect(body.priceGroups).toEqual(settings.priceGroups);
    expect(body.salesProductGroups[1].validSubGroups.map((s) => [s.salesProductSubGroupId, s.name])).toEqual([
      [{ id: 's-classics' }, 'Classics'],
      [null, 'Tiki'],
    ]);
    expect(await screen.findByText('Sales groups saved')).toBeInTheDocument();
  });

  it('moves a sub-group to another group when edited', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Bottled' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Sales group/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cocktails' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as typeof settings;
    expect(body.salesProductGroups[0].validSubGroups.map((s) => s.name)).toEqual(['Draught']);
    expect(body.salesProductGroups[1].validSubGroups.map((s) => s.name)).toEqual(['Classics', 'Bottled']);
  });

  it('shows the server\'s refusal in the dialog', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update country settings: body.salesProductGroups.2.name: "Beer" is there twice', 400, {}));
    renderScreen();
    await screen.findByText('Draught');
    await user.click(screen.getByRole('button', { name: 'New sales group' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'beer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/is there twice/)).toBeInTheDocument();
  });

  it('is read-only without pp.pos.poc.edit', async () => {
    session.permissions = { globalPermissions: ['pp.pos.poc.show'], venuePermissions: [] };
    renderScreen();
    await screen.findByText('Draught');
    expect(screen.getByText(/You can look here but not make changes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New sales group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
