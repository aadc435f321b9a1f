import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import { venueTasksApi } from '@generated/client/api/venueTasks';
import VenueTasksScreen from '@/screens/venue/VenueTasksScreen';
import type { TaskWeek, WeekTask } from '@/screens/venue/VenueTasksScreen/types';
import { DATE_FORMAT, isoWeekStart } from '@/shared/dayjs';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueTasks', () => ({
  venueTasksApi: { getWeek: vi.fn(), create: vi.fn(), update: vi.fn(), delete: vi.fn(), setChecked: vi.fn(), setUnchecked: vi.fn(), changeDate: vi.fn() },
}));
vi.mock('@generated/client/api/roleInstances', () => ({ roleInstancesApi: { myActiveRoles: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const tasksApi = vi.mocked(venueTasksApi);
const rolesApi = vi.mocked(roleInstancesApi);



function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderScreen(search = '?venueId=venue-1&year=2026&week=47', session?: ReturnType<typeof sessionAtVenue>) {
  return renderPage(
    <>
      <VenueTasksScreen />
      <LocationProbe />
    </>,
    { path: `/vp/tasks${search}`, session },
  );
}

function task(overrides: Partial<WeekTask> & Pick<WeekTask, 'id' | 'title' | 'occurrenceDate'>): WeekTask {
  return { version: 1, venueId: 'venue-1', description: null, roleTypeId: '', repeat: 'none', date: overrides.occurrenceDate, checked: false, checkedBy: null, ...overrides };
}

/** A week answer with the given tasks on their occurrence dates and empty other days. */
function week(year: number, weekNo: number, tasks: WeekTask[] = []): TaskWeek {
  const monday = isoWeekStart(year, weekNo);
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(DATE_FORMAT));
  return { venueId: 'venue-1', year, week: weekNo, days: days.map((date) => ({ date, tasks: tasks.filter((t) => t.occurrenceDate === date) })) };
}

const tillCount = task({ id: 't1', title: 'Count the till', occurrenceDate: '2026-11-16', roleTypeId: 'vm' });
const weeklyClean = task({ id: 't2', title: 'Deep clean bar', occurrenceDate: '2026-11-18', date: '2026-11-04', repeat: 'weekly', roleTypeId: 'sm', checked: true, checkedBy: 'Anna Berg' });
const week47 = week(2026, 47, [tillCount, weeklyClean]);

const day = (name: string) => screen.getByRole('region', { name });

async function openTypeSelect(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Count the till');
  await waitFor(() => expect(rolesApi.myActiveRoles).toHaveBeenCalled());
  await user.click(screen.getByRole('button', { name: 'Add task' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Task type/ }));
  await screen.findAllByRole('option');
}

beforeEach(() => {
  vi.resetAllMocks();
  tasksApi.getWeek.mockImplementation(async ({ year, week: weekNo }) => (year === 2026 && weekNo === 47 ? week47 : week(year, weekNo)));
  rolesApi.myActiveRoles.mockResolvedValue([{ roleId: 'vm' }]);
});

pinClock('2026-11-19T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('VenueTasksScreen', () => {
  it('shows the week from the URL with each task on its day', async () => {
    renderScreen();
    expect(await screen.findByText('Count the till')).toBeInTheDocument();
    expect(tasksApi.getWeek).toHaveBeenCalledWith({ year: 2026, week: 47 });
    expect(screen.getByRole('heading', { name: 'Week 47, 2026' })).toBeInTheDocument();
    expect(screen.getByText('16-11-2026 – 22-11-2026')).toBeInTheDocument();

    const monday = day('Monday');
    expect(within(monday).getByText('Count the till')).toBeInTheDocument();
    expect(within(monday).getByText('Venue Manager Task')).toBeInTheDocument();
    expect(within(monday).getByRole('checkbox', { name: 'Done: Count the till' })).not.toBeChecked();

    const wednesday = day('Wednesday');
    expect(within(wednesday).getByText('Shift Manager Task')).toBeInTheDocument();
    expect(within(wednesday).getByRole('checkbox', { name: 'Done: Deep clean bar' })).toBeChecked();
    expect(within(wednesday).getByTitle('Every week')).toBeInTheDocument();
    expect(within(wednesday).getByText('Done by Anna Berg')).toBeInTheDocument();

    expect(within(day('Tuesday')).getByText('No tasks')).toBeInTheDocument();
  });

  it('shows the failure of loading the week and loads again on retry', async () => {
    const user = userEvent.setup();
    tasksApi.getWeek.mockRejectedValueOnce(new HttpError('Unable to get venue tasks', 500));
    renderScreen();
    expect(await screen.findByText('Unable to get venue tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Count the till')).toBeInTheDocument();
  });

  it('checks and unchecks the occurrence of its date', async () => {
    const user = userEvent.setup();
    tasksApi.setChecked.mockResolvedValue({ taskId: 't1', date: '2026-11-16', checked: true });
    tasksApi.setUnchecked.mockResolvedValue({ taskId: 't2', date: '2026-11-18', checked: false });
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Done: Count the till' }));
    expect(tasksApi.setChecked).toHaveBeenCalledWith({ taskId: 't1', venueId: 'venue-1', date: '2026-11-16' });

    await user.click(screen.getByRole('checkbox', { name: 'Done: Deep clean bar' }));
    // A repeating task is unchecked for the day shown, not for the date the series starts on.
    expect(tasksApi.setUnchecked).toHaveBeenCalledWith({ taskId: 't2', venueId: 'venue-1', date: '2026-11-18' });
  });

  it('checks at once and puts the check back with a message when the call fails', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    tasksApi.setChecked.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    renderScreen();
    const checkbox = await screen.findByRole('checkbox', { name: 'Done: Count the till' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();

    fail(new HttpError('Unable to set venue task checked: the task does not fall on 2026-11-16', 400));
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(await screen.findByText('Unable to set venue task checked: the task does not fall on 2026-11-16')).toBeInTheDocument();
  });

  it('moves between weeks through the URL and keeps the other parameters', async () => {
    const user = userEvent.setup();
    renderScreen('?venueId=venue-1&year=2026&week=1');
    await screen.findByRole('heading', { name: 'Week 1, 2026' });

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Week 52, 2025' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?venueId=venue-1&year=2025&week=52');
    await waitFor(() => expect(tasksApi.getWeek).toHaveBeenLastCalledWith({ year: 2025, week: 52 }));

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week 2, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(tasksApi.getWeek).toHaveBeenLastCalledWith({ year: 2026, week: 2 }));

    fireEvent.change(screen.getByLabelText('Go to the week of'), { target: { value: '31-12-2026' } });
    expect(await screen.findByRole('heading', { name: 'Week 53, 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?venueId=venue-1&year=2026&week=53');
    await waitFor(() => expect(tasksApi.getWeek).toHaveBeenLastCalledWith({ year: 2026, week: 53 }));
  });

  it('creates a task on the chosen day and sends its body', async () => {
    const user = userEvent.setup();
    tasksApi.create.mockResolvedValue({} as never);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add a task on Wednesday 18-11-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('Restock fridge');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('Beer and soda');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Task type/ }));
    await user.click(await screen.findByRole('option', { name: 'Shift Manager Task' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(tasksApi.create).toHaveBeenCalledWith({
        body: { venueId: 'venue-1', title: 'Restock fridge', description: 'Beer and soda', roleTypeId: 'sm', date: '2026-11-18', repeat: 'none' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    await waitFor(() => expect(tasksApi.getWeek).toHaveBeenCalledTimes(2));
  });

  it('offers the Marketing type only to users with the role hq at the venue', async () => {
    const user = userEvent.setup();
    renderScreen();
    await openTypeSelect(user);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Other Task', 'Venue Manager Task', 'Shift Manager Task']);
    expect(rolesApi.myActiveRoles).toHaveBeenCalledWith({});
  });

  it('offers the Marketing type to a user with the role hq at the venue', async () => {
    const user = userEvent.setup();
    rolesApi.myActiveRoles.mockResolvedValue([{ roleId: 'hq' }, { roleId: 'vm' }]);
    renderScreen();
    await openTypeSelect(user);
    expect(await screen.findByRole('option', { name: 'Marketing Task' })).toBeInTheDocument();
  });

  it('keeps the edit dialog open with the typed values and the message when the task changed meanwhile (409)', async () => {
    const user = userEvent.setup();
    const conflict = 'Unable to update venue task.: This venueTasks record was changed by someone else (now version 2, yours 1). Reload it and make your change again.';
    tasksApi.update.mockRejectedValue(new HttpError(conflict, 409, { message: conflict }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Count the till' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.click(title);
    await user.paste('Count the till twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(tasksApi.update).toHaveBeenCalledWith({
        body: { id: 't1', version: 1, venueId: 'venue-1', title: 'Count the till twice', description: null, roleTypeId: 'vm', date: '2026-11-16', repeat: 'none' },
      }),
    );
    expect(await within(dialog).findByText(conflict)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Count the till twice');
  });

  it('shows the server field messages on the dialog fields', async () => {
    const user = userEvent.setup();
    tasksApi.create.mockRejectedValue(new HttpError('Unable to add Venue Task: date: is not a real date', 400, { errors: { date: 'is not a real date' } }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('Order glasses');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is not a real date')).toBeInTheDocument();
    expect(within(dialog).getByText('Unable to add Venue Task: date: is not a real date')).toBeInTheDocument();
  });

  it('moves only one occurrence of a repeating task and says so', async () => {
    const user = userEvent.setup();
    tasksApi.changeDate.mockResolvedValue({} as never);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Deep clean bar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to another date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move task' });
    expect(within(dialog).getByText('"Deep clean bar" repeats. Only the occurrence on 18-11-2026 moves; the other occurrences stay where they are.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/New date/), { target: { value: '20-11-2026' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(tasksApi.changeDate).toHaveBeenCalledWith({ body: { taskId: 't2', venueId: 'venue-1', fromDate: '2026-11-18', toDate: '2026-11-20' } }));
    expect(await screen.findByText('Task moved to 20-11-2026')).toBeInTheDocument();
  });

  it('deletes a task only after confirmation', async () => {
    const user = userEvent.setup();
    tasksApi.delete.mockResolvedValue(undefined);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Actions for Count the till' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(within(dialog).getByText('Delete "Count the till"?')).toBeInTheDocument();
    expect(tasksApi.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tasksApi.delete).toHaveBeenCalledWith({ id: 't1' }));
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();
  });

  it('lets a shift manager check tasks off, and offers her no adding, editing, moving or deleting', async () => {
    tasksApi.setChecked.mockResolvedValue({ checked: true } as never);
    const user = userEvent.setup();
    renderScreen(undefined, sessionAtVenue('venue-1', ['vp.vp.venuetasks.show', 'vp.vp.venuetasks.check']));
    await screen.findByText('Count the till');
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add a task on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Done: Count the till' }));
    await waitFor(() => expect(tasksApi.setChecked).toHaveBeenCalled());
  });

  it('shows a user who may only read the tasks their checks, without a way to change them', async () => {
    renderScreen(undefined, sessionAtVenue('venue-1', ['vp.vp.venuetasks.show']));
    await screen.findByText('Deep clean bar');
    expect(screen.getByRole('checkbox', { name: 'Done: Deep clean bar' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Done: Deep clean bar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});

describe('the export of the week', () => {
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);

  it('holds every task of the shown week day by day, with its type, repeat and done mark in words', async () => {
    const user = userEvent.setup();
    const described = task({ id: 't3', title: 'Order lemons', occurrenceDate: '2026-11-18', description: 'Two crates' });
    tasksApi.getWeek.mockResolvedValue(week(2026, 47, [tillCount, weeklyClean, described]));
    renderScreen(undefined, sessionAtVenue('venue-1', ['vp.vp.venuetasks.show']));
    await screen.findByText('Order lemons');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['venue-tasks-2026-11-16.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Week 47, 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Title', 'Description', 'Task type', 'Repeat', 'Done', 'Done by']);
    expect(sheetRows(sheet)).toEqual([
      [utc('2026-11-16'), 'Count the till', undefined, 'Venue Manager Task', 'Does not repeat', 'No'],
      [utc('2026-11-18'), 'Deep clean bar', undefined, 'Shift Manager Task', 'Every week', 'Yes', 'Anna Berg'],
      [utc('2026-11-18'), 'Order lemons', 'Two crates', 'Other Task', 'Does not repeat', 'No'],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('dd-mm-yyyy');
  });

  it('is not offered for a week without tasks', async () => {
    tasksApi.getWeek.mockResolvedValue(week(2026, 47));
    renderScreen();
    expect((await screen.findAllByText('No tasks')).length).toBe(7);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
