import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from './test';

/** Clicks Export, waits for the file and reads it back as the spreadsheet program would. */
export async function exportAndRead(page: Page, button = /^(Export|Eksportér|Exportera|Eksporter|Vie)$/): Promise<{ sheet: ExcelJS.Worksheet; fileName: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readDownload(await downloading);
}

/** A downloaded workbook's first sheet and the file's name. */
export async function readDownload(download: Download): Promise<{ sheet: ExcelJS.Worksheet; fileName: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return { sheet: workbook.worksheets[0], fileName: download.suggestedFilename() };
}

/** A sheet's header row. */
export const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

/** One column's values under the header, as Excel holds them. */
export function columnValues(sheet: ExcelJS.Worksheet, column: number): unknown[] {
  const values: unknown[] = [];
  sheet.eachRow((row, n) => n > 1 && values.push(row.getCell(column).value));
  return values;
}

/** A sheet written as the portal writes them: bold, frozen header row with an autofilter. */
export function expectListSheet(sheet: ExcelJS.Worksheet) {
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
}

/** The cells of a table's rows as people read them. */
export const tableTexts = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));

/** "1.234,50 DKK" → 1234.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(/\./g, '').replace(',', '.'));

/** An Excel date (written as the wall-clock time in UTC) as DD-MM-YYYY. */
export const ddmmyyyy = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** A sheet's rows under the header, each cell as the list shows it: dates as DD-MM-YYYY, empty cells as ''. */
export function sheetTexts(sheet: ExcelJS.Worksheet, columns: number): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(
      Array.from({ length: columns }, (_, i) => {
        const value = row.getCell(i + 1).value;
        return value instanceof Date ? ddmmyyyy(value) : value === null || value === undefined ? '' : String(value);
      }),
    );
  });
  return rows;
}
