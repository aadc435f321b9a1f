import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingInstancesApi } from '@generated/client/api/meetingInstances';
import { meetingsApi } from '@generated/client/api/meetings';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import VenueMeetingsScreen from '@/screens/venue/VenueMeetingsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/meetingInstances', () => ({
  meetingInstancesApi: { getByVenue: vi.fn(), create: vi.fn(), getOne: vi.fn(), update: vi.fn(), start: vi.fn(), end: vi.fn() },
}));
vi.mock('@generated/client/api/meetings', () => ({ meetingsApi: { getByVenue: vi.fn() } }));
vi.mock('@generated/client/api/venueInfo', () => ({ venueInfoApi: { getUsers: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
const HOLDER = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.meetings.show', 'vp.vp.meetings.edit'] }] };
const session = vi.hoisted(() => ({ permissions: null as unknown, venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', country: 'dk', timeZone: 'Europe/Copenhagen' }] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const instances = vi.mocked(meetingInstancesApi);

/** The screen as the portal mounts it: answering its path and everything below it. */
const renderScreen = (options: { path: string }) =>
  renderPage(
    <Routes>
      <Route path="/vp/meetings/*" element={<VenueMeetingsScreen />} />
    </Routes>,
    options,
  );
const list = vi.mocked(meetingInstancesApi.getByVenue);

function instance(over: Partial<MeetingInstanceRecord> = {}): MeetingInstanceRecord {
  return {
    id: 'i1',
    version: 1,
    meetingId: 'm1',
    venueId: 'venue-1',
    when: '2026-11-16T08:00:00.000Z',
    whenYear: 2026,
    period: 47,
    meeting: { title: 'Weekly venue meeting', type: 'Weekly', steps: ['venueTaskReview', 'summary'] },
    status: 'created',
    facilitator: null,
    attendees: [],
    notes: null,
    decisions: null,
    actionItems: [],
    stepNotes: [],
    currentStep: 0,
    startedAt: null as unknown as string,
    endedAt: null as unknown as string,
    createdAt: '',
    updatedAt: '',
    createdBy: null,
    updatedBy: null,
    ...over,
  };
}

const monthly = instance({ id: 'i2', period: 3, whenYear: 2026, meeting: { title: 'Monthly review', type: 'Monthly', steps: ['powerBi'] }, status: 'ended', facilitator: 'Lars Nielsen' });
const fortnight = instance({ id: 'i3', period: 23, meeting: { title: 'Bar check-in', type: 'BiWeekly', steps: ['summary'] }, status: 'started', facilitator: 'Freja Andersen' });

// New Year's Eve in UTC, already New Year's Day at the venue.
pinClock('2026-12-31T23:30:00Z');

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = HOLDER;
  list.mockResolvedValue({ items: [instance(), fortnight, monthly], totalItems: 3, page: 1, pageSize: 25, totalPages: 1 } as never);
  vi.mocked(venueInfoApi.getUsers).mockResolvedValue([{ userId: 'u1', name: 'Sofie Larsen' }] as never);
});

describe('VenueMeetingsScreen', () => {
  it('lists the venue\'s meetings with their period labels and states', async () => {
    renderScreen({ path: '/vp/meetings?venueId=venue-1' });
    const table = await screen.findByRole('table', { name: 'Meeting' });
    expect(within(table).getByText('Week 47 2026')).toBeInTheDocument();
    expect(within(table).getByText('Weeks 45–46 2026')).toBeInTheDocument();
    expect(within(table).getByText('March 2026')).toBeInTheDocument();
    expect(within(table).getByText('Not started')).toBeInTheDocument();
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText('Ended')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ venueId: 'venue-1', status: undefined, page: 1, perPage: 25 }, expect.anything());
  });

  it('offers a user who may only read the meetings no new meeting', async () => {
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.meetings.show'] }] };
    renderScreen({ path: '/vp/meetings?venueId=venue-1' });
    expect(await screen.findByRole('table', { name: 'Meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New meeting' })).not.toBeInTheDocument();
  });

  it('creates the current period\'s meeting and opens it', async () => {
    const user = userEvent.setup();
    vi.mocked(meetingsApi.getByVenue).mockResolvedValue([{ id: 'm9', title: 'Annual planning', type: 'Annually', steps: ['summary'] }] as never);
    instances.create.mockResolvedValue(instance({ id: 'new', meeting: { title: 'Annual planning', type: 'Annually', steps: ['summary'] }, period: 1 }) as never);
    instances.getOne.mockResolvedValue(instance({ id: 'new', meeting: { title: 'Annual planning', type: 'Annually', steps: ['summary'] }, period: 1 }));
    renderScreen({ path: '/vp/meetings?venueId=venue-1' });
    await user.click(await screen.findByRole('button', { name: 'New meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'New meeting' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Meeting' }));
    await user.click(await screen.findByRole('option', { name: 'Annual planning · Annually' }));
    // Already the new year at the venue (Copenhagen), still the old one in UTC.
    expect(within(dialog).getByText('The meeting is created for the current period: Year 2027.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(instances.create).toHaveBeenCalledWith({ body: { meetingId: 'm9', venueId: 'venue-1' } }));
    expect(await screen.findByRole('heading', { name: 'Annual planning' })).toBeInTheDocument();
  });

  it('starts a meeting with facilitator, attendees and time, keeping the input when the server refuses', async () => {
    const user = userEvent.setup();
    instances.getOne.mockResolvedValue(instance());
    instances.start.mockRejectedValueOnce(new HttpError('Unable to start meeting: The meeting has already started', 409, {}));
    instances.start.mockResolvedValueOnce(instance({ status: 'started' }) as never);
    renderScreen({ path: '/vp/meetings/i1?venueId=venue-1' });
    expect(await screen.findByRole('heading', { name: 'Weekly venue meeting' })).toBeInTheDocument();
    expect(screen.getByText('Week 47 2026 · Weekly')).toBeInTheDocument();
    expect(screen.getByText('Venue Task Review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start "Weekly venue meeting"' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Facilitator' }), 'Lars Nielsen');
    const attendees = within(dialog).getByRole('combobox', { name: 'Attendees' });
    await user.type(attendees, 'Jonas Poulsen{Enter}');
    await user.type(attendees, 'Ida');
    await user.click(within(dialog).getByRole('button', { name: 'Start meeting' }));
    expect(await within(dialog).findByText('Unable to start meeting: The meeting has already started')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Facilitator' })).toHaveValue('Lars Nielsen');
    await user.click(within(dialog).getByRole('button', { name: 'Start meeting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = instances.start.mock.calls[1][0].body;
    expect(body).toMatchObject({ meetingInstanceId: 'i1', facilitator: 'Lars Nielsen', attendees: ['Jonas Poulsen', 'Ida'] });
    expect(body.when).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('ends a started meeting from its last step after asking', async () => {
    const user = userEvent.setup();
    instances.getOne.mockResolvedValue(instance({ status: 'started', facilitator: 'Lars Nielsen', attendees: ['Sofie Larsen'], currentStep: 1 }));
    instances.end.mockResolvedValue(instance({ status: 'ended' }) as never);
    renderScreen({ path: '/vp/meetings/i1?venueId=venue-1' });
    await user.click(await screen.findByRole('button', { name: 'End meeting' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/End "Weekly venue meeting" for Week 47 2026\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'End meeting' }));
    await waitFor(() => expect(instances.end).toHaveBeenCalledWith({ body: { meetingInstanceId: 'i1' } }));
    expect(await screen.findByText('Meeting ended')).toBeInTheDocument();
  });
});
