import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listSessionsApi } from '@generated/client/api/listSessions';
import VenueVisitsScreen from '@/screens/venue/VenueVisitsScreen';
import type { SessionSummary } from '@/screens/venue/VisitsReviewsScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/listSessions', () => ({ listSessionsApi: { visits: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => ({ permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.lists.show'] }] }, venues: [] }) }));

const TOTAL = 60;
const session = (n: number): SessionSummary => ({
  id: `s${n}`,
  venueId: 'venue-1',
  listId: 'l1',
  listType: 'VenueVisitLight',
  listVersion: 2,
  surveyType: 3,
  title: null,
  userId: 'u1',
  userName: n === 1 ? 'Mads Kjær' : null,
  startedOn: null,
  completedOn: '2026-11-20T19:30:00.000Z',
  score: n === 1 ? 3.25 : 4,
  hasCriticalFailure: n === 1,
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(listSessionsApi.visits).mockImplementation(async ({ page = 1, perPage = 25 } = {}) => {
    const items = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - (page - 1) * perPage)) }, (_, i) => session((page - 1) * perPage + i + 1));
    return { items, totalItems: TOTAL, page, pageSize: perPage, totalPages: Math.ceil(TOTAL / perPage) } as never;
  });
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the export of a list of sessions', () => {
  it('writes every page of the venue visits, newest first, list and type in words, the score as a number', async () => {
    renderPage(<VenueVisitsScreen />, { path: '/vp/lists/oldvenuevisit' });
    await screen.findByRole('table', { name: 'Venue visits' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    const sheet = await readSheet(downloads.files[0]);
    expect(downloads.names).toEqual(['visits-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Venue visits');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Completed', 'List', 'Type', 'Done by', 'Score', 'A critical question was answered no']);
    const rows = sheetRows(sheet);
    // The table shows 25 a page; the file holds all 60.
    expect(rows).toHaveLength(TOTAL);
    expect(rows[0].slice(1)).toEqual(['Venue visit (light)', 'Venue Visit', 'Mads Kjær', 3.25, 'Yes']);
    expect(rows[1].slice(1)).toEqual(['Venue visit (light)', 'Venue Visit', undefined, 4, 'No']);
    expect(rows[0][0]).toBeInstanceOf(Date);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(listSessionsApi.visits).toHaveBeenCalledWith({ venueId: 'venue-1', page: 1, perPage: 500, earlier: undefined }, expect.anything());
  });
});
