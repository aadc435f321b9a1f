import { expect, test, type Locator } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';
import { amountOf, columnValues, ddmmyyyy, expectListSheet, exportAndRead, headers, readDownload, tableTexts } from './support/xlsx';

test.use({ locale: 'da-DK' });

// The browser's clock starts at a moment fixed here and runs on from it (a clock that stands still stops debounced
// searches), so the file's date is the one computed here.
const NOW = new Date();
const today = `${NOW.getFullYear()}-${String(NOW.getMonth() + 1).padStart(2, '0')}-${String(NOW.getDate()).padStart(2, '0')}`;

test('head office exports the Danish booking products sorted by price, with every page, in Danish', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  const filter = encodeURIComponent(JSON.stringify({ country: 'dk' }));
  // Two to a page, so that the list has more pages than the one shown.
  await signIn(page, HEAD_OFFICE, `/crm/booking-products?filter=${filter}&order=DESC&page=1&perPage=2&sort=price`);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).not.toHaveText('');
  const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`crm-booking-products-${today}.xlsx`);
  expect(sheet.name).toBe('Bookingprodukter');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Produktnavn', 'Beskrivelse', 'Land', 'Pris', 'Aktiv']);
  // Every page, not the two shown; only Danish products; the most expensive first.
  const countries = columnValues(sheet, 3);
  expect(shown).toHaveLength(2);
  expect(countries.length).toBeGreaterThan(2);
  expect(new Set(countries)).toEqual(new Set(['Danmark']));
  const prices = columnValues(sheet, 4) as number[];
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  // The first rows are the ones the list shows (its first column is the row's checkbox).
  const names = columnValues(sheet, 1);
  expect(names.slice(0, shown.length)).toEqual(shown.map((r) => r[1]));
  expect(prices[0]).toBe(amountOf(shown[0][4]));
  expect(sheet.getCell('D2').numFmt).toBe('#,##0.00 "DKK"');
});

test('head office exports the master campaigns the search keeps, with real dates', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/crm/campaigns');
  const caption = 'Masterkampagner';
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const all = await tableTexts(page, caption);
  const word = all[0][0].split(/\s+/)[0];
  await page.getByRole('textbox', { name: 'Søg' }).fill(word);
  await expect(async () => {
    const names = (await tableTexts(page, caption)).map((r) => r[0]);
    expect(names.every((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  }).toPass();
  const shown = await tableTexts(page, caption);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`master-campaigns-${today}.xlsx`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Navn', 'Status', 'Afsendelsesdato for e-mail', 'Steder', 'Sidst ændret']);
  expect(columnValues(sheet, 1)).toEqual(shown.map((r) => r[0]));
  expect(columnValues(sheet, 2)).toEqual(shown.map((r) => r[1]));
  const dates = columnValues(sheet, 3);
  expect(dates.map((d) => (d instanceof Date ? ddmmyyyy(d) : ''))).toEqual(shown.map((r) => r[2]));
  const dated = dates.findIndex((d) => d instanceof Date);
  expect(dated).toBeGreaterThanOrEqual(0);
  expect(sheet.getCell(`C${dated + 2}`).numFmt).toBe('dd-mm-yyyy');
  expect(sheet.getCell('E2').numFmt).toBe('dd/mm/yyyy hh:mm');
  expect(columnValues(sheet, 4)).toEqual(shown.map((r) => Number(r[3])));
});

/** A table's column headings as people read them. */
const tableHeaders = (table: Locator) => table.locator('thead th').allInnerTexts().then((texts) => texts.map((t) => t.trim()));

test("head office exports the campaign approval queue as it waits, and a master campaign's venues", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/vp/venuecampaigns?venueId=venue-dk-norrebro&tab=queue');
  const queue = page.getByRole('table', { name: 'Godkendelseskø' });
  await expect(queue.locator('tbody tr').first()).toBeVisible();
  const waiting = await tableTexts(page, 'Godkendelseskø');
  const [title, venue, submitted, sendDates, comment] = await tableHeaders(queue);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`campaign-approval-queue-${today}.xlsx`);
  expect(sheet.name).toBe('Godkendelseskø');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual([title, venue, submitted, `${sendDates}: E-mail`, `${sendDates}: SMS`, `${sendDates}: Push-besked`, comment]);
  expect(columnValues(sheet, 1)).toEqual(waiting.map((r) => r[0]));
  expect(columnValues(sheet, 2)).toEqual(waiting.map((r) => r[1]));
  expect((columnValues(sheet, 3) as Date[]).every((d) => d instanceof Date)).toBe(true);
  expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');

  // A master with venue campaigns: its Venues tab lists them, the file the same, statuses in words.
  await page.goto('/crm/campaigns');
  const masters = page.getByRole('table', { name: 'Masterkampagner' });
  await expect(masters.locator('tbody tr').first()).toBeVisible();
  // A draft names its venues but has no venue campaigns until it is activated.
  const withVenues = (await tableTexts(page, 'Masterkampagner')).find((r) => r[1] !== 'Kladde' && Number(r[3]) > 1)!;
  await masters.getByRole('link', { name: withVenues[0], exact: true }).click();
  await page.getByRole('tab', { name: 'Steder' }).click();
  const venues = page.getByRole('table', { name: 'Steder' });
  await expect(venues.locator('tbody tr').first()).toBeVisible();
  const shown = await tableTexts(page, 'Steder');
  const [venueHeader, status, dates, rejected, updated] = await tableHeaders(venues);

  const master = await exportAndRead(page);
  expect(master.fileName).toBe(`master-campaign-venues-${today}.xlsx`);
  expect(master.sheet.name).toBe(withVenues[0].slice(0, 31));
  expectListSheet(master.sheet);
  expect(headers(master.sheet)).toEqual([venueHeader, status, `${dates}: E-mail`, `${dates}: SMS`, `${dates}: Push-besked`, rejected, updated]);
  expect(columnValues(master.sheet, 1)).toEqual(shown.map((r) => r[0]));
  expect(columnValues(master.sheet, 2)).toEqual(shown.map((r) => r[1]));
  expect(columnValues(master.sheet, 6).map((c) => c ?? '')).toEqual(shown.map((r) => r[3]));
  expect(master.sheet.getCell('G2').numFmt).toBe('dd/mm/yyyy hh:mm');
});

