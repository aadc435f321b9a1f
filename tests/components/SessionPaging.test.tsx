import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listSessionsApi } from '@generated/client/api/listSessions';
import OldListsScreen from '@/screens/venue/OldListsScreen';
import VenueVisitsScreen from '@/screens/venue/VenueVisitsScreen';
import type { SessionSummary } from '@/screens/venue/VisitsReviewsScreen/types';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/listSessions', () => ({ listSessionsApi: { visits: vi.fn(), maintenanceReviews: vi.fn(), deleteVisit: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => ({ permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.lists.show'] }] }, venues: [] }) }));

const api = vi.mocked(listSessionsApi);
const TOTAL = 60;

function session(n: number): SessionSummary {
  return {
    id: `s${n}`,
    venueId: 'venue-1',
    listId: 'l1',
    listType: 'VenueVisitLight',
    listVersion: 2,
    surveyType: 3,
    title: null,
    userId: 'u1',
    userName: 'Mads Kjær',
    startedOn: null,
    completedOn: `2026-0${1 + (n % 9)}-1${n % 10}T20:00:00.000Z`,
    score: 4,
    hasCriticalFailure: false,
  };
}

/** A page as the server answers it. */
function page({ page: p = 1, perPage = 25 }: { page?: number; perPage?: number }, total = TOTAL) {
  const items = Array.from({ length: Math.max(0, Math.min(perPage, total - (p - 1) * perPage)) }, (_, i) => session((p - 1) * perPage + i + 1));
  return { items, totalItems: total, page: p, pageSize: perPage, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

beforeEach(() => {
  vi.resetAllMocks();
  api.visits.mockImplementation(async (input) => page(input as { page?: number; perPage?: number }));
  api.maintenanceReviews.mockImplementation(async (input) => page(input as { page?: number; perPage?: number }, 3));
});

describe('server-paged session lists', () => {
  it('shows one page of visits from the server with the total, and asks for the next page and another page size', async () => {
    const user = userEvent.setup();
    renderPage(<VenueVisitsScreen />, { path: '/vp/lists/oldvenuevisit' });
    const table = await screen.findByRole('table', { name: 'Venue visits' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(api.visits).toHaveBeenCalledWith({ venueId: 'venue-1', page: 1, perPage: 25, earlier: undefined });
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.visits).toHaveBeenLastCalledWith({ venueId: 'venue-1', page: 2, perPage: 25, earlier: undefined }));
    expect(await screen.findByText('26-50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(api.visits).toHaveBeenLastCalledWith({ venueId: 'venue-1', page: 1, perPage: 50, earlier: undefined }));
    expect(await screen.findByText('1-50 of 60')).toBeInTheDocument();
  });

  it('asks the server only for the sessions from before the lists module on the earlier page', async () => {
    renderPage(<OldListsScreen />, { path: '/vp/old-lists' });
    await screen.findByRole('table', { name: 'Maintenance reviews' });
    expect(api.visits).toHaveBeenCalledWith({ venueId: 'venue-1', page: 1, perPage: 10, earlier: true });
    expect(api.maintenanceReviews).toHaveBeenCalledWith({ venueId: 'venue-1', page: 1, perPage: 10, earlier: true });
  });

  it('names the critical marker of a session for assistive technology', async () => {
    api.maintenanceReviews.mockResolvedValue({ items: [{ ...session(1), hasCriticalFailure: true }], totalItems: 1, page: 1, pageSize: 10, totalPages: 1 });
    renderPage(<OldListsScreen />, { path: '/vp/old-lists' });
    const table = await screen.findByRole('table', { name: 'Maintenance reviews' });
    expect(within(table).getByRole('img', { name: 'A critical question was answered no' })).toBeInTheDocument();
  });
});
