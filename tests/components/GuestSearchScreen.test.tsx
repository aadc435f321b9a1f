import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import GuestSearchScreen from '@/screens/guests/GuestSearchScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/guestProfiles', () => ({
  guestProfilesApi: { search: vi.fn(), searchByVenue: vi.fn(), myReferrals: vi.fn(), anonymizeVenue: vi.fn(), anonymizeVenuePreview: vi.fn() },
}));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = {
  venues: [
    { venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk', logoUrl: null, timeZone: 'Europe/Copenhagen' },
    { venueId: 'venue-dk-vesterbro', name: 'Vesterbro Bar', country: 'dk', logoUrl: null, timeZone: 'Europe/Copenhagen' },
  ],
  globalVenues: [],
  permissions: { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] as { venueId: string; permissions: string[] }[] },
};
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(guestProfilesApi);
const page = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: `g${i}`, country: 'dk', venueId: 'venue-dk-norrebro', firstName: `Guest${i}`, lastName: 'Hansen', email: null, phone: null, birthDate: null, anonymizedAt: null, createdAt: '2025-01-01T10:00:00.000Z' })),
  top: 25,
  skip: 0,
  hasMore: false,
  count: n,
  countCapped: false,
});

function renderScreen(search = '?mode=venue&venue=venue-dk-norrebro') {
  return renderPage(
    <Routes>
      <Route path="/crm/guests" element={<GuestSearchScreen />} />
    </Routes>,
    { path: `/crm/guests${search}` },
  );
}

const action = /anonymise all guests of this venue/i;

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] };
  api.search.mockResolvedValue(page(3) as never);
  api.searchByVenue.mockResolvedValue(page(2) as never);
  api.anonymizeVenuePreview.mockResolvedValue({ venueId: 'venue-dk-norrebro', venueName: 'Nørrebro Social', country: 'dk', guests: 412 });
});

describe('GuestSearchScreen: anonymise a venue', () => {
  it('does not offer the action without the permission, nor outside the venue mode', async () => {
    const { unmount } = renderScreen();
    expect(await screen.findByText('Guest0 Hansen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    unmount();
    session.permissions = { globalPermissions: ['*'], venuePermissions: [] };
    renderScreen('?mode=all');
    expect(await screen.findByText('Guest0 Hansen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });

  it('offers it only at the venues where the permission is held', async () => {
    session.permissions = { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [{ venueId: 'venue-dk-vesterbro', permissions: ['vp.hq.guestprofiles.anonymizevenue'] }] };
    renderScreen();
    expect(await screen.findByText('Guest0 Hansen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    renderScreen('?mode=venue&venue=venue-dk-vesterbro');
    expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
  });

  it('asks for the venue name, shows how many guests are affected and anonymises them', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: ['*'], venuePermissions: [] };
    api.anonymizeVenue.mockResolvedValue({ venueId: 'venue-dk-norrebro', anonymized: 412, removed: { consents: 900, notes: 40, links: 12, conversations: 3, files: 2 } });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymise all guests of Nørrebro Social?' });
    expect(api.anonymizeVenuePreview).toHaveBeenCalledWith({ venueId: 'venue-dk-norrebro' });
    expect(await within(dialog).findByText('412 guests whose home venue is Nørrebro Social will be anonymised.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Anonymise 412 guests' });
    expect(confirm).toBeDisabled();

    const input = within(dialog).getByRole('textbox', { name: 'Venue name' });
    await user.type(input, 'Nørrebro');
    await user.tab();
    expect(within(dialog).getByText('The name does not match.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(input, ' Social');
    expect(confirm).toBeEnabled();
    const searches = api.searchByVenue.mock.calls.length;
    await user.click(confirm);

    await waitFor(() => expect(api.anonymizeVenue).toHaveBeenCalledWith({ venueId: 'venue-dk-norrebro' }));
    expect(await screen.findByText('412 guests of Nørrebro Social anonymised')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is loaded again, now showing the guests anonymised.
    await waitFor(() => expect(api.searchByVenue.mock.calls.length).toBeGreaterThan(searches));
  });

  it('keeps the dialog and the typed name when the server refuses, and says when nobody is left', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: ['*'], venuePermissions: [] };
    api.anonymizeVenue.mockRejectedValue(new HttpError('Only head office can anonymise every guest of a venue', 403, {}));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    const input = await within(dialog).findByRole('textbox', { name: 'Venue name' });
    await user.type(input, 'Nørrebro Social{Enter}');
    expect(await within(dialog).findByText('Only head office can anonymise every guest of a venue')).toBeInTheDocument();
    expect(input).toHaveValue('Nørrebro Social');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.anonymizeVenuePreview.mockResolvedValue({ venueId: 'venue-dk-norrebro', venueName: 'Nørrebro Social', country: 'dk', guests: 0 });
    await user.click(screen.getByRole('button', { name: action }));
    const empty = await screen.findByRole('dialog');
    expect(await within(empty).findByText('No guest of Nørrebro Social is left to anonymise.')).toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: /^Anonymise/ })).not.toBeInTheDocument();
  });
});

describe('GuestSearchScreen: export', () => {
  beforeEach(() => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  it('asks why before any guest leaves, and fetches every page of the export with the reason for the server to log', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Guest0 Hansen')).toBeInTheDocument();
    const searches = api.searchByVenue.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the guests of Denmark' });
    const confirm = within(dialog).getByRole('button', { name: 'Export' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the export/ }), 'Venue closing audit');
    await user.click(confirm);

    await waitFor(() => expect(api.searchByVenue.mock.calls.length).toBeGreaterThan(searches));
    expect(api.searchByVenue.mock.calls.slice(searches).map(([args]) => args)).toEqual([
      { country: 'dk', venueId: 'venue-dk-norrebro', query: undefined, top: 100, skip: 0, includeCount: true, exportReason: 'Venue closing audit' },
    ]);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Export the guests of Denmark' })).not.toBeInTheDocument();
  });
});
