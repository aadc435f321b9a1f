import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zReportsApi } from '@generated/client/api/zReports';
import ZReportsScreen from '@/screens/pos/ZReportsScreen';
import { renderPage } from '../support/renderWithAdmin';
import { tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/zReports', () => ({ zReportsApi: { getList: vi.fn(), getOne: vi.fn() } }));
vi.mock('@/screens/pos/PosShared/VenuePage', () => ({ VenuePage: ({ children }: { children: (venueId: string) => ReactNode }) => children('venue-dk-norrebro') }));

const report = {
  id: 'z-7',
  version: 1,
  venueId: 'venue-dk-norrebro',
  country: 'dk',
  reportNumber: 7,
  businessDate: '2026-11-07',
  currency: 'DKK',
  openedAt: '2026-11-07T15:00:00Z',
  closedAt: '2026-11-08T01:30:00Z',
  grossSales: 1_000_000,
  discounts: 5_000,
  refunds: 0,
  netSales: 800_000,
  taxTotal: 200_000,
  tips: 2_500,
  transactionCount: 120,
  guestCount: 180,
  salesByGroup: [{ salesProductGroupId: 'g-beer', name: 'Beer', quantity: 300, amount: 600_000 }],
  taxes: [{ taxGroupId: 't-25', code: 'MOMS', taxRatePercentage: 25, net: 800_000, tax: 200_000 }],
  payments: [{ method: 'card', amount: 1_000_000 }],
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(zReportsApi.getList).mockResolvedValue([report] as never);
  vi.mocked(zReportsApi.getOne).mockResolvedValue(report as never);
});

describe("a venue's Z report", () => {
  it('opens with its sales by group, taxes and payments, amounts on the right, and closes', async () => {
    const user = userEvent.setup();
    renderPage(<ZReportsScreen />, { path: '/procurement/poc/z-reports?countryId=dk' });
    await user.click(await screen.findByRole('button', { name: 'Open Z report 7' }));
    const dialog = await screen.findByRole('dialog', { name: /^Z report 7, / });
    expect(zReportsApi.getOne).toHaveBeenCalledWith({ id: 'z-7' });
    const groups = tableTexts(await within(dialog).findByRole('table', { name: 'Sales by group' }));
    expect(groups.headers).toHaveLength(3);
    expect(groups.rows).toHaveLength(1);
    expect(groups.rows[0][0]).toBe('Beer');
    expect(groups.rows[0][1]).toBe('300');
    expect(within(dialog).getByRole('table', { name: 'Tax' })).toHaveTextContent('MOMS (25 %)');
    expect(tableTexts(within(dialog).getByRole('table', { name: 'Payments' })).rows).toHaveLength(1);
    const amount = within(within(dialog).getByRole('table', { name: 'Sales by group' })).getAllByRole('cell')[2];
    expect(amount).toHaveStyle({ textAlign: 'right' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
