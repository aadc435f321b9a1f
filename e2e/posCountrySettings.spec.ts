import { expect, test, type Page } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

const checkedDefault = async (page: Page) => {
  const radios = page.getByRole('radio');
  const names: string[] = [];
  for (let i = 0; i < (await radios.count()); i++) if (await radios.nth(i).isChecked()) names.push((await radios.nth(i).getAttribute('aria-label')) ?? '');
  return names;
};

test('head office changes the default price group and cannot delete the last one', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/procurement/poc/configuration?countryId=no');
  await page.getByRole('tab', { name: 'Price groups' }).click();
  await expect(page.getByRole('radio', { name: 'Make Normal the default' })).toBeChecked();

  await page.getByRole('radio', { name: 'Make Happy hour the default' }).check();
  expect(await checkedDefault(page)).toEqual(['Make Happy hour the default']);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Country settings saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Price groups' }).click();
  await expect(page.getByRole('radio', { name: 'Make Happy hour the default' })).toBeChecked();
  expect(await checkedDefault(page)).toEqual(['Make Happy hour the default']);

  for (const name of ['Normal', 'Staff', 'VIP']) await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: 'Remove Happy hour' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There must be at least one price group at all times!' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name: Happy hour' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Country settings saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Price groups' }).click();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Make Happy hour the default' })).toBeChecked();
});
