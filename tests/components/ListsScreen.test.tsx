import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listsApi } from '@generated/client/api/lists';
import ListsScreen from '@/screens/life/ListsScreen';
import type { ListSummary, ListTypeOverview } from '@/screens/life/ListsScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionWith } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/lists', () => ({ listsApi: { queryLatest: vi.fn(), newVersion: vi.fn(), create: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));

const version = (listVersion: number, status: ListSummary['status'], extra: Partial<ListSummary> = {}): ListSummary => ({
  id: `fire-${listVersion}`,
  type: 'FireProtectionMeasures',
  country: 'dk',
  listVersion,
  status,
  title: { eng: 'Fire protection' },
  questionCount: 12,
  publishedAt: '2026-10-05T08:30:00.000Z',
  updatedAt: '2026-10-05T08:30:00.000Z',
  ...extra,
});

const overview: ListTypeOverview[] = [
  { type: 'FireProtectionMeasures', country: 'dk', versions: 3, published: version(2, 'published'), draft: version(3, 'draft'), latest: version(3, 'draft') },
  { type: 'CompetitorVisit', country: 'dk', versions: 0, published: null, draft: null, latest: null },
];

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(listsApi.queryLatest).mockResolvedValue(overview as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the export of the list types', () => {
  it('holds every type as the table shows it, under the Danish headers, with versions and question counts as numbers', async () => {
    const user = userEvent.setup();
    renderPage(<ListsScreen />, { path: '/life/lists?countryId=dk', locale: 'dan', session: sessionWith({ globalPermissions: ['vp.life.lists.show'], venuePermissions: [] }) });
    const table = await screen.findByRole('table', { name: 'Lister' });
    expect(tableTexts(table).rows).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['life-lists-dk-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Lister');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Listetype', 'Udgivet version', 'Udgivet', 'Spørgsmål', 'Kladde', 'Versioner']);
    expect(sheetRows(sheet)).toEqual([
      ['Brandsikring', 2, new Date('2026-10-05T00:00:00Z'), 12, 3, 3],
      ['Konkurrentbesøg', undefined, undefined, undefined, undefined, 0],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('dd-mm-yyyy');
  });
});
