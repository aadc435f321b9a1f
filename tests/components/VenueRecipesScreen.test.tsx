import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { recipesApi } from '@generated/client/api/recipes';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { venueRecipesApi } from '@generated/client/api/venueRecipes';
import type { PermissionData } from '@/shared/permissions';
import VenueRecipesScreen from '@/screens/procurement/VenueRecipesScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueRecipes', () => ({ venueRecipesApi: { listByCountry: vi.fn(), create: vi.fn(), delete: vi.fn() } }));
vi.mock('@generated/client/api/recipes', () => ({ recipesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/stockProducts', () => ({ stockProductsApi: { getList: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as unknown, venues: [] as unknown[], globalVenues: [] as unknown[] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(venueRecipesApi);
const NBS = 'venue-dk-norrebro';
const VCC = 'venue-dk-vesterbro';
const row = (id: string, venueId: string, venueName: string, name: string, cost: number, base: { name: string; cost: number } | null) => ({
  id,
  version: 1,
  venueId,
  venueName,
  name,
  recipeId: base ? 'recipe-dk-gt' : null,
  portions: 1,
  lines: [{ stockProductId: 'sp-dk-gin', amount: 4 }],
  isActive: true,
  costPerPortion: cost,
  currency: 'DKK',
  baseRecipeName: base?.name ?? null,
  baseCostPerPortion: base?.cost ?? null,
});
const list = [row('vr1', NBS, 'Nørrebro Social', 'House G&T', 1650, { name: 'Gin & tonic', cost: 1727 }), row('vr2', VCC, 'Vesterbro Cocktail Club', 'Smoky old fashioned', 2400, null)];

const renderScreen = (query = '') => renderPage(<VenueRecipesScreen />, { path: `/procurement/venue-recipes?countryId=dk${query}` });

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: NBS, permissions: ['vp.vp.pim.stockmanagement.show', 'vp.vp.pim.stockmanagement.edit'] }] } satisfies PermissionData;
  api.listByCountry.mockResolvedValue(structuredClone(list) as never);
  api.create.mockResolvedValue({} as never);
  api.delete.mockResolvedValue(undefined as never);
  vi.mocked(recipesApi.getList).mockResolvedValue([{ id: 'recipe-dk-gt', name: 'Gin & tonic', country: 'dk', portions: 1, lines: [], costPerPortion: 1727 }] as never);
  vi.mocked(posVenuesApi.getList).mockResolvedValue([
    { venueId: NBS, name: 'Nørrebro Social' },
    { venueId: VCC, name: 'Vesterbro Cocktail Club' },
  ] as never);
  vi.mocked(stockProductsApi.getList).mockResolvedValue([{ id: 'sp-dk-gin', name: 'London dry gin 70 cl', contentUnit: 'cl' }] as never);
});

pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('VenueRecipesScreen', () => {
  it('lists the venues\' recipes at their prices against the country recipe', async () => {
    renderScreen();
    const gt = (await screen.findByText('House G&T')).closest('tr')!;
    expect(within(gt).getByText('Nørrebro Social')).toBeInTheDocument();
    expect(within(gt).getByText('Gin & tonic')).toBeInTheDocument();
    expect(within(gt).getByText(/16,50/)).toBeInTheDocument();
    expect(within(gt).getByText(/17,27/)).toBeInTheDocument();
    expect(within(gt).getByText(/-0,77/)).toBeInTheDocument();
    const own = screen.getByText('Smoky old fashioned').closest('tr')!;
    expect(within(own).getByText('Own recipe')).toBeInTheDocument();
    expect(api.listByCountry).toHaveBeenCalledWith({ countryId: 'dk' });
  });

  it('filters by venue from the address and by search', async () => {
    const user = userEvent.setup();
    renderScreen(`&venue=${VCC}`);
    expect(await screen.findByText('Smoky old fashioned')).toBeInTheDocument();
    expect(screen.queryByText('House G&T')).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Venue' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All venues' }));
    expect(await screen.findByText('House G&T')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'negroni');
    expect(screen.getByText('Nothing matches the search.')).toBeInTheDocument();
  });

  it('shows a recipe\'s ingredients', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Ingredients of House G&T' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('London dry gin 70 cl')).toBeInTheDocument();
    expect(within(dialog).getByText('4 cl')).toBeInTheDocument();
  });

  it('copies a country recipe to a venue the user may change, and deletes only there', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('House G&T');
    expect(screen.queryByRole('button', { name: 'Delete Smoky old fashioned' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy a country recipe' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Venue/ })).toHaveTextContent('Nørrebro Social');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Country recipe/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Gin & tonic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith({ body: { venueId: NBS, recipeId: 'recipe-dk-gt', name: 'Gin & tonic', portions: 1, lines: [], isActive: true } }));
    expect(await screen.findByText('Gin & tonic copied to Nørrebro Social')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete House G&T' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith({ id: 'vr1' }));
  });

  it('offers no copying without a venue to write to, and says when there is nothing', async () => {
    session.permissions = { globalPermissions: ['pp.pim.stockproducts.show'], venuePermissions: [] };
    api.listByCountry.mockResolvedValue([] as never);
    renderScreen();
    expect(await screen.findByText('No venue has its own recipes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy a country recipe' })).not.toBeInTheDocument();
  });
});

describe('the export of the venues\' recipes', () => {
  it('holds the recipes of the chosen venue, as the table shows them, with the costs as money', async () => {
    const user = userEvent.setup();
    renderScreen(`&venue=${NBS}`);
    expect(await screen.findByText('House G&T')).toBeInTheDocument();
    expect(screen.queryByText('Smoky old fashioned')).not.toBeInTheDocument();
    const shown = tableTexts(screen.getByRole('table', { name: 'Venue recipes' }));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['venue-recipes-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers.slice(0, 7)]);
    expect(sheetRows(sheet)).toEqual([['Nørrebro Social', 'House G&T', 'Gin & tonic', 1, 16.5, 17.27, -0.77]]);
    expect(shown.rows.map((r) => r.slice(0, 3))).toEqual([['Nørrebro Social', 'House G&T', 'Gin & tonic']]);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00 "DKK"');
  });

  it('is not offered when the search leaves no recipes', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('House G&T')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mojito');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
  });
});
