import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { CampaignTable } from '@/screens/crm/VenueCampaignsScreen/CampaignTable';
import type { CampaignSummary } from '@/screens/crm/VenueCampaignsScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueCampaigns', () => ({ venueCampaignsApi: { paginated: vi.fn() } }));
const paginated = vi.mocked(venueCampaignsApi.paginated);

const campaign = (n: number, extra: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id: `vc-${n}`,
  version: 1,
  venueId: 'venue-dk-norrebro',
  venueName: 'Nørrebro Social',
  masterId: null,
  masterName: null,
  title: `Quiz night ${n}`,
  status: 'ReadyToFillOut',
  group: 'Draft',
  emailDate: null,
  smsDate: null,
  pushDate: null,
  submitComment: null,
  rejectedComment: null,
  submittedAt: null,
  updatedAt: '2026-11-20T14:05:00.000Z',
  ...extra,
});

/** 150 campaigns, answered a page at a time as the server pages them. */
const all = Array.from({ length: 150 }, (_, i) => campaign(i + 1, i === 0 ? { masterName: 'Christmas 2026', status: 'Archived', emailDate: '2026-12-01', smsDate: '2026-12-02' } : {}));

beforeEach(() => {
  vi.resetAllMocks();
  paginated.mockImplementation(async ({ page = 1, pageSize = 10 } = {}) => ({
    items: all.slice((page - 1) * pageSize, page * pageSize),
    totalItems: all.length,
    page,
    pageSize,
    totalPages: Math.ceil(all.length / pageSize),
  }));
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the export of a group of venue campaigns', () => {
  it('reads every page of the group with the search, and writes statuses in words and each send date as a date', async () => {
    const user = userEvent.setup();
    renderPage(<CampaignTable venueId="venue-dk-norrebro" group="Draft" />, { path: '/crm/campaigns' });
    await screen.findByRole('table', { name: 'Draft' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'quiz');
    await waitFor(() => expect(paginated).toHaveBeenLastCalledWith({ venueId: 'venue-dk-norrebro', page: 1, pageSize: 10, statuses: ['ReadyToFillOut', 'Archived'], searchTerm: 'quiz' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(paginated).toHaveBeenCalledWith({ venueId: 'venue-dk-norrebro', page: 2, pageSize: 100, statuses: ['ReadyToFillOut', 'Archived'], searchTerm: 'quiz' }, expect.anything());
    expect(downloads.names).toEqual(['venue-campaigns-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Draft');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Title', 'Status', 'Master campaign', 'Send dates: Email', 'Send dates: SMS', 'Send dates: Push', 'Last changed']);
    const rows = sheetRows(sheet);
    expect(rows).toHaveLength(150);
    expect(rows[0].slice(0, 5)).toEqual(['Quiz night 1', 'Archived', 'Christmas 2026', new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z')]);
    // No push date: an empty cell.
    expect(rows[0][5]).toBeUndefined();
    expect(rows[1].slice(0, 3)).toEqual(['Quiz night 2', 'Ready to fill out', 'Own campaign']);
    expect(sheet.getCell('D2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell('G2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
