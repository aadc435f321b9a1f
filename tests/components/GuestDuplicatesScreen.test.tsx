import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import { HttpError } from 'react-admin';
import GuestDuplicatesScreen from '@/screens/guests/GuestDuplicatesScreen';
import { clock } from '@/shared/clock';
import type { DuplicateCandidate, DuplicateGuest, DuplicateRun, GuestMergeSummary, MergeSide } from '@/shared/guests/guestDuplicates';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/guestDuplicates', () => ({
  guestDuplicatesApi: { list: vi.fn(), latestRun: vi.fn(), startRun: vi.fn(), getPair: vi.fn(), dismiss: vi.fn(), merge: vi.fn(), merges: vi.fn(), undo: vi.fn() },
}));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-dk-norrebro', countryId: 'dk' }) }));
const session = {
  venues: [{ venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk', logoUrl: null, timeZone: 'Europe/Copenhagen' }],
  globalVenues: [],
  permissions: { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] as { venueId: string; permissions: string[] }[] },
};
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const NOW = new Date('2026-11-20T10:15:00Z');
beforeAll(() => clock.set(NOW));
afterAll(() => clock.set(null));

const api = vi.mocked(guestDuplicatesApi);
const run: DuplicateRun = { id: 'r1', country: 'dk', status: 'done', trigger: 'nightly', phase: 'done', done: 1200, total: 1200, pairs: 2, createdAt: '2026-11-20T02:00:00.000Z', startedAt: '2026-11-20T02:00:01.000Z', finishedAt: '2026-11-20T02:00:13.000Z', durationMs: 12_400, error: null };
const guestA = { id: 'ga', firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.test', phone: '+4520112233', birthDate: null, createdAt: '2024-01-02T10:00:00.000Z' };
const guestB = { id: 'gb', firstName: 'Mette', lastName: 'Hanssen', email: 'mette@example.test', phone: null, birthDate: '1990-04-05', createdAt: '2025-06-07T10:00:00.000Z' };
const pair: DuplicateCandidate = { id: 'c1', score: 96, reasons: [{ kind: 'email' }, { kind: 'name', similarity: 0.82 }], guest: guestA, other: guestB };
const side = (g: DuplicateGuest, version: number): MergeSide => ({
  id: g.id,
  version,
  createdAt: g.createdAt,
  venueName: 'Nørrebro Social',
  values: { firstName: g.firstName, lastName: g.lastName, email: g.email, phone: g.phone, birthDate: g.birthDate, venueId: 'venue-dk-norrebro', profileImageUrl: null, socialsFacebook: null, socialsInstagram: null },
  counts: { consents: 2, notes: 1, log: 4, guestListEntries: 0, conversations: 1 },
  visitCount: 3,
  points: 10,
});
const merge: GuestMergeSummary = { id: 'm1', keptGuestId: 'ga', removedGuestId: 'gb', keptName: 'Mette Hansen', fieldsFromRemoved: ['birthDate'], mergedAt: '2026-11-20T09:00:00.000Z', mergedBy: 'user-hq', mergedByName: 'Anna Holm', undoneAt: null, undoUntil: '2026-11-21T09:00:00.000Z' };

const renderScreen = (locale: 'eng' | 'dan' = 'eng') =>
  renderPage(
    <Routes>
      <Route path="/crm/guests/duplicates" element={<GuestDuplicatesScreen />} />
    </Routes>,
    { path: '/crm/guests/duplicates', locale },
  );

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: ['*'], venuePermissions: [] };
  api.latestRun.mockResolvedValue(run);
  api.list.mockResolvedValue({ total: 1, top: 25, skip: 0, items: [pair], run });
  api.merges.mockResolvedValue([]);
  api.getPair.mockResolvedValue({ guest: side(guestA, 4), other: side(guestB, 2), score: 96, reasons: pair.reasons });
});

