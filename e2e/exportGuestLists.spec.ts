import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';
import { expectListSheet, headers, readDownload } from './support/xlsx';

test.use({ locale: 'da-DK' });

test('head office exports the possible duplicates of Denmark in Danish: every pair the search found, best score first', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, HEAD_OFFICE, '/crm/guests/duplicates?countryId=dk');
  await expect(page.getByRole('heading', { name: 'Mulige dubletter i Danmark' })).toBeVisible();
  // A fresh demo has not searched yet: search now and wait for the pairs.
  await page.getByRole('button', { name: 'Søg nu' }).click();
  const done = page.getByText(/^Seneste søgning .+: \d+ par på [\d,.]+ s\.$/);
  await expect(done).toBeVisible({ timeout: 90_000 });
  const pairs = page.getByRole('table', { name: 'Mulige dubletter af gæsteprofiler' });
  await expect(pairs.getByRole('row').nth(1)).toBeVisible();
  const range = (await page.getByText(/^\d+-\d+ af \d+$/).textContent())!;
  const total = Number(range.split(' af ')[1]);
  const firstScore = (await pairs.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();

  // The card's title row with its filter and Export stays within a phone's width.
  await page.setViewportSize({ width: 390, height: 900 });
  const { scrollWidth, clientWidth } = await page.locator('main').evaluate((main) => ({ scrollWidth: main.scrollWidth, clientWidth: main.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The pairs' own Export (the recent merges have one too), after saying why the guests leave the portal.
  await page.getByRole('region', { name: 'Par' }).getByRole('button', { name: 'Eksportér' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksportér de mulige dubletter i Danmark' });
  await dialog.getByRole('textbox', { name: 'Begrundelse for eksporten' }).fill('Oprydning i dubletter med den databeskyttelsesansvarlige');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Eksportér' }).click();
  const { sheet, fileName } = await readDownload(await downloading);
  expect(fileName).toMatch(/^guest-duplicates-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(sheet.name).toBe('Par');
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Score', 'Gæst', 'E-mail', 'Telefon', 'Fødselsdato', 'Anden gæst', 'Den anden gæsts e-mail', 'Den anden gæsts telefon', 'Den anden gæsts fødselsdato', 'Hvorfor']);
  const scores: number[] = [];
  sheet.eachRow((row, n) => n > 1 && scores.push(row.getCell(1).value as number));
  expect(scores).toHaveLength(total);
  expect(String(scores[0])).toBe(firstScore);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  expect(String(sheet.getRow(2).getCell(10).value)).toMatch(/samme e-mail/);
});