test("head office exports the dynamic forms' venues with their check-ins", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/crm/dynamicforms?tab=venues');
  const caption = 'Steder og check-ins';
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const shown = await tableTexts(page, caption);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`dynamic-form-check-ins-${today}.xlsx`);
  expect(sheet.name).toBe(caption);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(await tableHeaders(table));
  expect(columnValues(sheet, 1)).toEqual(shown.map((r) => r[0]));
  expect(columnValues(sheet, 2).map((c) => c ?? '')).toEqual(shown.map((r) => r[1]));
  // The published forms, one chip each on screen, one text in the file.
  expect(columnValues(sheet, 3).map((c) => c ?? '')).toEqual(shown.map((r) => r[2].split('\n').filter(Boolean).join(', ')));
  expect(columnValues(sheet, 4)).toEqual(shown.map((r) => Number(r[3])));
});

test("head office exports a venue's messenger pages and mailboxes from the ENGAGE configuration", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/crm/engage/configuration?venue=venue-dk-norrebro');
  for (const [name, file] of [
    ['Messenger-sider', 'messenger-pages'],
    ['E-mailpostkasser', 'mailboxes'],
  ] as const) {
    const card = page.getByRole('region', { name });
    const table = card.getByRole('table', { name });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const shown = await tableTexts(page, name);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Eksportér' }).click();
    const { sheet, fileName } = await readDownload(await downloading);
    expect(fileName).toBe(`${file}-${today}.xlsx`);
    expect(sheet.name).toBe(name);
    expectListSheet(sheet);
    expect(headers(sheet)).toEqual((await tableHeaders(table)).filter(Boolean));
    expect(columnValues(sheet, 1)).toEqual(shown.map((r) => r[0]));
    if (file === 'messenger-pages') expect(columnValues(sheet, 3)).toEqual(shown.map((r) => r[2]));
    else {
      // Statuses in words, the last sync a real date-time.
      expect(columnValues(sheet, 3)).toEqual(shown.map((r) => r[2]));
      expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy hh:mm');
    }
  }
});
