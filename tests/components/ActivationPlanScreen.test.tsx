import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { activationPlanCampaignsApi } from '@generated/client/api/activationPlanCampaigns';
import { activationPlanCommentsApi } from '@generated/client/api/activationPlanComments';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import ActivationPlanScreen from '@/screens/venue/ActivationPlanScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/activationPlanEvents', () => ({ activationPlanEventsApi: { getList: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/activationPlanCampaigns', () => ({ activationPlanCampaignsApi: { getByVenue: vi.fn() } }));
vi.mock('@generated/client/api/activationPlanBudgets', () => ({ activationPlanBudgetsApi: { get: vi.fn() } }));
vi.mock('@generated/client/api/activationPlanComments', () => ({ activationPlanCommentsApi: { getByVenue: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const eventsApi = vi.mocked(activationPlanEventsApi);

pinClock('2026-03-10T10:00:00Z');

const record = { venueId: 'venue-1', version: 3, description: null, templateId: null, templateKey: null, createdAt: '', updatedAt: '', createdBy: null, updatedBy: null };
const event = (id: string, date: string, title: string, extra: Partial<ActivationPlanEventRecord> = {}) => ({ ...record, id, date, title, category: 'music', startTime: null, ...extra }) as unknown as ActivationPlanEventRecord;
// March: budget 12.500,00 against 4.000 + 9.000,50 planned (events) + 1.500 (venue campaign) + 500 (head office campaign).
const events = [
  event('e1', '2026-03-02', 'Quiz night', { startTime: '20:00', plannedCost: 400_000 }),
  event('e2', '2026-03-31', 'Spring party', { plannedCost: 900_050 }),
  event('e3', '2026-11-26', 'Match night', { category: 'sports' }),
  event('e4', '2026-05-08', 'Terrace opening', { plannedCost: 250_000 }),
];
const campaign = (id: string, month: number, title: string, isHQ: boolean, plannedCost: number | null = null) => ({ ...record, id, year: 2026, month, title, channel: 'inVenue', isHQ, plannedCost });
const comment = (id: string, month: number) => ({ ...record, id, year: 2026, month, content: `Comment ${id}`, mentions: [], authorName: 'Lars Nielsen' });

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
const eventsOfWeek = (month: HTMLElement, week: number) => within(within(month).getByRole('cell', { name: `Events of week ${week}` })).getAllByRole('listitem').map((e) => e.getAttribute('aria-label'));

beforeEach(() => {
  vi.resetAllMocks();
  eventsApi.getList.mockResolvedValue({ items: events, totalItems: events.length, page: 1, pageSize: 200, totalPages: 1 } as never);
  vi.mocked(activationPlanCampaignsApi.getByVenue).mockResolvedValue([campaign('c1', 3, 'Happy hour', false, 150_000), campaign('c2', 3, 'Spring menu', true, 50_000), campaign('c3', 6, 'Summer spritz', true, 300_000), campaign('c4', 8, 'Festival posters', false, 100_000)] as never);
  vi.mocked(activationPlanBudgetsApi.get).mockResolvedValue({ currency: 'DKK', budgets: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: { 3: 1_250_000, 5: 1_000_000, 6: 300_000 }[i + 1] ?? 0, note: null, version: null })) } as never);
  vi.mocked(activationPlanCommentsApi.getByVenue).mockResolvedValue([comment('m1', 3), comment('m2', 3), comment('m3', 5)] as never);
});

describe('ActivationPlanScreen board', { timeout: 90_000 }, () => {
  it('opens on the board: each month with its ISO weeks, its events in their week, its campaigns, budget and comments', async () => {
    const user = userEvent.setup();
    renderPage(<ActivationPlanScreen />, { path: '/vp/activationplan' });
    const march = await region('March');
    expect(screen.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true');
    expect(eventsApi.getList).toHaveBeenCalledWith({ venueId: 'venue-1', from: '2026-01-01', to: '2026-12-31', query: '*', page: 1, perPage: 200 });
    // March 2026 starts on a Sunday (week 9) and ends on a Tuesday (week 14).
    expect(within(march).getAllByRole('rowheader').map((w) => w.textContent)).toEqual(['9', '10', '11', '12', '13', '14']);
    expect(eventsOfWeek(march, 10)).toEqual(['Quiz night, 02-03-2026 20:00']);
    expect(eventsOfWeek(march, 14)).toEqual(['Spring party, 31-03-2026']);
    expect(within(march).getByRole('cell', { name: '02-03-2026: 1 event' })).toBeInTheDocument();
    expect(eventsOfWeek(screen.getByRole('region', { name: 'November' }), 48)).toEqual(['Match night, 26-11-2026']);
    expect(within(screen.getByRole('region', { name: 'April' })).queryByRole('listitem')).toBeNull();
    expect(within(march).getByRole('list', { name: 'Campaigns of March' })).toHaveTextContent(/Happy hour.*Head office: Spring menu/);
    expect(within(march).getByText('Budget 12.500,00 DKK · Planned 15.000,50 DKK')).toBeInTheDocument();
    expect(within(march).getByText('Over budget by 2.500,50 DKK')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    // Under budget, exactly on budget, a budget with nothing planned and a month with neither: no warning.
    expect(within(screen.getByRole('region', { name: 'May' })).getByText('Budget 10.000,00 DKK · Planned 2.500,00 DKK')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'June' })).getByText('Budget 3.000,00 DKK · Planned 3.000,00 DKK')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'April' })).getByText('No budget')).toBeInTheDocument();
    const august = screen.getByRole('region', { name: 'August' });
    expect(within(august).getByText('No budget · Planned 1.000,00 DKK')).toBeInTheDocument();
    expect(within(august).getByText('Over budget by 1.000,00 DKK')).toBeInTheDocument();
    expect(screen.getAllByText(/^Over budget by/)).toHaveLength(2);
    // November has a cost-free event and no budget.
    expect(within(screen.getByRole('region', { name: 'November' })).getByText('No budget')).toBeInTheDocument();

    await user.click(within(march).getByRole('button', { name: '2 comments in March' }));
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('combobox', { name: 'Month' })).toHaveTextContent('March');
  });

  it('moves an event a day later from its Move menu through the update, and says so', async () => {
    const user = userEvent.setup();
    // The server stores the move: the board asks again afterwards and gets the event on its new day.
    eventsApi.update.mockImplementation(async ({ body }) => {
      const moved = events.map((e) => (e.id === body.id ? { ...e, date: body.date, version: 4 } : e));
      eventsApi.getList.mockResolvedValue({ items: moved, totalItems: moved.length, page: 1, pageSize: 200, totalPages: 1 } as never);
      return {} as never;
    });
    renderPage(<ActivationPlanScreen />, { path: '/vp/activationplan' });
    const march = await region('March');
    await user.click(within(march).getByRole('button', { name: 'Move Quiz night' }));
    await user.click(await screen.findByRole('menuitem', { name: 'A day later' }));
    // The whole record goes back, cost included: a change that left it out would clear it.
    expect(eventsApi.update).toHaveBeenCalledWith({ body: { id: 'e1', version: 3, venueId: 'venue-1', date: '2026-03-03', title: 'Quiz night', category: 'music', startTime: '20:00', description: null, plannedCost: 400_000 } });
    expect(await screen.findByText('Quiz night moved to 03-03-2026')).toHaveAttribute('aria-live', 'polite');
    expect(eventsOfWeek(march, 10)).toEqual(['Quiz night, 03-03-2026 20:00']);
  });

  it("puts a refused move back and shows the server's message", async () => {
    const user = userEvent.setup();
    eventsApi.update.mockRejectedValue(new Error('Unable to update event.'));
    renderPage(<ActivationPlanScreen />, { path: '/vp/activationplan' });
    const march = await region('March');
    await user.click(within(march).getByRole('button', { name: 'Move Spring party' }));
    await user.click(await screen.findByRole('menuitem', { name: 'A week earlier' }));
    expect(eventsApi.update).toHaveBeenCalledWith({ body: expect.objectContaining({ id: 'e2', date: '2026-03-24' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to update event.');
    await waitFor(() => expect(eventsOfWeek(march, 14)).toEqual(['Spring party, 31-03-2026']));
    expect(within(march).queryByRole('cell', { name: 'Events of week 13' })).toBeNull();
  });

  it('offers no move and no drag without the permission to change the plan', async () => {
    renderPage(<ActivationPlanScreen />, { path: '/vp/activationplan', session: sessionAtVenue('venue-1', ['vp.vp.activationplan.show']) });
    const march = await region('March');
    expect(eventsOfWeek(march, 10)).toEqual(['Quiz night, 02-03-2026 20:00']);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(within(march).getByTitle('Quiz night, 02-03-2026 20:00')).not.toHaveStyle({ cursor: 'grab' });
  });
});