describe('GuestDuplicatesScreen', () => {
  it('lists the pairs with their score and reasons in words, and the last search', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: 'Possible duplicates in Denmark' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Possible duplicate guest profiles' });
    expect(within(table).getByText('96')).toBeInTheDocument();
    expect(within(table).getAllByText('same email, name 0.82 similar').length).toBeGreaterThan(0);
    expect(screen.getByText('Last search 20/11/2026 03:00: 2 pairs in 12.4 s.')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith({ country: 'dk', minScore: 0, top: 25, skip: 0 });
  });

  it('words the reasons in Danish', async () => {
    renderScreen('dan');
    const table = await screen.findByRole('table', { name: 'Mulige dubletter af gæsteprofiler' });
    expect(within(table).getAllByText('samme e-mail, navn 0,82 ens').length).toBeGreaterThan(0);
  });

  it('filters by the lowest score', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table', { name: 'Possible duplicate guest profiles' });
    await user.click(screen.getByRole('combobox', { name: 'Lowest score' }));
    await user.click(await screen.findByRole('option', { name: '≥ 80' }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ country: 'dk', minScore: 80, top: 25, skip: 0 }));
  });

  it('shows the progress of a running search, and offers Search now only to who may start one', async () => {
    api.latestRun.mockResolvedValue({ ...run, status: 'running', phase: 'reading', done: 500, total: 1000, pairs: null, finishedAt: null, durationMs: null });
    renderScreen();
    expect(await screen.findByText('Reading profiles: 500 of 1,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Search progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Search now' })).toBeDisabled();
  });

  it('offers no search, merge or undo without the merge permission', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] };
    api.merges.mockResolvedValue([merge]);
    renderScreen();
    await screen.findByRole('table', { name: 'Possible duplicate guest profiles' });
    expect(screen.queryByRole('button', { name: 'Search now' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Merges of the last seven days' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare and merge Mette Hansen' }));
    expect(await screen.findByRole('radiogroup', { name: 'Profile to keep' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Merge into/ })).not.toBeInTheDocument();
  });

  it('opens a pair side by side and merges with the values chosen per field and the versions shown', async () => {
    const user = userEvent.setup();
    api.merge.mockResolvedValue(merge);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Compare and merge Mette Hansen' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare and merge' }, { timeout: 10_000 });
    // Only fields that differ are offered; an empty value defaults to the other profile's.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Value of Email' })).not.toBeInTheDocument();
    const birth = within(dialog).getByRole('radiogroup', { name: 'Value of Birth date' });
    expect(within(birth).getByRole('radio', { name: '1990-04-05 (profile B)' })).toBeChecked();
    const last = within(dialog).getByRole('radiogroup', { name: 'Value of Last name' });
    await user.click(within(last).getByRole('radio', { name: 'Hanssen (profile B)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge into profile A' }));
    await waitFor(() =>
      expect(api.merge).toHaveBeenCalledWith({ country: 'dk', body: { keptGuestId: 'ga', removedGuestId: 'gb', keptVersion: 4, removedVersion: 2, fromRemoved: ['lastName', 'birthDate'] } }),
    );
    expect(await screen.findByText('Profiles merged. You can undo it below for 24 hours.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when someone merged the pair first', async () => {
    const user = userEvent.setup();
    api.merge.mockRejectedValue(new HttpError('Unable to merge the guest profiles: These profiles were already merged by Anna Holm', 409, {}));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Compare and merge Mette Hansen' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare and merge' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('radio', { name: /\(B\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge into profile B' }));
    expect(await within(dialog).findByText(/already merged by Anna Holm/)).toBeInTheDocument();
    expect(api.merge.mock.calls[0][0]?.body).toMatchObject({ keptGuestId: 'gb', removedGuestId: 'ga', keptVersion: 2, removedVersion: 4 });
  });

  it('dismisses a pair as not the same person', async () => {
    const user = userEvent.setup();
    api.dismiss.mockResolvedValue({ dismissed: true });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Compare and merge Mette Hansen' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Not the same person' }));
    await waitFor(() => expect(api.dismiss).toHaveBeenCalledWith({ country: 'dk', body: { guestId: 'ga', otherGuestId: 'gb' } }));
    expect(await screen.findByText('The pair will not be proposed again')).toBeInTheDocument();
  });

  it('undoes a merge of the last day and says when one can no longer be undone', async () => {
    const user = userEvent.setup();
    api.merges.mockResolvedValue([merge, { ...merge, id: 'm0', keptName: 'Old Merge', mergedAt: '2026-11-18T09:00:00.000Z', undoUntil: '2026-11-19T09:00:00.000Z' }]);
    api.undo.mockResolvedValue({ ...merge, undoneAt: NOW.toISOString() });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Merges of the last seven days' });
    expect(within(table).getByText('No longer undoable')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Mette Hansen' })).toHaveAttribute('href', '/crm/guest/ga?countryId=dk');
    await user.click(within(table).getByRole('button', { name: 'Undo the merge into Mette Hansen' }));
    await waitFor(() => expect(api.undo).toHaveBeenCalledWith({ country: 'dk', mergeId: 'm1' }));
    expect(await screen.findByText('Merge undone: both profiles are back')).toBeInTheDocument();
  });
});
