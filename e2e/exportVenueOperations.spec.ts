import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { VENUE_MANAGER, signIn } from './support/signIn';
import { amountOf, columnValues, ddmmyyyy, expectListSheet, exportAndRead, headers, tableTexts } from './support/xlsx';

// bypassCSP lets axe's script into the page.
test.use({ locale: 'da-DK', bypassCSP: true });

// The browser's clock starts at a moment fixed here and runs on from it, so the file's date is the one computed here.
const NOW = new Date();
const today = `${NOW.getFullYear()}-${String(NOW.getMonth() + 1).padStart(2, '0')}-${String(NOW.getDate()).padStart(2, '0')}`;

test("a venue manager exports every end-of-day report of the venue, newest first, not only the page shown", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, VENUE_MANAGER, '/vp/lists/eodReports?venueId=venue-dk-norrebro');
  const caption = 'Dagsrapporter';
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr').first()).toBeVisible();
  // Ten to a page, so that the list has more pages than the one shown.
  await page.getByRole('combobox', { name: /Rækker pr\. side|Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr')).toHaveCount(10);
  const shown = await tableTexts(page, caption);
  const of = (await page.locator('.MuiTablePagination-displayedRows').innerText()).match(/(\d+)\s*$/);
  const total = Number(of?.[1]);
  expect(total).toBeGreaterThan(10);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`eod-reports-${today}.xlsx`);
  expect(sheet.name).toBe(caption);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Forretningsdag', 'Status', 'Omsætning', 'Gæster', 'Sendt']);
  const days = columnValues(sheet, 1) as Date[];
  expect(days).toHaveLength(total);
  expect(days.slice(0, 10).map(ddmmyyyy)).toEqual(shown.map((r) => r[0]));
  // Newest first, as listed.
  expect(days.map((d) => d.getTime())).toEqual([...days].map((d) => d.getTime()).sort((a, b) => b - a));
  expect(sheet.getCell('A2').numFmt).toBe('dd-mm-yyyy');
  const revenue = columnValues(sheet, 3);
  const withRevenue = shown.findIndex((r) => r[2] !== '');
  expect(withRevenue).toBeGreaterThanOrEqual(0);
  expect(revenue[withRevenue]).toBe(amountOf(shown[withRevenue][2]));
  expect(sheet.getCell(`C${withRevenue + 2}`).numFmt).toBe('#,##0.00 "DKK"');
  const sent = columnValues(sheet, 5);
  const withSent = shown.findIndex((r) => r[4] !== '');
  expect(withSent).toBeGreaterThanOrEqual(0);
  const at = sent[withSent] as Date;
  expect(`${ddmmyyyy(at).replace(/-/g, '/')} ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`).toBe(shown[withSent][4]);
  expect(sheet.getCell(`E${withSent + 2}`).numFmt).toBe('dd/mm/yyyy hh:mm');

  // The page with the button passes axe.
  expect(await seriousViolations(page)).toEqual([]);
});
