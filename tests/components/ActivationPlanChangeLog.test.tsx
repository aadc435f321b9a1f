import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activationPlanChangeLogApi } from '@generated/client/api/activationPlanChangeLog';
import { ChangeLogTab } from '@/screens/venue/ActivationPlanScreen/ChangeLogTab';
import type { PlanLogEntry } from '@/shared/venue/activationPlanChangeLog';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/activationPlanChangeLog', () => ({ activationPlanChangeLogApi: { getList: vi.fn() } }));

const base = { venueId: 'venue-1', entityId: 'e1', userName: 'Lars Nielsen', summary: null, createdAt: '', updatedAt: '', createdBy: 'user-vm', updatedBy: 'user-vm' };
const entries: PlanLogEntry[] = [
  {
    ...base,
    id: 'l1',
    at: '2026-03-10T10:05:00Z',
    entity: 'event',
    change: 'updated',
    details: { name: 'Quiz night', place: { type: 'date', value: '2026-03-12' }, changes: [{ field: 'plannedCost', from: { type: 'money', minor: 100_000, currency: 'DKK' }, to: { type: 'money', minor: 150_050, currency: 'DKK' } }, { field: 'category', from: { type: 'enum', enum: 'activationPlanEvents.category', value: 'music' }, to: { type: 'enum', enum: 'activationPlanEvents.category', value: 'sports' } }] },
  },
  { ...base, id: 'l2', at: '2026-03-09T23:30:00Z', entity: 'event', change: 'moved', details: { name: 'Quiz night', place: { type: 'date', value: '2026-03-12' }, changes: [{ field: 'date', from: { type: 'date', value: '2026-03-10' }, to: { type: 'date', value: '2026-03-12' } }] } },
  { ...base, id: 'l3', at: '2026-03-01T09:00:00Z', entity: 'budget', change: 'created', details: { place: { type: 'month', year: 2026, month: 4 }, changes: [{ field: 'amount', from: null, to: { type: 'money', minor: 2_500_000, currency: 'DKK' } }] } },
  { ...base, id: 'l4', at: '2026-02-01T09:00:00Z', entity: 'campaign', change: 'created', summary: 'Added the campaign "Old" in February 2026', details: null },
  { ...base, id: 'l5', at: '2026-01-01T09:00:00Z', entity: 'comment', change: 'deleted', details: 'broken' as never },
];

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(activationPlanChangeLogApi.getList).mockResolvedValue({ items: entries, totalItems: 30, page: 1, pageSize: 25, totalPages: 2 } as never);
});

describe('the activation plan change log', () => {
  it('reads each entry as a Danish sentence, with times in the venue zone and money in Danish format', async () => {
    renderPage(<ChangeLogTab venueId="venue-1" timeZone="Europe/Copenhagen" />, { locale: 'dan' });
    const table = await screen.findByRole('table', { name: 'Ændringslog' });
    expect(activationPlanChangeLogApi.getList).toHaveBeenCalledWith({ venueId: 'venue-1', page: 1, perPage: 25 }, expect.anything());
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hvornår', 'Hvad', 'Ændring', 'Detaljer', 'Af']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3].textContent)).toEqual([
      'Ændrede arrangementet »Quiz night« den 12-03-2026: planlagt udgift fra 1.000,00 DKK til 1.500,50 DKK; kategori fra Musik til Sport.',
      'Flyttede arrangementet »Quiz night« fra 10-03-2026 til 12-03-2026.',
      'Satte budgettet for April 2026: budget 25.000,00 DKK.',
      'Added the campaign "Old" in February 2026',
      'Slettet: Kommentar',
    ]);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('10/03/2026 11:05');
    // After midnight in Copenhagen, still the evening before in UTC.
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('10/03/2026 00:30');
    expect(within(rows[1]).getByText('Flyttet')).toBeInTheDocument();
    expect(screen.getByText('1-25 af 30')).toBeInTheDocument();
  });
});
