import { expect, test } from './support/test';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';
import { amountOf, columnValues, ddmmyyyy, expectListSheet, exportAndRead, headers, tableTexts } from './support/xlsx';

test.use({ locale: 'da-DK' });

// The browser's clock starts at a moment fixed here and runs on from it (a clock that stands still stops debounced
// searches), so the file's date is the one computed here.
const NOW = new Date();
const today = `${NOW.getFullYear()}-${String(NOW.getMonth() + 1).padStart(2, '0')}-${String(NOW.getDate()).padStart(2, '0')}`;

test('a venue manager exports the purchase orders the list shows, searched, in Danish', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, VENUE_MANAGER, '/vp/poc/purchase-orders?venueId=venue-dk-norrebro');
  const table = page.getByRole('table', { name: 'Indkøbsordrer' });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'Alle ordrer' }).click();
  const vendor = (await table.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
  await page.getByRole('searchbox', { name: 'Søg' }).fill(vendor);
  await expect(async () => {
    const shown = await tableTexts(page, 'Indkøbsordrer');
    expect(new Set(shown.map((r) => r[1]))).toEqual(new Set([vendor]));
  }).toPass();
  const shown = await tableTexts(page, 'Indkøbsordrer');

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`purchase-orders-${today}.xlsx`);
  expect(sheet.name).toBe('Indkøbsordrer');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Ordre', 'Leverandør', 'Status', 'Forventet levering', 'Linjer', 'I alt', 'Oprettet']);
  // The rows the list shows, in its order, and no other.
  expect(columnValues(sheet, 1)).toEqual(shown.map((r) => r[0]));
  expect(new Set(columnValues(sheet, 2))).toEqual(new Set([vendor]));
  expect(columnValues(sheet, 3)).toEqual(shown.map((r) => r[2]));
  // A money cell is a number with the currency's format, a date cell a real date with DD-MM-YYYY.
  expect(columnValues(sheet, 6)).toEqual(shown.map((r) => amountOf(r[5])));
  expect(sheet.getCell('F2').numFmt).toBe('#,##0.00 "DKK"');
  const created = columnValues(sheet, 7) as Date[];
  expect(created.every((d) => d instanceof Date)).toBe(true);
  expect(created.map(ddmmyyyy)).toEqual(shown.map((r) => r[6]));
  expect(sheet.getCell('G2').numFmt).toBe('dd-mm-yyyy');
  await expect(page.getByText(`Eksporterede ${shown.length} ${shown.length === 1 ? 'række' : 'rækker'}`)).toBeVisible();
});

test('head office exports a generated list sorted by cost price, with group names, not ids', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/procurement/stock-products?countryId=dk');
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const onlyV = async () => {
    const names = await table.locator('tbody tr td:nth-child(1)').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().startsWith('v'))).toBe(true);
  };
  await page.getByPlaceholder('Søg').fill('v');
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(onlyV).toPass();
  // A header's next click is the one its name announces once the list shows the sort it asked for, as a person sees it.
  await table.getByRole('button', { name: /kostpris pr\. enhed/i }).click();
  await expect(page).toHaveURL(/sort=costPrice/);
  await table.getByRole('button', { name: 'Sorter efter kostpris pr. enhed faldende' }).click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(page).toHaveURL(/%22q%22/);
  await expect(onlyV).toPass();
  const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`procurement-stock-products-${today}.xlsx`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Navn', 'Varenummer', 'Varegruppe', 'Leverandør', 'Kostpris pr. enhed', 'Aktiv']);
  const names = columnValues(sheet, 1) as string[];
  expect(names.every((n) => n.toLowerCase().startsWith('v'))).toBe(true);
  expect(names.slice(0, shown.length)).toEqual(shown.map((r) => r[0]));
  expect(columnValues(sheet, 3).slice(0, shown.length)).toEqual(shown.map((r) => r[2]));
  const prices = (columnValues(sheet, 5) as (number | null)[]).filter((p): p is number => typeof p === 'number');
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(prices[0]).toBe(amountOf(shown[0][4]));
  expect(sheet.getCell('E2').numFmt).toBe('#,##0.00 "DKK"');
  expect(columnValues(sheet, 6).every((v) => v === 'Ja' || v === 'Nej')).toBe(true);
});

test('a venue manager exports the venue’s stock the list shows, searched, in Danish', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, VENUE_MANAGER, '/vp/pim/stock?venueId=venue-dk-norrebro');
  const table = page.getByRole('table', { name: 'Lager' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The chip beside a product below its reorder point is part of the cell's text; the export writes it after a comma.
  const BELOW = 'Under genbestillingspunkt';
  const nameOf = (cell: string) => cell.replace(BELOW, '').replace(/,\s*$/, '').trim();
  const word = nameOf(await table.locator('tbody tr').first().locator('td').first().innerText()).split(/\s+/)[0];
  await page.getByRole('searchbox', { name: 'Søg' }).fill(word);
  await expect(async () => {
    const names = (await tableTexts(page, 'Lager')).map((r) => nameOf(r[0]).toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes(word.toLowerCase()))).toBe(true);
  }).toPass();
  const shown = await tableTexts(page, 'Lager');

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`venue-stock-${today}.xlsx`);
  expect(sheet.name).toBe('Lager');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Vare', 'På lager', 'Pr. lager', 'Parniveau', 'Genbestillingspunkt', 'Enhedspris', 'Lagerværdi']);
  // The rows the list shows, in its order, and no other; quantities and money as numbers.
  expect(columnValues(sheet, 1).map((v) => nameOf(String(v)))).toEqual(shown.map((r) => nameOf(r[0])));
  expect(columnValues(sheet, 2)).toEqual(shown.map((r) => amountOf(r[1])));
  expect(columnValues(sheet, 3).map((v) => v ?? '')).toEqual(shown.map((r) => r[2]));
  expect(columnValues(sheet, 7)).toEqual(shown.map((r) => amountOf(r[6])));
  expect(sheet.getCell('G2').numFmt).toBe('#,##0.00 "DKK"');
  await expect(page.getByText(`Eksporterede ${shown.length} ${shown.length === 1 ? 'række' : 'rækker'}`)).toBeVisible();
});

test("head office exports a venue's Z reports of the month shown, money as amounts in the venue's currency", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/procurement/poc/z-reports?countryId=dk');
  const caption = 'Z-rapporter';
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const month = await page.getByRole('combobox', { name: 'Måned' }).innerText();
  const shown = await tableTexts(page, caption);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`z-reports-${today}.xlsx`);
  expect(sheet.name).toBe(`${caption} ${month.trim()}`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(await table.locator('thead th').allInnerTexts());
  expect(columnValues(sheet, 1)).toEqual(shown.map((r) => Number(r[0])));
  expect((columnValues(sheet, 2) as Date[]).map(ddmmyyyy)).toEqual(shown.map((r) => r[1]));
  expect(columnValues(sheet, 3)).toEqual(shown.map((r) => amountOf(r[2])));
  expect(columnValues(sheet, 6)).toEqual(shown.map((r) => amountOf(r[5])));
  expect(sheet.getCell('C2').numFmt).toBe('#,##0.00 "DKK"');
  expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy');
});
