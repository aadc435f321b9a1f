import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';
import { expect, test } from './support/test';

test.use({ bypassCSP: true });

/** A small workbook as guest relations keep one: two guests with consents at a venue, and one row with a typo in the email. */
async function workbook(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Guests');
  sheet.addRow(['First name', 'Last name', 'Email', 'Phone', 'Venue', 'PersonalData consent', 'Phone consent']);
  sheet.addRow(['Nina', `Hart ${tag}`, `nina.hart.${tag}@example.test`, null, 'Shoreditch Social', 'x', 'x']);
  sheet.addRow(['Tom', `Reed ${tag}`, `tom.reed.${tag}@example`, null, 'Shoreditch Social', 'x', '']);
  sheet.addRow(['Ada', `Lowe ${tag}`, `ada.lowe.${tag}@example.test`, null, 'Shoreditch Social', '', 'x']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Head office imports a small workbook into the United Kingdom: the preview shows the bad row with its error, the import
 * takes the other two, and a guest's profile shows the consent's evidence: given by import, by Anna Holm.
 */
test('head office imports guests from a workbook and finds the evidence of their consents', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await signIn(page, HEAD_OFFICE, '/crm/guests/import?countryId=uk');
  await expect(page.getByRole('heading', { name: 'Import guests into United Kingdom' })).toBeVisible();

  await page.getByLabel('Choose a workbook').setInputFiles({ name: 'guests.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook(tag) });
  await expect(page.getByText('3 rows: 2 ready (2 new guests, 0 known guests), 1 with errors.', { exact: false })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('table', { name: 'Rows of the workbook' });
  await expect(rows.getByRole('row', { name: /Tom/ })).toContainText(`Email: "tom.reed.${tag}@example" is not an email address.`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported: 2 new guests, 0 known guests, 3 consents given, 0 email consents waiting for confirmation, 1 rows with errors left out.')).toBeVisible({ timeout: 30_000 });
  // The bad row stays as it was read, to be corrected.
  await expect(rows.getByRole('row', { name: /Tom/ })).toContainText(`tom.reed.${tag}@example`);

  await rows.getByRole('row').nth(1).getByRole('link', { name: 'Open profile' }).click();
  await expect(page.getByRole('heading', { name: `Nina Hart ${tag}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Consents' }).click();
  const history = page.getByRole('list', { name: 'Consent history' });
  const personal = history.getByRole('listitem').filter({ hasText: 'at Shoreditch Social: given' }).first();
  await expect(personal).toContainText('import');
  await expect(personal).toContainText('by Anna Holm');
  await expect(history.getByRole('listitem')).toHaveCount(2);
});
