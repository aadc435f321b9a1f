import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingInstancesApi } from '@generated/client/api/meetingInstances';
import { powerBiApi } from '@generated/client/api/powerBi';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { venueTasksApi } from '@generated/client/api/venueTasks';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import VenueMeetingsScreen from '@/screens/venue/VenueMeetingsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/meetingInstances', () => ({
  meetingInstancesApi: { getOne: vi.fn(), update: vi.fn(), goToStep: vi.fn(), end: vi.fn() },
  meetingInstancesEndpoints: { getByVenue: { name: 'getByVenue' }, minutes: { name: 'minutes' } },
}));
vi.mock('@generated/client/api/venueTasks', () => ({ venueTasksApi: { getWeek: vi.fn(), setChecked: vi.fn(), setUnchecked: vi.fn(), changeDate: vi.fn() } }));
vi.mock('@generated/client/api/powerBi', () => ({ powerBiApi: { get: vi.fn() } }));
vi.mock('@generated/client/api/venueInfo', () => ({ venueInfoApi: { getUsers: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
const session = vi.hoisted(() => ({
  permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.meetings.show', 'vp.vp.meetings.edit', 'vp.vp.venuetasks.show', 'vp.vp.venuetasks.edit', 'vp.vp.venuetasks.check'] }] },
  venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', country: 'dk', timeZone: 'Europe/Copenhagen' }],
}));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const instances = vi.mocked(meetingInstancesApi);
const tasks = vi.mocked(venueTasksApi);
pinClock('2026-11-18T10:00:00Z');

function running(over: Partial<MeetingInstanceRecord> = {}): MeetingInstanceRecord {
  return {
    id: 'i1',
    version: 3,
    meetingId: 'm1',
    venueId: 'venue-1',
    when: '2026-11-16T08:00:00.000Z',
    whenYear: 2026,
    period: 47,
    meeting: { title: 'Weekly venue meeting', type: 'Weekly', steps: ['venueTaskReview', 'powerBi', 'summary', 'finalReview'], powerBi: null },
    status: 'started',
    facilitator: 'Lars Nielsen',
    attendees: ['Sofie Larsen'],
    notes: null,
    decisions: null,
    actionItems: [],
    stepNotes: [],
    currentStep: 0,
    startedAt: '2026-11-16T08:00:00.000Z',
    endedAt: null as unknown as string,
    createdAt: '',
    updatedAt: '',
    createdBy: null,
    updatedBy: null,
    ...over,
  };
}

const task = (id: string, title: string, date: string, checked: boolean) => ({ id, version: 1, venueId: 'venue-1', title, description: null, roleTypeId: '', repeat: 'none', date, occurrenceDate: date, checked, checkedBy: null });

const renderScreen = () =>
  renderPage(
    <Routes>
      <Route path="/vp/meetings/*" element={<VenueMeetingsScreen />} />
    </Routes>,
    { path: '/vp/meetings/i1?venueId=venue-1' },
  );

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(venueInfoApi.getUsers).mockResolvedValue([{ userId: 'user-sm', name: 'Sofie Larsen' }] as never);
  tasks.getWeek.mockResolvedValue({ venueId: 'venue-1', year: 2026, week: 47, days: [{ date: '2026-11-16', tasks: [task('t1', 'Clean the fryer', '2026-11-16', true)] }, { date: '2026-11-18', tasks: [task('t2', 'Order glasses', '2026-11-18', false)] }] } as never);
  instances.goToStep.mockImplementation(async ({ body }) => running({ currentStep: body.step }) as never);
});

describe('running a meeting', () => {
  it('reviews the week\'s venue tasks: ticks one off and carries the open ones to the next week', async () => {
    const user = userEvent.setup();
    instances.getOne.mockResolvedValue(running());
    tasks.setChecked.mockResolvedValue({} as never);
    tasks.changeDate.mockResolvedValue({} as never);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Venue Task Review' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 tasks done')).toBeInTheDocument();
    expect(tasks.getWeek).toHaveBeenCalledWith({ venueId: 'venue-1', year: 2026, week: 47 });
    await user.click(screen.getByRole('checkbox', { name: /Order glasses/ }));
    await waitFor(() => expect(tasks.setChecked).toHaveBeenCalledWith({ taskId: 't2', venueId: 'venue-1', date: '2026-11-18' }));
    await user.click(screen.getByRole('button', { name: 'Carry 1 open task to the next period' }));
    await waitFor(() => expect(tasks.changeDate).toHaveBeenCalledWith({ body: { taskId: 't2', venueId: 'venue-1', fromDate: '2026-11-18', toDate: '2026-11-25' } }));
  });

  it('walks forward and back, keeping the step on the server; a Power BI step without a report is skipped with a note', async () => {
    const user = userEvent.setup();
    instances.getOne.mockResolvedValue(running());
    instances.update.mockImplementation(async ({ body }) => running({ ...(body as Partial<MeetingInstanceRecord>), version: 4 }) as never);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Next: Power BI' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Power BI' })).toBeInTheDocument();
    expect(instances.goToStep).toHaveBeenCalledWith({ body: { meetingInstanceId: 'i1', step: 1 } });
    expect(screen.getByText('This meeting names no Power BI report. Add a note on why and go on.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note on this step' }), 'No service');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(instances.update).toHaveBeenCalledWith({ body: expect.objectContaining({ id: 'i1', version: 3, stepNotes: [{ step: 'powerBi', note: 'No service' }] }) }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Venue Task Review' })).toBeInTheDocument();
    expect(instances.goToStep).toHaveBeenLastCalledWith({ body: { meetingInstanceId: 'i1', step: 0 } });
  }, 60_000);

  it('opens the report the meeting names on its Power BI step; without a Power BI service the step says so and is skipped with a note', async () => {
    const user = userEvent.setup();
    vi.mocked(powerBiApi.get).mockResolvedValue(JSON.stringify({ available: false, reason: 'notConfigured' }));
    const meeting = { ...running().meeting, powerBi: { name: 'Sales overview', reportId: 'r-sales', workspaceId: 'ws-core' } };
    instances.getOne.mockResolvedValue(running({ currentStep: 1, meeting }));
    instances.update.mockImplementation(async ({ body }) => running({ ...(body as Partial<MeetingInstanceRecord>), version: 4, currentStep: 1, meeting }) as never);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Power BI' })).toBeInTheDocument();
    expect(await screen.findByText('Power BI is not available in this installation: no Power BI service is configured, so the report cannot be shown.')).toBeInTheDocument();
    expect(powerBiApi.get).toHaveBeenCalledWith({ reportId: 'r-sales', workspaceId: 'ws-core' });
    await user.type(screen.getByRole('textbox', { name: 'Note on this step' }), 'No Power BI');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(instances.update).toHaveBeenCalledWith({ body: expect.objectContaining({ id: 'i1', stepNotes: [{ step: 'powerBi', note: 'No Power BI' }] }) }));
  }, 60_000);

  it('tells a role that may not see reports so on the Power BI step, as a fact and not a failure to retry', async () => {
    vi.mocked(powerBiApi.get).mockRejectedValue(new HttpError('Missing permission: reports.powerbi.show', 403, {}));
    const meeting = { ...running().meeting, powerBi: { name: 'Sales overview', reportId: 'r-sales', workspaceId: 'ws-core' } };
    instances.getOne.mockResolvedValue(running({ currentStep: 1, meeting }));
    renderScreen();
    expect(await screen.findByText('Your role may not view Power BI reports, so this report is not shown. Head office can grant the right.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note on this step' })).toBeEnabled();
  }, 60_000);

  it('resumes where the meeting stopped and turns the summary into action items', async () => {
    const user = userEvent.setup();
    instances.getOne.mockResolvedValue(running({ currentStep: 2 }));
    instances.update.mockImplementation(async ({ body }) => running({ ...(body as Partial<MeetingInstanceRecord>), version: 4, currentStep: 2 }) as never);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Summary' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Decisions' }), 'Terrace');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'What' }), 'Train');
    await user.click(screen.getByRole('combobox', { name: 'Becomes' }));
    await user.click(await screen.findByRole('option', { name: 'Personal to-do' }));
    await user.click(screen.getByRole('combobox', { name: 'Attendee (for a to-do)' }));
    await user.click(await screen.findByRole('option', { name: 'Sofie Larsen' }));
    fireEvent.change(screen.getByLabelText(/Due date/), { target: { value: '30-11-2026' } });
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    await waitFor(() =>
      expect(instances.update).toHaveBeenCalledWith({
        body: expect.objectContaining({ decisions: 'Terrace', actionItems: [expect.objectContaining({ title: 'Train', kind: 'todo', assigneeId: 'user-sm', dueDate: '2026-11-30' })] }),
      }),
    );
  }, 60_000);

  it('shows the final review and ends from it', async () => {
    const user = userEvent.setup();
    const items = [{ title: 'Order heaters', kind: 'task' as const, assigneeId: null, dueDate: '2026-11-25', createdId: null }, { title: 'Count stock', kind: 'todo' as const, assigneeId: 'user-sm', dueDate: '2026-11-26', createdId: null }];
    instances.getOne.mockResolvedValue(running({ currentStep: 3, decisions: 'Terrace opens in May', actionItems: items }));
    instances.end.mockResolvedValue(running({ status: 'ended' }) as never);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Final Review' })).toBeInTheDocument();
    expect(screen.getByText('Terrace opens in May')).toBeInTheDocument();
    expect(screen.getByText('Order heaters: venue task, due 25-11-2026')).toBeInTheDocument();
    expect(await screen.findByText('Count stock: to-do for Sofie Larsen, due 26-11-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End meeting' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End meeting' }));
    await waitFor(() => expect(instances.end).toHaveBeenCalledWith({ body: { meetingInstanceId: 'i1' } }));
  });
});
