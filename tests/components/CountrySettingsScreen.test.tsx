import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import { salesWasteReasonsApi } from '@generated/client/api/salesWasteReasons';
import { stockWasteReasonsApi } from '@generated/client/api/stockWasteReasons';
import type { PermissionData } from '@/shared/permissions';
import CountrySettingsScreen from '@/screens/pos/CountrySettingsScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/countrySettings', () => ({ countrySettingsApi: { get: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/salesWasteReasons', () => ({ salesWasteReasonsApi: { getList: vi.fn(), create: vi.fn(), delete: vi.fn() } }));
vi.mock('@generated/client/api/stockWasteReasons', () => ({ stockWasteReasonsApi: { getList: vi.fn(), create: vi.fn(), delete: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [{ venueId: 'venue-1', country: 'dk' }] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(countrySettingsApi);
const salesWaste = vi.mocked(salesWasteReasonsApi);
const stockWaste = vi.mocked(stockWasteReasonsApi);

const settings = {
  id: 's-dk',
  version: 3,
  country: 'dk' as const,
  salesProductGroups: [{ salesProductGroupId: { id: 'g-beer' }, name: 'Beer', color: '#f9a825', validSubGroups: [{ salesProductSubGroupId: { id: 's-draught' }, name: 'Draught', color: '#fbc02d' }] }],
  productCategories: [{ productCategoryId: { id: 'c-bev' }, name: 'Beverages', color: '#1565c0', tags: ['bar'], validProductGroups: [{ stockProductGroupId: { id: 'pg-spirits' }, name: 'Spirits', color: '#6d4c41' }] }],
  taxGroups: [{ taxGroupId: { id: 't-std' }, code: 'MOMS25', taxRatePercentage: 25, taxRate: 0 }],
  allergies: [{ allergyId: { id: 'a-gluten' }, name: 'Gluten' }],
  priceGroups: [
    { priceGroupId: { id: 'p-normal' }, name: 'Normal', isDefault: true },
    { priceGroupId: { id: 'p-happy' }, name: 'Happy hour', isDefault: false },
  ],
  tipPercentages: [5, 10, 15],
  pouringCategories: [],
  productUnits: [],
  stockContainerTypes: [],
};

const withEdit = { globalPermissions: ['pp.pos.poc.show', 'pp.pos.poc.edit'], venuePermissions: [] };
const readOnly = { globalPermissions: ['pp.pos.poc.show'], venuePermissions: [] };

function renderScreen() {
  return renderPage(<CountrySettingsScreen />, { path: '/procurement/poc/configuration?countryId=dk' });
}

async function openTab(name: string) {
  await screen.findByRole('tab', { name: 'Sales groups' });
  fireEvent.click(screen.getByRole('tab', { name }));
}

const checkedDefault = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => r.getAttribute('aria-label'));

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = withEdit;
  api.get.mockResolvedValue(structuredClone(settings) as never);
  api.update.mockImplementation(async ({ body }) => ({ ...body, version: 4 }) as never);
  salesWaste.getList.mockResolvedValue([{ id: 'w1', name: 'Spilled', country: 'dk' }] as never);
  stockWaste.getList.mockResolvedValue([{ id: 'w2', name: 'Broken', country: 'dk' }] as never);
});

describe('CountrySettingsScreen', () => {
  it('shows the sales groups with their sub-groups and colours', async () => {
    renderScreen();
    expect(await screen.findByRole('textbox', { name: 'Name: Beer' })).toHaveValue('Beer');
    const subs = screen.getByRole('table', { name: 'Sub-groups of Beer' });
    expect(within(subs).getByRole('textbox', { name: 'Name: Draught' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith({ countryId: 'dk' });
  });

  it('keeps exactly one default price group and saves the whole settings object', async () => {
    const user = userEvent.setup();
    renderScreen();
    await openTab('Price groups');
    expect(checkedDefault()).toEqual(['Make Normal the default']);
    await user.click(screen.getByRole('radio', { name: 'Make Happy hour the default' }));
    expect(checkedDefault()).toEqual(['Make Happy hour the default']);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as typeof settings;
    expect(body.priceGroups.map((g) => [g.name, g.isDefault])).toEqual([
      ['Normal', false],
      ['Happy hour', true],
    ]);
    expect(body.salesProductGroups).toEqual(settings.salesProductGroups);
    expect(await screen.findByText('Country settings saved')).toBeInTheDocument();
  });

  it('refuses to remove the last price group, saying so, and moves the default when the default goes', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen();
    await openTab('Price groups');
    await user.click(screen.getByRole('button', { name: 'Remove Normal' }));
    expect(checkedDefault()).toEqual(['Make Happy hour the default']);
    await user.click(screen.getByRole('button', { name: 'Remove Happy hour' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There must be at least one price group at all times!');
    expect(warn).toHaveBeenCalledWith('There must be at least one price group at all times!');
    expect(screen.getByRole('textbox', { name: 'Name: Happy hour' })).toBeInTheDocument();
  });

  it('ignores a tip percentage already present and keeps the tips sorted', async () => {
    const user = userEvent.setup();
    renderScreen();
    await openTab('Tips');
    const tips = () => within(screen.getByRole('list', { name: 'Tip percentages' })).getAllByRole('listitem').map((i) => i.textContent);
    await user.type(screen.getByRole('spinbutton', { name: 'Tip percentage' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(tips()).toEqual(['5 %', '10 %', '15 %']);
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Tip percentage' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(tips()).toEqual(['5 %', '10 %', '12.5 %', '15 %']);
  });

  it('adds a tax group with its percentage; the rate is the server\'s to reset', async () => {
    const user = userEvent.setup();
    renderScreen();
    await openTab('Tax groups');
    expect(screen.getByText(/The tax rate is saved as 0/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const code = screen.getByRole('textbox', { name: 'Code: the new item' });
    await user.type(code, 'MOMS0');
    const rate = screen.getByRole('spinbutton', { name: 'Tax rate (%): MOMS0' });
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as typeof settings;
    expect(body.taxGroups[1]).toMatchObject({ taxGroupId: null, code: 'MOMS0', taxRatePercentage: 0 });
  });

  it('shows the server\'s reason when a save is refused and keeps the changes', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update country settings: The sales group cannot be removed while 4 sales products use it (for example House lager 40 cl).', 409, {}));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Remove Beer' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/cannot be removed while 4 sales products use it/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name: Beer' })).not.toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('tells the user to reload when someone else saved meanwhile', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update country settings: This countrySettings record was changed by someone else.', 409, {}));
    renderScreen();
    await user.clear(await screen.findByRole('textbox', { name: 'Name: Beer' }));
    await user.type(screen.getByRole('textbox', { name: 'Name: the new item' }), 'Beer and cider');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Someone else saved these settings meanwhile/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('textbox', { name: 'Name: Beer' })).toHaveValue('Beer');
  });

  it('adds and deletes waste reasons at once and reloads them', async () => {
    const user = userEvent.setup();
    salesWaste.create.mockResolvedValue({ id: 'w3', name: 'Wrong order', country: 'dk' } as never);
    renderScreen();
    await openTab('Waste reasons');
    const list = await screen.findByRole('list', { name: 'Sales waste reasons' });
    expect(within(list).getByText('Spilled')).toBeInTheDocument();
    salesWaste.getList.mockResolvedValue([{ id: 'w1', name: 'Spilled', country: 'dk' }, { id: 'w3', name: 'Wrong order', country: 'dk' }] as never);
    await user.type(screen.getByRole('textbox', { name: 'New reason (Sales waste reasons)' }), 'Wrong order');
    await user.click(within(screen.getByRole('textbox', { name: 'New reason (Sales waste reasons)' }).closest('form')!).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(salesWaste.create).toHaveBeenCalledWith({ body: { name: 'Wrong order', country: 'dk' } }));
    expect(await within(screen.getByRole('list', { name: 'Sales waste reasons' })).findByText('Wrong order')).toBeInTheDocument();
    expect(salesWaste.getList).toHaveBeenCalledTimes(2);
  });

  it('is read-only without pp.pos.poc.edit in the country', async () => {
    session.permissions = readOnly;
    renderScreen();
    expect(await screen.findByText('You can look here but not make changes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name: Beer' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Beer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('shows the error of a failed load with a retry', async () => {
    api.get.mockRejectedValueOnce(new Error('Unable to get country settings'));
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Unable to get country settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name: Beer' })).toBeInTheDocument();
  });
});
