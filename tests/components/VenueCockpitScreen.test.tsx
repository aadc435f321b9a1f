import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueCockpitApi } from '@generated/client/api/venueCockpit';
import VenueCockpitScreen from '@/screens/venue/VenueCockpitScreen';
import type { Cockpit } from '@/screens/venue/VenueCockpitScreen/types';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueCockpit', () => ({ venueCockpitApi: { get: vi.fn() } }));
const selection = vi.hoisted(() => ({ venueId: 'venue-1' as string | null, countryId: 'dk' }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => selection }));

const get = vi.mocked(venueCockpitApi.get);

function cockpit(over: Partial<Cockpit> = {}): Cockpit {
  return {
    venue: { id: 'venue-1', name: 'Nørrebro Social', country: 'dk', timeZone: 'Europe/Copenhagen' },
    today: '2026-11-18',
    tasks: { year: 2026, week: 47, total: 12, done: 5, open: 7, overdue: 2, todayTotal: 3, todayOpen: [{ id: 't1', title: 'Count the float', roleTypeId: 'sm' }], todayOpenCount: 1 },
    todos: { roles: ['vm'], dueToday: 1, overdue: 1, flagged: 2, items: [{ id: 'd1', title: 'Order napkins', role: 'vm', startDate: '2026-11-16', flagged: true, overdue: true }] },
    lists: {
      latest: [
        { id: 's1', listId: 'l1', listType: 'VenueVisitLight', title: null, completedOn: '2026-11-15T20:00:00.000Z', score: 4.2, hasCriticalFailure: false },
        { id: 's2', listId: 'l2', listType: 'MaintenanceReviewLight', title: null, completedOn: '2026-11-10T20:00:00.000Z', score: 3.2, hasCriticalFailure: false },
        { id: 's3', listId: 'l3', listType: 'FireProtectionMeasures', title: null, completedOn: '2026-11-01T20:00:00.000Z', score: 2, hasCriticalFailure: true },
      ],
    },
    eod: { businessDay: '2026-11-18', current: null, previous: { id: 'e1', date: '2026-11-17', status: 'sent', late: true, sentAt: '2026-11-18T12:30:00.000Z' } },
    meetings: { openCount: 1, open: [{ id: 'm1', title: 'Weekly venue meeting', type: 'Weekly', status: 'started', when: '2026-11-16T08:00:00.000Z', whenYear: 2026, period: 47 }] },
    activation: { from: '2026-11-18', to: '2026-11-24', events: [{ id: 'a1', date: '2026-11-20', title: 'Quiz night', startTime: '20:00', category: 'theme' }] },
    notifications: { unread: 3, latest: [{ id: 'n1', title: 'End-of-day report 17-11-2026: Nørrebro Social', link: '/vp/lists/eodReport/e1', createdAt: '2026-11-18T12:30:00.000Z', venueId: 'venue-1', kind: null, params: null }] },
    ...over,
  };
}

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  vi.resetAllMocks();
  selection.venueId = 'venue-1';
  get.mockResolvedValue(cockpit());
});

