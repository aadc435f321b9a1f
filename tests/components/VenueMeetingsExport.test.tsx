import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingInstancesApi } from '@generated/client/api/meetingInstances';
import { InstanceList } from '@/screens/venue/VenueMeetingsScreen/InstanceList';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/meetingInstances', () => ({ meetingInstancesApi: { getByVenue: vi.fn() } }));

const instance = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `i${n}`,
  when: '2026-11-16T08:00:00.000Z',
  whenYear: 2026,
  period: 47,
  meeting: { title: 'Weekly venue meeting', type: 'Weekly', steps: [] },
  status: 'ended',
  facilitator: null,
  ...extra,
});

beforeEach(() => vi.resetAllMocks());
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe("the export of a venue's meetings", () => {
  it("writes every page of the meetings with the status filter shown, period and states in words, the time in the venue's zone", async () => {
    const all = [instance(1, { meeting: { title: 'Monthly review', type: 'Monthly', steps: [] }, period: 10, facilitator: 'Lars Nielsen' }), ...Array.from({ length: 129 }, (_, i) => instance(i + 2))];
    vi.mocked(meetingInstancesApi.getByVenue).mockImplementation(async ({ page = 1, perPage = 25 } = {}) => ({ items: all.slice((page - 1) * perPage, page * perPage), totalItems: all.length, page, pageSize: perPage, totalPages: 2 }) as never);
    renderPage(<InstanceList venueId="venue-1" timeZone="Europe/Copenhagen" onOpen={() => undefined} />);
    await screen.findByRole('table', { name: 'Meeting' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ended' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    const sheet = await readSheet(downloads.files[0]);
    expect(downloads.names).toEqual(['meetings-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Meetings - Ended');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Period', 'Meeting', 'Type', 'Status', 'Facilitator', 'When']);
    const rows = sheetRows(sheet);
    expect(rows).toHaveLength(130);
    expect(rows[0]).toEqual(['October 2026', 'Monthly review', 'Monthly', 'Ended', 'Lars Nielsen', new Date('2026-11-16T09:00:00Z')]);
    expect(rows[1]).toEqual(['Week 47 2026', 'Weekly venue meeting', 'Weekly', 'Ended', undefined, new Date('2026-11-16T09:00:00Z')]);
    expect(sheet.getCell('F2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(meetingInstancesApi.getByVenue).toHaveBeenCalledWith({ venueId: 'venue-1', status: 'ended', page: 2, perPage: 100 }, expect.anything());
  });
});
