import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

/** "1.234,50 DKK" → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(/\./g, '').replace(',', '.'));
const ddmmyyyy = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

test('head office exports the pay rate changes the screen shows and the spreadsheet holds the same rows', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/cockpit/payroll-changes');
  const table = page.getByRole('table', { name: 'Pay rate changes' });
  await expect(table).toBeVisible();

  // Filter: one venue, level changes only.
  await page.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: 'Nørrebro Social' }).click();
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Level change' }).click();
  await expect(table.getByTestId('rate-row').first()).toBeVisible();
  await expect(async () => {
    const venues = await table.getByTestId('rate-row').locator('td:nth-child(3)').allInnerTexts();
    expect(venues.length).toBeGreaterThan(0);
    expect(new Set(venues)).toEqual(new Set(['Nørrebro Social']));
    const reasons = await table.getByTestId('rate-row').locator('td:nth-child(4)').allInnerTexts();
    expect(new Set(reasons)).toEqual(new Set(['Level change']));
  }).toPass();

  const shown = await table.getByTestId('rate-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payrate-changes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('Employee');

  const exported: (string | number)[][] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    exported.push([String(row.getCell(1).value), String(row.getCell(2).value ?? ''), String(row.getCell(3).value), String(row.getCell(4).value), Number(row.getCell(5).value), Number(row.getCell(6).value), ddmmyyyy(row.getCell(8).value as Date)]);
  });
  expect(exported).toEqual(shown.map(([employee, number, venue, reason, oldRate, newRate, effective]) => [employee, number, venue, reason, amount(oldRate), amount(newRate), effective]));
  await expect(page.getByText('The spreadsheet has been downloaded')).toBeVisible();
});
