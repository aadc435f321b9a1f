import { expect, test } from './support/test';
import { addDays, dayIn, portalNow, venueZone } from './support/portalClock';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';
import { expectListSheet, exportAndRead, headers, sheetTexts, tableTexts } from './support/xlsx';

test.use({ locale: 'da-DK' });

const VENUE = 'venue-dk-norrebro';

/** An Excel date-time (the venue's wall-clock time written in UTC) as the portal shows it: DD/MM/YYYY HH:mm. */
const shownAt = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

test("head office exports the booking overview's open requests: every one the count names, in the queue's order and times", async ({ page }) => {
  // The demo has requests for the coming nights at every venue.
  await signIn(page, HEAD_OFFICE, `/marcom/guest-relations?venueId=${VENUE}`);
  const caption = 'Forespørgsler';
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr').first()).toBeVisible();
  const count = Number((await page.getByText(/^\d+ åbne forespørgsler$/).textContent())!.split(' ')[0]);
  const shown = await tableTexts(page, caption);

  const { sheet, fileName } = await exportAndRead(page);
  // The file is dated today where the browser is, which runs in the journey's own zone.
  expect(fileName).toBe(`booking-requests-${dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, await portalNow(page))}.xlsx`);
  expect(sheet.name).toBe(caption);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Hvornår', 'Gæst', 'Telefon', 'E-mail', 'Tags', 'Gæster', 'Sektion', 'Besked', 'Sagsbehandler']);
  const rows = sheetTexts(sheet, 9);
  // Every request, not only the page shown; the page's rows first, each guest at the time the queue shows.
  expect(rows).toHaveLength(count);
  expect(rows.slice(0, shown.length).map((r) => r[1])).toEqual(shown.map((r) => r[1].split('\n')[0]));
  const whens = [] as string[];
  sheet.eachRow((row, n) => n > 1 && whens.push(shownAt(row.getCell(1).value as Date)));
  expect(whens.slice(0, shown.length)).toEqual(shown.map((r) => r[0]));
  expect(rows.map((r) => r[5]).every((guests) => Number(guests) > 0)).toBe(true);
});

test("a venue manager exports the night's guest list with its search applied, states in Danish", async ({ page }) => {
  const name = `Eksport Gæst ${Date.now() % 100000}`;
  await signIn(page, VENUE_MANAGER, `/marcom/marcom/guest-list?venueId=${VENUE}`);
  const add = page.getByRole('region', { name: 'Tilføj til gæstelisten' });
  await add.getByLabel('Fulde navn').fill(name);
  await add.getByLabel('Gæster').fill('3');
  await add.getByLabel('Bemærkning').fill('Fødselsdag');
  await add.getByRole('button', { name: 'Tilføj gæst' }).click();
  await expect(page.getByTestId(`guest-${name}`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Søg navn' }).fill(name);
  await expect(page.getByTestId(/^guest-/)).toHaveCount(1);

  const { sheet, fileName } = await exportAndRead(page);
  const night = fileName.match(/^guest-list-(\d{4}-\d{2}-\d{2})\.xlsx$/)?.[1];
  // Tonight is today at the venue, or yesterday before the venue's day starts.
  const today = dayIn(venueZone(VENUE), await portalNow(page));
  expect([today, addDays(today, -1)]).toContain(night);
  expect(sheet.name).toBe(`Gæsteliste ${night!.slice(8)}-${night!.slice(5, 7)}-${night!.slice(0, 4)}`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Navn', 'Telefon', 'E-mail', 'Gæster', 'Ankommet indtil nu', 'Forespørgsel', 'Ankomst', 'Bemærkning', 'Årsag']);
  expect(sheetTexts(sheet, 9)).toEqual([[name, '', '', '3', '0', 'Godkendt', 'Ikke ankommet', 'Fødselsdag', '']]);
});

test('a venue manager exports the drive folder shown, in Danish, as its table lists it', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, `/vp/venuedrive?venueId=${VENUE}&dir=/Menus`);
  const caption = 'Navn';
  await expect(page.getByRole('button', { name: 'Åbn Archive' })).toBeVisible();
  const shown = await tableTexts(page, caption);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`venue-drive-${dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, await portalNow(page))}.xlsx`);
  expect(sheet.name).toBe('Drev - Menus');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Navn', 'Type', 'Størrelse', 'Uploadet', 'Uploadet af', 'Hvem ser den']);
  const rows = sheetTexts(sheet, 6);
  // Folders first, then files, each as its row of the table reads.
  expect(rows.map((r) => r[0])).toEqual(shown.map((r) => r[0]));
  expect(rows[0]).toEqual(['Archive', 'Mappe', shown[0][1], '', '', '']);
  const file = rows.findIndex((r) => r[0] === 'Cocktail menu.txt');
  expect(rows[file].slice(1, 3)).toEqual(['Fil', shown[file][1]]);
  const uploaded = sheet.getRow(file + 2).getCell(4).value as Date;
  // The table says "<when> af <who>" in the venue's time; the file holds both in their own columns.
  expect(shown[file][2]).toBe(`${shownAt(uploaded)} af ${rows[file][4]}`);
  expect(rows[file][5]).toBe('Dette sted');
});
