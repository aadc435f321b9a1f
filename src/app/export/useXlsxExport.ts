import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNumbers } from '@/i18n/useNumbers';
import { clock } from '@/shared/clock';
import { capRows, collectPages, EXPORT_PAGE_SIZE, EXPORT_ROW_CAP, ExportCancelled, type Collected, type Page } from './collect';
import { saveBlob } from './saveBlob';
import type { Cell, SheetColumn } from './sheet';

/** What one export writes: the list's columns and its rows, either held by the screen or fetched page by page. */
export interface ExportJob<R> {
  /** The file's name without the date and extension, e.g. "stock-products". */
  fileName: string;
  /** The day in the file's name (YYYY-MM-DD): today by default, the night of a night's bookings. */
  fileDate?: string;
  sheetName: string;
  columns: SheetColumn[];
  /** The rows the screen shows, filtered and sorted. */
  rows?: R[];
  /** Or every page of the list, filtered and sorted as shown. */
  fetchPage?: (page: number, perPage: number, signal: AbortSignal) => Promise<Page<R>>;
  perPage?: number;
  /** The most rows this list can be read to (a server that pages no deeper); the general cap by default. */
  cap?: number;
  /** Each row's cells in the columns' order; may look names up once for all rows. */
  toCells: (rows: R[], signal: AbortSignal) => Cell[][] | Promise<Cell[][]>;
  /** The zone instants are shown in; the browser's by default. */
  timeZone?: string;
}

export type ExportState = { phase: 'idle' } | { phase: 'fetching'; fetched: number; total?: number } | { phase: 'writing'; fetched: number };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Runs exports: fetches the rows with progress, loads exceljs only now (it costs nothing before the first click), writes
 * the workbook and downloads it; a cancel stops between pages and saves nothing.
 */
export function useXlsxExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const { decimal } = useNumbers();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  const start = useCallback(
    async <R,>(job: ExportJob<R>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      const cap = job.cap ?? EXPORT_ROW_CAP;
      setState({ phase: 'fetching', fetched: 0 });
      try {
        const collected: Collected<R> = job.fetchPage
          ? await collectPages(job.fetchPage, { signal, cap, perPage: job.perPage ?? EXPORT_PAGE_SIZE, onProgress: (p) => !signal.aborted && setState({ phase: 'fetching', ...p }) })
          : capRows(job.rows ?? [], cap);
        const cells = await job.toCells(collected.rows, signal);
        if (signal.aborted) throw new ExportCancelled();
        setState({ phase: 'writing', fetched: collected.rows.length });
        const [{ default: Excel }, { buildWorkbook }] = await Promise.all([import('exceljs'), import('./sheet')]);
        if (signal.aborted) throw new ExportCancelled();
        const workbook = buildWorkbook(Excel, {
          sheetName: job.sheetName,
          columns: job.columns,
          rows: cells,
          yes: translate('app.export.yes'),
          no: translate('app.export.no'),
          timeZone: job.timeZone,
          now: clock.now(),
        });
        const buffer = await workbook.xlsx.writeBuffer();
        if (signal.aborted) throw new ExportCancelled();
        saveBlob(new Blob([buffer], { type: XLSX_TYPE }), `${job.fileName}-${job.fileDate ?? clock.today()}.xlsx`);
        if (collected.capped) notify(translate('app.export.capped', { cap: decimal(cap, 0) }), { type: 'warning', autoHideDuration: 10_000 });
        else notify(translate('app.export.done', { smart_count: collected.rows.length, count: decimal(collected.rows.length, 0) }), { type: 'info' });
      } catch (error) {
        if (!(error instanceof ExportCancelled) && !signal.aborted) {
          const message = error instanceof Error ? error.message : String(error);
          notify(translate('app.export.failed', { message: translate(message, { _: message }) }), { type: 'error' });
        }
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setState({ phase: 'idle' });
        }
      }
    },
    [decimal, notify, translate],
  );

  return { state, start, cancel };
}
