import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupTree } from '@/screens/shared/BookingKit/queries';
import { EntriesCard } from '@/screens/setup/SetupCalendarScreen/EntriesCard';
import type { Entry } from '@/screens/setup/SetupCalendarScreen/entryTexts';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

const setups = [
  { id: 'standard', name: 'Standard', isActive: false, version: 1, venueSections: [] },
  { id: 'weekend', name: 'Weekend', isActive: false, version: 1, venueSections: [] },
] as unknown as SetupTree[];
const entry = (id: string, venueSetupId: string, priority: number, extra: object) => ({ id, venueSetupId, venueDetailsId: 'venue-1', isActive: true, priority, version: 1, createdAt: '2026-01-01T00:00:00Z', ...extra }) as unknown as Entry;
const entries = [
  entry('default', 'standard', 0, { fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00' }),
  entry('fridays', 'weekend', 10, { isActive: false, calendarRepeatInterval: { type: 'WeeklyRepeatInterval', repeatEveryCount: 2, repeatOnDays: [5, 6] }, inActiveDates: ['2030-03-15'] }),
  entry('late', 'weekend', 20, { dates: ['2030-03-12', '2030-04-02'], fromTime: '21:00', toTime: '02:00' }),
  entry('yearly', 'weekend', 5, { calendarRepeatInterval: { type: 'YearlyRepeatInterval', repeatEveryCount: 1, repeatOnDates: ['2025-03-20'] } }),
];

pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

describe('the export of the setup calendar entries', () => {
  it('writes the entries highest priority first: setup by name, kind, period and dates or repetition in words, active as yes or no', async () => {
    renderPage(<EntriesCard entries={entries} setups={setups} canEdit={false} onChanged={() => undefined} />, { path: '/marcom/marcom/calendar' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['setup-calendar-entries-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Calendar entries');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Priority', 'Setup', 'Kind', 'Period', 'When', 'Active']);
    expect(sheetRows(sheet)).toEqual([
      [20, 'Weekend', 'date list', 'Always', 'On 12-03-2030, 02-04-2030', 'Yes'],
      [10, 'Weekend', 'weekly', 'Always', 'Every 2 week(s) on Fri, Sat · Not on 15-03-2030', 'No'],
      [5, 'Weekend', 'yearly', 'Always', 'Every 1 year(s) on 20-03', 'Yes'],
      [0, 'Standard', 'default entry', 'from 01-01-2021 10:00 until 01-01-2031 10:00', 'Always', 'Yes'],
    ]);
  });

  it('is off when there are no entries', () => {
    renderPage(<EntriesCard entries={[]} setups={setups} canEdit={false} onChanged={() => undefined} />, { path: '/marcom/marcom/calendar' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
