import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import type { PermissionData } from '@/shared/permissions';
import VenueInfoScreen from '@/screens/venue/VenueInfoScreen';
import dayjs from '@/shared/dayjs';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueInfo', () => ({
  venueInfoApi: {
    getAddress: vi.fn(),
    setAddress: vi.fn(),
    getGeneral: vi.fn(),
    setGeneral: vi.fn(),
    getOpeningHours: vi.fn(),
    setOpeningHours: vi.fn(),
    getUsers: vi.fn(),
  },
}));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

// The screen renders four cards, each loading on its own: on a busy machine the first render takes longer than the
// library's one second, which says nothing about the screen.
configure({ asyncUtilTimeout: 5000 });

const api = vi.mocked(venueInfoApi);

afterEach(() => {
  vi.restoreAllMocks();
});


function renderScreen() {
  return renderPage(<VenueInfoScreen />, { path: '/vp/info?venueId=venue-1' });
}

const READ = 'vp.vp.venueinfo.show';
const EDIT = 'vp.vp.venueinfo.edit';
const address = { street: 'Vesterbrogade 1', postalCode: '1620', city: 'København V', country: 'dk' as const };

/** A card by its heading. */
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;

/** Opens a card for editing, types a new value into one of its fields and saves. */
async function editAndSave(user: ReturnType<typeof userEvent.setup>, title: string, field: RegExp, value: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${title.toLowerCase()}` }));
  const input = within(card(title)).getByLabelText(field);
  await user.clear(input);
  await user.type(input, value);
  await user.click(within(card(title)).getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: [READ, EDIT] }] };
  api.getAddress.mockResolvedValue({ ...address, version: 3 });
  api.getGeneral.mockResolvedValue({ description: { eng: 'Cocktail bar by the station', dan: 'Cocktailbar ved stationen' }, phone: '+45 11 22 33 44', email: 'bar@example.com', website: null, capacity: 180, ageLimit: 18, version: 2 });
  api.getOpeningHours.mockResolvedValue({
    timeZone: 'Europe/Copenhagen',
    openingHours: [
      { weekday: 1, closed: false, opens: '22:00', closes: '04:00' },
      { weekday: 2, closed: true, opens: null, closes: null },
    ],
    version: 5,
  });
  api.getUsers.mockResolvedValue([
    { userId: 'u1', name: 'Anna Berg', email: 'anna@example.com', phone: null, roles: ['vm', 'xyz'] },
    { userId: 'u2', name: 'Bo Holm', email: null, phone: '+45 55 66 77 88', roles: ['sm'] },
  ]);
});

describe('VenueInfoScreen', () => {
  it('shows each section in its own card', async () => {
    vi.spyOn(dayjs.tz, 'guess').mockReturnValue('Europe/Copenhagen');
    renderScreen();
    expect(await screen.findByText('Vesterbrogade 1')).toBeInTheDocument();
    expect(within(card('Address')).getByText('Denmark')).toBeInTheDocument();
    expect(await screen.findByText('Cocktail bar by the station')).toBeInTheDocument();
    expect(within(card('General info')).getByText('180')).toBeInTheDocument();

    const users = await screen.findByRole('list', { name: 'Users' });
    expect(within(users).getByText('Anna Berg')).toBeInTheDocument();
    expect(within(users).getByText('Venue Manager')).toBeInTheDocument();
    expect(within(users).getByText('Shift Manager')).toBeInTheDocument();
    // A role code without a label shows as the code.
    expect(within(users).getByText('xyz')).toBeInTheDocument();
  });

  it('loads the sections independently: one failing leaves the others shown', async () => {
    api.getGeneral.mockRejectedValue(new HttpError('Unable to get general info', 500));
    renderScreen();
    expect(await screen.findByText('Unable to get general info')).toBeInTheDocument();
    expect(within(card('General info')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('Vesterbrogade 1')).toBeInTheDocument();
  });

  it('edits and saves the address', async () => {
    const user = userEvent.setup();
    api.setAddress.mockImplementation(async ({ body }) => ({ ...body, version: body.version + 1 }));
    renderScreen();
    await screen.findByText('Vesterbrogade 1');
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const city = within(card('Address')).getByLabelText(/City/);
    expect(city).toHaveValue('København V');
    await user.clear(city);
    await user.type(city, 'Frederiksberg');
    await user.click(within(card('Address')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.setAddress).toHaveBeenCalledWith({ body: { ...address, city: 'Frederiksberg', version: 3 } }));
    expect(await within(card('Address')).findByText('Frederiksberg')).toBeInTheDocument();
    expect(within(card('Address')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
  });

  it('keeps the typed address and shows the server messages on the fields when the save fails', async () => {
    const user = userEvent.setup();
    api.setAddress.mockRejectedValue(new HttpError('Unable to update address.: postalCode: must be four digits', 400, { errors: { postalCode: 'must be four digits' } }));
    renderScreen();
    await screen.findByText('Vesterbrogade 1');
    await editAndSave(user, 'Address', /Postal code/, '16-20');

    expect(await within(card('Address')).findByText('must be four digits')).toBeInTheDocument();
    expect(within(card('Address')).getByText('Unable to update address.: postalCode: must be four digits')).toBeInTheDocument();
    expect(within(card('Address')).getByLabelText(/Postal code/)).toHaveValue('16-20');
    expect(within(card('Address')).getByLabelText(/Postal code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the general info whole, made from the version loaded', async () => {
    const user = userEvent.setup();
    api.setGeneral.mockImplementation(async ({ body }) => ({ ...body, version: body.version + 1 }));
    renderScreen();
    await screen.findByText('Cocktail bar by the station');
    await editAndSave(user, 'General info', /Capacity/, '200');
    await waitFor(() =>
      expect(api.setGeneral).toHaveBeenCalledWith({
        body: { description: { eng: 'Cocktail bar by the station', dan: 'Cocktailbar ved stationen' }, phone: '+45 11 22 33 44', email: 'bar@example.com', website: null, capacity: 200, ageLimit: 18, version: 2 },
      }),
    );
  });

  it('offers to reload when someone else saved meanwhile (409), keeps what was typed and saves it from the version reloaded', async () => {
    const user = userEvent.setup();
    api.setAddress.mockRejectedValueOnce(new HttpError('Unable to update address.: The address of this venue was changed by someone else', 409, {}));
    api.setAddress.mockImplementation(async ({ body }) => ({ ...body, version: body.version + 1 }));
    renderScreen();
    await screen.findByText('Vesterbrogade 1');
    await editAndSave(user, 'Address', /City/, 'Valby');

    expect(await within(card('Address')).findByText(/Someone else saved this section while you were editing it/)).toBeInTheDocument();
    api.getAddress.mockResolvedValue({ ...address, street: 'Enghavevej 2', version: 4 });
    await user.click(within(card('Address')).getByRole('button', { name: 'Reload' }));
    expect(await within(card('Address')).findByText(/Your changes are still in the form/)).toBeInTheDocument();
    expect(within(card('Address')).getByLabelText(/City/)).toHaveValue('Valby');
    expect(within(card('Address')).getByLabelText(/Street/)).toHaveValue('Vesterbrogade 1');

    await user.click(within(card('Address')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setAddress).toHaveBeenLastCalledWith({ body: { ...address, city: 'Valby', version: 4 } }));
    expect(await within(card('Address')).findByText('Valby')).toBeInTheDocument();
  });

  it('keeps the form and what was typed when the reload after a 409 fails', async () => {
    const user = userEvent.setup();
    api.setAddress.mockRejectedValueOnce(new HttpError('Unable to update address.: The address of this venue was changed by someone else', 409, {}));
    renderScreen();
    await screen.findByText('Vesterbrogade 1');
    await editAndSave(user, 'Address', /City/, 'Valby');
    await within(card('Address')).findByText(/Someone else saved this section/);

    api.getAddress.mockRejectedValue(new HttpError('Unable to get address', 503, {}));
    await user.click(within(card('Address')).getByRole('button', { name: 'Reload' }));
    expect(await within(card('Address')).findByText('Unable to get address')).toBeInTheDocument();
    expect(within(card('Address')).getByLabelText(/City/)).toHaveValue('Valby');
    expect(within(card('Address')).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('offers no editing without vp.vp.venueinfo.edit at the active venue', async () => {
    session.permissions = {
      globalPermissions: [],
      venuePermissions: [
        { venueId: 'venue-1', permissions: [READ] },
        { venueId: 'venue-2', permissions: [READ, EDIT] },
      ],
    };
    renderScreen();
    await screen.findByText('Vesterbrogade 1');
    await screen.findByText('Cocktail bar by the station');
    await screen.findByRole('table', { name: 'Opening hours' });
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('offers editing with the permission held globally', async () => {
    session.permissions = { globalPermissions: [EDIT], venuePermissions: [{ venueId: 'venue-1', permissions: [READ] }] };
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Edit address' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit general info' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit opening hours' })).toBeInTheDocument();
  });

  it('shows opening hours in venue time and, in another time zone, in local time too', async () => {
    vi.spyOn(dayjs.tz, 'guess').mockReturnValue('Europe/Helsinki');
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Opening hours' });
    const monday = within(table).getByRole('row', { name: /Monday/ });
    expect(monday).toHaveTextContent('22:00–04:00 (23:00–05:00 your time)');
    expect(within(table).getByRole('row', { name: /Tuesday/ })).toHaveTextContent('Closed');
    expect(within(table).getByRole('row', { name: /Wednesday/ })).toHaveTextContent('Not set');
    expect(within(card('Opening hours')).getByText(/Times in venue time \(Europe\/Copenhagen\)/)).toHaveTextContent('Your time zone: Europe/Helsinki');
  });

  it('shows opening hours only in venue time when the viewer is in the same zone', async () => {
    vi.spyOn(dayjs.tz, 'guess').mockReturnValue('Europe/Copenhagen');
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Opening hours' });
    expect(within(table).getByRole('row', { name: /Monday/ })).toHaveTextContent(/^Monday22:00–04:00$/);
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('saves the opening hours of every weekday, without times on closed days', async () => {
    const user = userEvent.setup();
    api.setOpeningHours.mockImplementation(async ({ body }) => ({ timeZone: 'Europe/Copenhagen', openingHours: body.openingHours, version: body.version + 1 }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit opening hours' }));
    for (const weekday of ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await user.click(within(screen.getByRole('group', { name: weekday })).getByLabelText('Closed'));
    }
    await user.click(within(card('Opening hours')).getByRole('button', { name: 'Save' }));

    const closed = (weekday: number) => ({ weekday, closed: true, opens: null, closes: null });
    await waitFor(() =>
      expect(api.setOpeningHours).toHaveBeenCalledWith({
        body: { openingHours: [{ weekday: 1, closed: false, opens: '22:00', closes: '04:00' }, closed(2), closed(3), closed(4), closed(5), closed(6), closed(7)], version: 5 },
      }),
    );
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    // Fourteen time pickers re-render with each click: a busy machine takes longer than the default.
  }, 60_000);
});
