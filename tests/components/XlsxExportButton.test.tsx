import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { XlsxExportButton } from '@/app/export';
import { ExportListActions } from '@/app/export/ExportListActions';
import type { ExportField } from '@/app/export/listCells';
import type { ExportJob } from '@/app/export/useXlsxExport';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet } from '../support/xlsxDownloads';

pinClock('2026-11-27T09:00:00Z');

/** The files the page handed to the browser to save, and their names. */
const downloads = catchDownloads();

/** Pages that arrive only when the test lets them. */
function heldPages(total: number) {
  const waiting: (() => void)[] = [];
  const fetchPage = (page: number, perPage: number) =>
    new Promise<{ rows: { n: number }[]; total: number }>((resolve) => {
      const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
      waiting.push(() => resolve({ rows: Array.from({ length: count }, (_, i) => ({ n: (page - 1) * perPage + i })), total }));
    });
  const release = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!();
  };
  return { fetchPage, release };
}

describe('XlsxExportButton', () => {
  it('shows how many rows are fetched of how many, can be cancelled by keyboard and then saves nothing', async () => {
    const user = userEvent.setup();
    const pages = heldPages(1200);
    const job = (): ExportJob<{ n: number }> => ({ fileName: 'numbers', sheetName: 'Tal', columns: [{ header: 'Tal', kind: 'number' }], fetchPage: pages.fetchPage, toCells: (rows) => rows.map((r) => [r.n]) });
    renderPage(<XlsxExportButton job={job} />, { locale: 'dan' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Eksportér' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Eksporterer til Excel' });
    await pages.release();
    expect(await within(dialog).findByText('500 af 1.200 rækker hentet')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((500 / 1200) * 100)));

    expect(within(dialog).getByRole('button', { name: 'Annuller' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await pages.release();
    expect(downloads.files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Eksportér' })).toBeEnabled();
  });

  it('saves every page as one workbook and says how many rows it holds', async () => {
    const user = userEvent.setup();
    const pages = heldPages(1200);
    const job = (): ExportJob<{ n: number }> => ({ fileName: 'numbers', sheetName: 'Tal', columns: [{ header: 'Tal', kind: 'number' }], fetchPage: pages.fetchPage, toCells: (rows) => rows.map((r) => [r.n]) });
    renderPage(<XlsxExportButton job={job} />, { locale: 'dan' });
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    for (let i = 0; i < 3; i += 1) await pages.release();
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(await screen.findByText('Eksporterede 1.200 rækker')).toBeInTheDocument();
    expect(downloads.names).toEqual(['numbers-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.rowCount).toBe(1201);
    expect(sheet.getCell('A1201').value).toBe(1199);
  });
});

describe('the Export of a generated list', () => {
  const fields: ExportField[] = [
    { source: 'name', kind: 'text' },
    { source: 'stockProductGroupId', kind: 'reference', reference: 'stockProductGroups', representation: 'name' },
    { source: 'costPrice', kind: 'money' },
  ];

  it('asks for every page with the list’s filter and sort, names references and heads columns with the Danish labels', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number } }) => ({
      data: params.pagination.page === 1 ? [{ id: 'p1', name: 'Tuborg', stockProductGroupId: 'g1', costPrice: 1250, country: 'dk' }] : [],
      total: 1,
    }));
    const getMany = vi.fn(async () => ({ data: [{ id: 'g1', name: 'Øl' }] }));
    const dataProvider = { getList, getMany } as unknown as DataProvider;
    renderPage(
      <ListBase resource="procurement/stock-products" sort={{ field: 'name', order: 'DESC' }} filterDefaultValues={{ isActive: true }}>
        <ExportListActions fields={fields} />
      </ListBase>,
      { locale: 'dan', dataProvider },
    );
    const button = await screen.findByRole('button', { name: 'Eksportér' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    const exportCall = getList.mock.calls.find(([, p]) => p.pagination.perPage === 500)!;
    expect(exportCall[0]).toBe('procurement/stock-products');
    expect(exportCall[1]).toMatchObject({ sort: { field: 'name', order: 'DESC' }, filter: { isActive: true } });
    expect(getMany).toHaveBeenCalledWith('stockProductGroups', expect.objectContaining({ ids: ['g1'] }));
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Lagervarer');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Navn', 'Varegruppe', 'Kostpris pr. enhed']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Tuborg', 'Øl', 12.5]);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00 "DKK"');
  });
});
