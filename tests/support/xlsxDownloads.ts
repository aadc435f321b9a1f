import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * Catches the files a page hands to the browser to save (an export's download) and reads a workbook back as the
 * spreadsheet program would. Call once at the top of a test file.
 */
export function catchDownloads() {
  const caught = { files: [] as Blob[], names: [] as string[] };
  beforeEach(() => {
    caught.files = [];
    caught.names = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      caught.names.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      caught.files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return caught;
}

/** A saved workbook's first sheet. */
export async function readSheet(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // jsdom's Blob is read through its FileReader (Node's Response does not know it).
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
  await workbook.xlsx.load(buffer);
  return workbook.worksheets[0];
}

/** Clicks Export (its name in the test's language when not English; within a part of the page when given) and reads the one file it saves back. */
export async function exportSheet(downloads: ReturnType<typeof catchDownloads>, scope: HTMLElement = document.body, button = 'Export'): Promise<ExcelJS.Worksheet> {
  await userEvent.setup().click(within(scope).getByRole('button', { name: button }));
  await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
  return readSheet(downloads.files[0]);
}

/** A sheet's rows under the header, as Excel holds their values. */
export const sheetRows = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));

/** A table's header texts and its rows' cell texts, as the person reads them. */
export function tableTexts(table: HTMLElement): { headers: string[]; rows: string[][] } {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''));
  return { headers, rows };
}
