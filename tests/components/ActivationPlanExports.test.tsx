import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { activationPlanCampaignsApi } from '@generated/client/api/activationPlanCampaigns';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { BudgetsTab } from '@/screens/venue/ActivationPlanScreen/BudgetsTab';
import { CampaignsTab } from '@/screens/venue/ActivationPlanScreen/CampaignsTab';
import { EventsTab } from '@/screens/venue/ActivationPlanScreen/EventsTab';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/activationPlanEvents', () => ({ activationPlanEventsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/activationPlanCampaigns', () => ({ activationPlanCampaignsApi: { getByVenue: vi.fn() } }));
vi.mock('@generated/client/api/activationPlanBudgets', () => ({ activationPlanBudgetsApi: { get: vi.fn() } }));
vi.mock('@generated/client/api/roleInstances', () => ({ roleInstancesApi: { myActiveRoles: vi.fn() } }));

const record = { venueId: 'venue-1', version: 3, description: null, templateId: null, templateKey: null, createdAt: '', updatedAt: '', createdBy: null, updatedBy: null };
const event = (n: number, extra: Partial<ActivationPlanEventRecord> = {}) =>
  ({ ...record, id: `e${n}`, date: `2026-03-${String(n).padStart(2, '0')}`, title: `Event ${n}`, category: 'music', startTime: null, plannedCost: null, ...extra }) as unknown as ActivationPlanEventRecord;

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(activationPlanBudgetsApi.get).mockResolvedValue({
    currency: 'DKK',
    budgets: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: i === 2 ? 1_250_050 : 0, note: i === 2 ? 'Spring push' : null, version: null })),
  } as never);
  vi.mocked(roleInstancesApi.myActiveRoles).mockResolvedValue([]);
});
pinClock('2026-03-10T10:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe("the exports of the activation plan's tabs", () => {
  it('writes every page of the events of the period, date and time as such, category in words, cost in the plan currency', async () => {
    // The table's first 200; the export reads on to the last page.
    const all = Array.from({ length: 250 }, (_, i) => event((i % 28) + 1, { id: `e${i + 1}`, title: `Event ${String(i + 1).padStart(3, '0')}` }));
    all[0] = event(2, { id: 'e1', title: 'Quiz night', startTime: '20:00', plannedCost: 400_050, category: 'theme' });
    vi.mocked(activationPlanEventsApi.getList).mockImplementation(async ({ page = 1, perPage = 200 } = {}) => ({ items: all.slice((page - 1) * perPage, page * perPage), totalItems: all.length, page, pageSize: perPage, totalPages: 2 }) as never);
    renderPage(<EventsTab venueId="venue-1" year={2026} mayEdit={false} />);
    await screen.findByRole('table', { name: 'Events' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['activation-plan-events-2026-03-10.xlsx']);
    expect(sheet.name).toBe('Events 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Time', 'Title', 'Category', 'Planned cost']);
    const rows = sheetRows(sheet);
    expect(rows).toHaveLength(250);
    expect(rows[0]).toEqual([new Date('2026-03-02T00:00:00Z'), new Date('1899-12-30T20:00:00Z'), 'Quiz night', 'Theme night', 4000.5]);
    expect(rows[249][2]).toBe('Event 250');
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.00 "DKK"');
    expect(sheet.getCell('B2').numFmt).toBe('hh:mm');
    expect(activationPlanEventsApi.getList).toHaveBeenCalledWith({ venueId: 'venue-1', from: '2026-01-01', to: '2026-12-31', query: '*', page: 2, perPage: 200 }, expect.anything());
  });

  it('writes the campaigns with month by name, channel and who set it in words', async () => {
    vi.mocked(activationPlanCampaignsApi.getByVenue).mockResolvedValue([
      { ...record, id: 'c1', year: 2026, month: 3, title: 'Happy hour', channel: 'inVenue', isHQ: false, plannedCost: 150_000 },
      { ...record, id: 'c2', year: 2026, month: 6, title: 'Summer spritz', channel: null, isHQ: true, plannedCost: null },
    ] as never);
    renderPage(<CampaignsTab venueId="venue-1" year={2026} mayEdit={false} />);
    await screen.findByRole('table', { name: 'Campaigns' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['activation-plan-campaigns-2026-03-10.xlsx']);
    expect(sheet.name).toBe('Campaigns 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Title', 'Channel', 'Planned cost', 'Set by']);
    expect(sheetRows(sheet)).toEqual([
      ['March', 'Happy hour', 'In venue', 1500, 'Venue'],
      ['June', 'Summer spritz', undefined, undefined, 'Head office'],
    ]);
  });

  it("writes the year's twelve budgets as saved, in major units of the plan's currency", async () => {
    renderPage(<BudgetsTab venueId="venue-1" year={2026} mayEdit />);
    const table = await screen.findByRole('table', { name: 'Budgets' });
    // A typed but unsaved amount is not what the plan holds.
    await userEvent.setup().type(within(table).getByRole('textbox', { name: 'Budget January' }), '5');
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['activation-plan-budgets-2026-03-10.xlsx']);
    expect(sheet.name).toBe('Budgets 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Budget', 'Note']);
    const rows = sheetRows(sheet);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['January', 0]);
    expect(rows[2]).toEqual(['March', 12500.5, 'Spring push']);
    expect(sheet.getCell('B4').numFmt).toBe('#,##0.00 "DKK"');
  });
});
