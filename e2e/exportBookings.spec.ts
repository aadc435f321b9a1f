import { expect, test } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';
import { columnValues, expectListSheet, exportAndRead, headers, tableTexts } from './support/xlsx';

test.use({ locale: 'da-DK' });

// The browser's clock starts at a moment fixed here and runs on from it, so the night and the file's date are these.
const NOW = new Date();
const tonight = `${NOW.getFullYear()}-${String(NOW.getMonth() + 1).padStart(2, '0')}-${String(NOW.getDate()).padStart(2, '0')}`;

test("a venue manager exports the night's bookings the list shows, cancelled included, with the venue's times", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  // Nørrebro Social is a bar: the demo has bookings there every night.
  await signIn(page, VENUE_MANAGER, `/marcom/marcom?venueId=venue-dk-norrebro&night=${tonight}`);
  const caption = 'Bookinger';
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Vis aflyste og afviste' }).or(page.getByRole('checkbox', { name: 'Vis aflyste og afviste' })).check();
  const shown = await tableTexts(page, caption);
  expect(shown.length).toBeGreaterThan(0);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`bookings-${tonight}.xlsx`);
  expect(sheet.name).toBe(caption);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Tid', 'Gæster', 'Ankommet', 'Gæst', 'Telefon', 'Bord', 'Sektion', 'Status', 'Tags', 'Personale']);
  // The rows in the list's order: each guest's name and the arrival in the venue's time as the list shows it.
  expect(columnValues(sheet, 4)).toEqual(shown.map((r) => r[3].split('\n')[0]));
  const arrivals = columnValues(sheet, 1) as Date[];
  expect(arrivals.map((d) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`)).toEqual(shown.map((r) => r[1].slice(0, 5)));
  expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
  // A state is its Danish label, never a number.
  expect((columnValues(sheet, 8) as string[]).every((s) => /^[A-ZÆØÅa-zæøå]/.test(s))).toBe(true);
});