describe('VenueCockpitScreen', () => {
  it("shows the active venue's day card by card, each linking to its page", async () => {
    renderPage(<VenueCockpitScreen />, { path: '/vp/cockpit?venueId=venue-1' });
    expect(await screen.findByText('Nørrebro Social today, 18-11-2026')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith({ venueId: 'venue-1' });

    const tasks = await card('Venue tasks this week');
    expect(within(tasks).getByText('Week 47')).toBeInTheDocument();
    expect(within(tasks).getByText('5 of 12 done')).toBeInTheDocument();
    expect(within(tasks).getByText('2 open from earlier days')).toBeInTheDocument();
    expect(within(tasks).getByText('Count the float')).toBeInTheDocument();
    expect(within(tasks).getByRole('link', { name: 'Open venue tasks' })).toHaveAttribute('href', '/vp/tasks');

    const todos = await card('My to-dos today');
    expect(within(todos).getByText('1 overdue')).toBeInTheDocument();
    expect(within(todos).getByText('2 flagged')).toBeInTheDocument();
    expect(within(todos).getByText('Order napkins')).toBeInTheDocument();
    expect(within(todos).getByRole('link', { name: 'Open to-dos' })).toHaveAttribute('href', '/vp/todos');

    const eod = await card('End-of-day report');
    expect(within(eod).getByText('Not started')).toBeInTheDocument();
    expect(within(eod).getByText('Sent late')).toBeInTheDocument();
    expect(within(eod).getByRole('link', { name: /Open the report of 17-11-2026/ })).toHaveAttribute('href', '/vp/lists/eodReport/e1');
    expect(within(eod).getByRole('link', { name: 'Open end-of-day reports' })).toHaveAttribute('href', '/vp/lists/eodReports');

    const meetings = await card('Open meetings');
    expect(within(meetings).getByRole('link', { name: 'Weekly venue meeting' })).toHaveAttribute('href', '/vp/meetings/m1');
    expect(within(meetings).getByText('Week 47 2026')).toBeInTheDocument();
    expect(within(meetings).getByText('In progress')).toBeInTheDocument();

    const events = await card('Coming up');
    expect(within(events).getByText('Quiz night')).toBeInTheDocument();
    expect(within(events).getByText('20-11-2026 · 20:00 · Theme night')).toBeInTheDocument();

    const notifications = await card('Unread notifications');
    expect(within(notifications).getByText('3 unread')).toBeInTheDocument();
    expect(within(notifications).getByRole('link', { name: /End-of-day report 17-11-2026/ })).toHaveAttribute('href', '/vp/lists/eodReport/e1');
  });

  it('colours the latest scores by the thresholds of their list type', async () => {
    renderPage(<VenueCockpitScreen />, { path: '/vp/cockpit' });
    const lists = await card('Latest scores');
    const level = (list: string) => within(lists).getByRole('link', { name: new RegExp(`^Open ${list}`) }).closest('li')!.querySelector('[data-level]')!.getAttribute('data-level');
    // 4.2 on a visit is green; 3.2 on a maintenance review is a warning (from 3); 2 on fire protection is danger.
    expect(level('Venue visit \\(light\\)')).toBe('success');
    expect(level('Maintenance review \\(light\\)')).toBe('warning');
    expect(level('Fire protection measures')).toBe('error');
    expect(within(lists).getByRole('link', { name: /^Open Venue visit \(light\)/ })).toHaveAttribute('href', '/vp/lists/submissions/VenueVisitLight/s1');
    expect(within(lists).getByLabelText('A critical question was answered no')).toBeInTheDocument();
  });

  it('leaves out the cards of pages the user may not open, and to-dos without a to-do role', async () => {
    get.mockResolvedValue(cockpit({ tasks: null, lists: null, eod: null, meetings: null, todos: { roles: [], dueToday: 0, overdue: 0, flagged: 0, items: [] } }));
    renderPage(<VenueCockpitScreen />, { path: '/vp/cockpit' });
    expect(await card('Coming up')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unread notifications' })).toBeInTheDocument();
    for (const name of ['Venue tasks this week', 'My to-dos today', 'Latest scores', 'End-of-day report', 'Open meetings']) expect(screen.queryByRole('region', { name })).toBeNull();
  });

  it('says so when there is nothing, and offers a retry after an error', async () => {
    get.mockRejectedValueOnce(new Error('Unable to get the venue cockpit')).mockResolvedValueOnce(
      cockpit({ tasks: { year: 2026, week: 47, total: 0, done: 0, open: 0, overdue: 0, todayTotal: 0, todayOpen: [], todayOpenCount: 0 }, lists: { latest: [] }, meetings: { openCount: 0, open: [] }, notifications: { unread: 0, latest: [] } }),
    );
    renderPage(<VenueCockpitScreen />, { path: '/vp/cockpit' });
    expect(await screen.findByText('Unable to get the venue cockpit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No tasks this week.')).toBeInTheDocument();
    expect(screen.getByText('No visits or reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('No open meetings.')).toBeInTheDocument();
    expect(screen.getByText('You have read them all.')).toBeInTheDocument();
  });

  it('asks for a venue when none is active', async () => {
    selection.venueId = null;
    renderPage(<VenueCockpitScreen />, { path: '/vp/cockpit' });
    expect(await screen.findByText('Choose a venue to see its cockpit.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
