import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from './support/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { HEAD_OFFICE, signIn } from './support/signIn';

async function pdfWords(download: Download): Promise<string> {
  const standardFontDataUrl = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await download.path())!)), standardFontDataUrl }).promise;
  const words: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) words.push(...(await (await pdf.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')));
  return words.join(' ');
}

async function openGuest(page: Page, user: string, country: string, query: string, name: string) {
  await signIn(page, user, `/crm/guests?countryId=${country}`);
  await page.getByRole('searchbox', { name: 'Search guests' }).fill(query);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('head office exports a guest as JSON and PDF, reads the PDF back and sees the export in the access log', async ({ page }) => {
  await openGuest(page, HEAD_OFFICE, 'dk', 'karoline b', 'Karoline Bech-Winther');

  await page.getByRole('button', { name: 'Export data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the data of Karoline Bech-Winther' });
  await dialog.getByRole('textbox', { name: /Reason for the export/ }).fill('Access request received by email');
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await dialog.getByRole('button', { name: 'Export JSON and PDF' }).click();
  await expect(page.getByText("The guest's data was exported")).toBeVisible();
  await expect.poll(() => downloads.length).toBe(2);

  const json = downloads.find((d) => d.suggestedFilename().endsWith('.json'))!;
  const pdf = downloads.find((d) => d.suggestedFilename().endsWith('.pdf'))!;
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { reason: string; sections: Record<string, Record<string, unknown>[]> };
  expect(data.reason).toBe('Access request received by email');
  expect(data.sections.profile[0]).toMatchObject({ firstName: 'Karoline', lastName: 'Bech-Winther' });
  expect(data.sections.notes.length).toBeGreaterThan(0);
  const words = await pdfWords(pdf);
  expect(words).toContain('Personal data held about Karoline Bech-Winther');
  expect(words).toContain('Reason: Access request received by email');

  await page.getByRole('tab', { name: 'Access log' }).click();
  const log = page.getByRole('table', { name: 'Who opened, exported or anonymised this profile' });
  await expect(log.getByRole('row', { name: /Anna Holm Exported the data Access request received by email/ }).first()).toBeVisible();
  await expect(log.getByRole('row', { name: /Anna Holm Opened the profile/ }).first()).toBeVisible();
});

test('guest relations may export a guest of their venues but not read the access log', async ({ page }) => {
  await signIn(page, 'Oliver Smith', '/crm/guests?countryId=uk');
  await page.getByRole('table', { name: 'Guests in United Kingdom' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Export data' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Global log' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Access log' })).toHaveCount(0);
});
