import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ZReportRecord } from '@generated/shared/types/zReports';
import { ZReportsExport } from '@/screens/pos/ZReportsScreen/ZReportsExport';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

const report = (n: number, extra: Partial<ZReportRecord> = {}): ZReportRecord => ({
  id: `z-${n}`,
  version: 1,
  venueId: 'venue-dk-norrebro',
  country: 'dk',
  reportNumber: n,
  businessDate: `2026-11-0${n}`,
  currency: 'DKK',
  grossSales: 1_234_550,
  netSales: 987_640,
  taxTotal: 246_910,
  tips: null,
  transactionCount: 212,
  createdAt: '2026-11-02T03:00:00.000Z',
  updatedAt: '2026-11-02T03:00:00.000Z',
  createdBy: null,
  updatedBy: null,
  ...extra,
});

pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

describe("the export of a month's Z reports", () => {
  it('writes the reports in their order, the business day as a date and money in major units of the currency', async () => {
    renderPage(<ZReportsExport month="2026-11" reports={[report(1), report(2, { tips: 12_500 })]} />, { path: '/procurement/poc/z-reports' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['z-reports-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Z reports 11-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Report number', 'Business day', 'Gross sales', 'Net sales', 'Tax', 'Tips', 'Transactions']);
    expect(sheetRows(sheet)).toEqual([
      [1, new Date('2026-11-01T00:00:00Z'), 12345.5, 9876.4, 2469.1, 0, 212],
      [2, new Date('2026-11-02T00:00:00Z'), 12345.5, 9876.4, 2469.1, 125, 212],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00 "DKK"');
    expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy');
  });

  it('is off when the month has no reports', () => {
    renderPage(<ZReportsExport month="2026-11" reports={[]} />, { path: '/procurement/poc/z-reports' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
