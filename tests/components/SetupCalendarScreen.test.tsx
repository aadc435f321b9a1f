import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { clock } from '@/shared/clock';
import type { VenueDetails } from '@/screens/shared/BookingKit/queries';
import SetupCalendarScreen from '@/screens/setup/SetupCalendarScreen';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueDetails', () => ({ venueDetailsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { getList: vi.fn(), active: vi.fn(), entryByDateList: vi.fn(), entryByWeeklyInterval: vi.fn(), entryByYearlyInterval: vi.fn() } }));
vi.mock('@generated/client/api/venueSetupCalendarEntries', () => ({ venueSetupCalendarEntriesApi: { getList: vi.fn(), create: vi.fn(), patch: vi.fn(), swap: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const api = { details: vi.mocked(venueDetailsApi), setups: vi.mocked(venueSetupsApi), entries: vi.mocked(venueSetupCalendarEntriesApi) };
const details = { id: 'venue-1', venuePortalId: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', version: 1 } as unknown as VenueDetails;
const setups = [
  { id: 'standard', name: 'Standard', isActive: false, version: 1, venueSections: [] },
  { id: 'weekend', name: 'Weekend', isActive: false, version: 1, venueSections: [] },
];
const entry = (id: string, venueSetupId: string, priority: number, extra: object) => ({ id, venueSetupId, venueDetailsId: 'venue-1', isActive: true, priority, version: 1, createdAt: '2026-01-01T00:00:00Z', ...extra });
const entries = [
  entry('default', 'standard', 0, { fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00' }),
  entry('fridays', 'weekend', 10, { calendarRepeatInterval: { type: 'WeeklyRepeatInterval', repeatEveryCount: 1, repeatOnDays: [5, 6] } }),
  entry('late', 'weekend', 20, { dates: ['2030-03-12'], fromTime: '21:00', toTime: '02:00' }),
  entry('yearly', 'weekend', 5, { calendarRepeatInterval: { type: 'YearlyRepeatInterval', repeatEveryCount: 1, repeatOnDates: ['2025-03-20'] } }),
];

const EDITOR = ['vp.vp.booking.show', 'vp.vp.booking.setup'];

// Sunday 10 March 2030, afternoon at the venue.
beforeAll(() => clock.set(new Date('2030-03-10T14:00:00Z')));
afterAll(() => clock.set(null));

beforeEach(() => {
  vi.resetAllMocks();
  api.details.getList.mockResolvedValue([details]);
  api.setups.getList.mockResolvedValue(structuredClone(setups) as never);
  api.setups.active.mockResolvedValue({ ...setups[0], activeReason: 'calendar', calendarEntryId: 'default', night: '2030-03-10' } as never);
  api.entries.getList.mockResolvedValue(structuredClone(entries) as never);
  api.entries.swap.mockResolvedValue([] as never);
  api.setups.entryByWeeklyInterval.mockResolvedValue({} as never);
});

const renderCalendar = (permissions = EDITOR) => renderPage(<SetupCalendarScreen />, { path: '/marcom/marcom/calendar?venueId=venue-1', session: sessionAtVenue('venue-1', permissions) });
const day = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;

describe('SetupCalendarScreen', () => {
  it('draws each night the setups the entries make active: the default entry, weekly, date-list and yearly repeats', async () => {
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Calendar: March 2030' })).toBeInTheDocument();
    expect(day('2030-03-14')).toHaveAccessibleName(/^14 Standard — 14-03-2030: Standard 10:00–10:00 \(default entry\)\./);
    // Fridays and Saturdays repeat, in every week of the month.
    for (const friday of ['2030-03-01', '2030-03-08', '2030-03-15', '2030-03-22', '2030-03-29']) expect(day(friday)).toHaveAccessibleName(/Weekend 10:00–10:00 \(weekly\)/);
    expect(day('2030-03-16')).toHaveAccessibleName(/Weekend 10:00–10:00 \(weekly\)/);
    expect(day('2030-03-12')).toHaveAccessibleName(/^12 10:00 Standard 21:00 Weekend 02:00 Standard — 12-03-2030: Standard 10:00–21:00 \(default entry\); Weekend 21:00–02:00 \(date list\); Standard 02:00–10:00 \(default entry\)\./);
    expect(day('2030-03-20')).toHaveAccessibleName(/Weekend 10:00–10:00 \(yearly\)/);
    // The clocks go forward in Saturday 30 March's night: it is one span to 10:00 all the same.
    expect(day('2030-03-30')).toHaveAccessibleName(/^30 Weekend — 30-03-2030: Weekend 10:00–10:00 \(weekly\)\./);
  });

  it('steps by month and by week, and draws a week’s nights by the hour', async () => {
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Calendar: March 2030' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Calendar: April 2030' })).toBeInTheDocument();
    expect(day('2030-04-05')).toHaveAccessibleName(/Weekend 10:00–10:00 \(weekly\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'Calendar: Week 10, 2030' })).toBeInTheDocument();
    const tuesday = screen.getByRole('list', { name: '05-03-2030' });
    expect(within(tuesday).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Standard 10:00–10:00 (default entry)']);
    expect(within(screen.getByRole('list', { name: '08-03-2030' })).getByRole('listitem')).toHaveAccessibleName('Weekend 10:00–10:00 (weekly)');
  });

  it('opens a new entry from the day clicked, prefilled with that day, and reloads after saving', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('heading', { name: 'Calendar: March 2030' });
    await user.click(day('2030-03-18'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a calendar entry from 18-03-2030' });
    expect(within(dialog).getByRole('textbox', { name: /Dates/ })).toHaveValue('2030-03-18');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Every week' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(dialog).getByLabelText('From date')).toHaveValue('2030-03-18');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(api.setups.entryByWeeklyInterval).toHaveBeenCalledTimes(1));
    expect(api.setups.entryByWeeklyInterval.mock.calls[0][0]).toMatchObject({ id: 'standard', body: { repeatOnDays: [1], fromDate: '2030-03-18', repeatEveryCount: 1, priority: 0 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.entries.getList).toHaveBeenCalledTimes(2));
  });

  it('moves between days with the arrow keys', async () => {
    renderCalendar();
    await screen.findByRole('heading', { name: 'Calendar: March 2030' });
    day('2030-03-12').focus();
    fireEvent.keyDown(day('2030-03-12'), { key: 'ArrowDown' });
    expect(day('2030-03-19')).toHaveFocus();
    fireEvent.keyDown(day('2030-03-19'), { key: 'ArrowLeft' });
    expect(day('2030-03-18')).toHaveFocus();
  });

  it('swaps two entries’ priorities when one is dragged onto the other', async () => {
    const rows = new Map<string, number>();
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-entry-id]');
      const index = row ? (rows.get(row.getAttribute('data-entry-id')!) ?? 0) : 0;
      const top = 100 + index * 40;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 40, width: 600, height: 40, toJSON: () => ({}) } as DOMRect;
    });
    try {
      renderCalendar();
      const table = await screen.findByRole('table', { name: 'Calendar entries' });
      within(table)
        .getAllByRole('row')
        .slice(1)
        .forEach((row, i) => rows.set(row.getAttribute('data-entry-id')!, i));
      // Highest priority first: late (20), fridays (10), yearly (5), default (0).
      expect([...rows.keys()]).toEqual(['late', 'fridays', 'yearly', 'default']);
      const handle = within(table).getByRole('button', { name: 'Drag to swap the priority of Weekend (yearly)' });
      fireEvent.pointerDown(handle, { clientX: 10, clientY: 190, button: 0, isPrimary: true });
      fireEvent.pointerMove(document, { clientX: 10, clientY: 170 });
      fireEvent.pointerMove(document, { clientX: 10, clientY: 150 });
      fireEvent.pointerUp(document, { clientX: 10, clientY: 150 });
      await waitFor(() => expect(api.entries.swap).toHaveBeenCalledTimes(1));
      expect(api.entries.swap).toHaveBeenCalledWith({ id: 'yearly', otherId: 'fridays' });
      expect(await screen.findByText('Priorities swapped')).toBeInTheDocument();
    } finally {
      rect.mockRestore();
    }
  });

  it('shows the calendar without ways to change it to someone who may only look', async () => {
    renderCalendar(['vp.vp.booking.show']);
    await screen.findByRole('heading', { name: 'Calendar: March 2030' });
    expect(day('2030-03-12')).toHaveAccessibleName(/^12 10:00 Standard 21:00 Weekend 02:00 Standard — 12-03-2030: Standard 10:00–21:00/);
    expect(day('2030-03-12').tagName).not.toBe('BUTTON');
    expect(screen.queryByRole('button', { name: /^Drag to swap/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a calendar entry' })).not.toBeInTheDocument();
  });
});
