import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import GuestRetentionScreen from '@/screens/guests/GuestRetentionScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/guestRetention', () => ({ guestRetentionApi: { get: vi.fn(), update: vi.fn(), preview: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = {
  venues: [{ venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk', logoUrl: null, timeZone: 'Europe/Copenhagen' }],
  globalVenues: [],
  permissions: { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] as { venueId: string; permissions: string[] }[] },
};
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(guestRetentionApi);
const schedule = { country: 'dk' as const, enabled: false, months: 36, version: 0, updatedAt: null, runs: [] as { id: string; startedAt: string; months: number; cutoff: string; anonymized: number; durationMs: number }[] };
const candidates = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: `g${from + i}`, firstName: `Guest${from + i}`, lastName: 'Hansen', venueId: 'venue-dk-norrebro', lastActivityAt: '2022-03-04T10:00:00.000Z' }));

const renderScreen = () =>
  renderPage(
    <Routes>
      <Route path="/crm/guests/retention" element={<GuestRetentionScreen />} />
    </Routes>,
    { path: '/crm/guests/retention' },
  );

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] };
  api.get.mockResolvedValue(schedule);
});

describe('GuestRetentionScreen', () => {
  it('shows the schedule read-only to who may not change it, and the runs', async () => {
    api.get.mockResolvedValue({ ...schedule, enabled: true, months: 24, version: 3, runs: [{ id: 'r1', startedAt: '2026-11-26T02:10:00.000Z', months: 24, cutoff: '2024-11-26T02:10:00.000Z', anonymized: 1234, durationMs: 8400 }] });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Data retention in Denmark' })).toBeInTheDocument();
    expect(await screen.findByText('Only head office can change the retention schedule.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Anonymise inactive guests' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
    const runs = screen.getByRole('table', { name: 'Runs of the retention schedule' });
    expect(within(runs).getByText('1.234')).toBeInTheDocument();
    expect(within(runs).getByText('8,4 s')).toBeInTheDocument();
  });

  it('lets head office switch it on with valid months and saves with the version', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: ['*'], venuePermissions: [] };
    api.update.mockResolvedValue({ ...schedule, enabled: true, months: 18, version: 1 });
    renderScreen();
    const months = await screen.findByRole('textbox', { name: 'Months without activity' });
    await user.click(screen.getByRole('switch', { name: 'Anonymise inactive guests' }));
    await user.clear(months);
    await user.type(months, '5');
    expect(screen.getByText('Enter a whole number of months from 6 to 120.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
    await user.clear(months);
    await user.type(months, '18');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({ country: 'dk', body: { enabled: true, months: 18, version: 0 } }));
  });

  it('previews with the months typed and pages through the guests it would anonymise', async () => {
    const user = userEvent.setup();
    api.preview.mockImplementation(async (input) => ({ months: input?.months ?? 36, cutoff: '2025-05-27T02:30:00.000Z', total: 30, top: 25, skip: input?.skip ?? 0, items: input?.skip ? candidates(5, 25) : candidates(25) }));
    renderScreen();
    const months = await screen.findByRole('textbox', { name: 'Months without activity' });
    await user.clear(months);
    await user.type(months, '18');
    await user.click(screen.getByRole('button', { name: 'Preview with 18 months' }));
    expect(await screen.findByText('30 guests have been inactive since 27-05-2025 and would be anonymised.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Guests the schedule would anonymise' });
    expect(within(table).getByRole('link', { name: 'Guest0 Hansen' })).toHaveAttribute('href', '/crm/guest/g0?countryId=dk');
    expect(within(table).getAllByText('Nørrebro Social')).toHaveLength(25);
    expect(api.preview).toHaveBeenCalledWith({ country: 'dk', months: 18, top: 25, skip: 0 });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(table).findByRole('link', { name: 'Guest29 Hansen' })).toBeInTheDocument();
    expect(api.preview).toHaveBeenLastCalledWith({ country: 'dk', months: 18, top: 25, skip: 25 });
  });

  it('says so when nobody is inactive', async () => {
    const user = userEvent.setup();
    api.preview.mockResolvedValue({ months: 36, cutoff: '2023-11-27T02:30:00.000Z', total: 0, top: 25, skip: 0, items: [] });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Preview with 36 months' }));
    expect(await screen.findByText('No guest has been inactive since 27-11-2023.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Guests the schedule would anonymise' })).not.toBeInTheDocument();
  });
});
