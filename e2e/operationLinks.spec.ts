import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('create, edit and delete an operation link, each surviving a reload', async ({ page }) => {
  const title = `Allergen guide ${Date.now()}`;
  await signIn(page, HEAD_OFFICE, '/life/operationlinks?countryId=dk');
  await page.getByRole('link', { name: 'Create' }).click();
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Link' }).fill('https://allergens.example.com/guide');
  await form.getByRole('textbox', { name: 'Description' }).fill('What every dish contains');
  // A new link belongs to the country chosen in the selector.
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveText('Denmark');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  await page.getByRole('cell', { name: title }).click();
  await page.getByRole('main').getByRole('textbox', { name: 'Title' }).fill(`${title} (2027)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `${title} (2027)` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: `${title} (2027)` })).toBeVisible();

  await page.getByRole('cell', { name: `${title} (2027)` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: `${title} (2027)` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Vagtplan i Planday' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${title} (2027)` })).toHaveCount(0);
});

test('a venue reads the links of its own country', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/vp/operationLinks?venueId=venue-no-grunerlokka');
  await expect(page.getByRole('cell', { name: 'Turnusplan i Planday' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Vagtplan i Planday' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
});
