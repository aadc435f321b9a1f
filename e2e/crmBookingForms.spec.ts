import { expect, test } from './support/test';
import { signIn } from './support/signIn';

test('guest relations build a booking form with a dropdown field', async ({ page }) => {
  const name = `Terrace booking ${Date.now()}`;
  await signIn(page, 'Oliver Smith', '/crm/booking-forms');
  await page.getByRole('button', { name: 'New booking form' }).click();
  const create = page.getByRole('dialog', { name: 'New booking form' });
  await create.getByLabel('Form name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Form name')).toHaveValue(name);
  await expect(page.getByText('The form has no fields yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add field' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a field' });
  await dialog.getByLabel('Field type').click();
  await page.getByRole('option', { name: 'Guest name' }).click();
  await dialog.getByLabel('Required').check();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add field' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a field' });
  await dialog.getByLabel('Field type').click();
  await page.getByRole('option', { name: 'Dropdown dynamic' }).click();
  await dialog.getByLabel('Label').fill('Seating');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(dialog.getByText('a dropdown needs at least one option')).toBeVisible();
  await dialog.getByLabel('Options').fill('Inside\nTerrace\nBar stools');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(dialog).toBeHidden();

  const fields = page.getByRole('list', { name: 'Fields' });
  const dropdown = fields.getByRole('listitem', { name: 'Dropdown dynamic: Seating' });
  await expect(fields.getByRole('listitem', { name: 'Guest name' })).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Terrace' })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('list', { name: 'Fields' }).getByRole('listitem', { name: 'Dropdown dynamic: Seating' });
  for (const option of ['Inside', 'Terrace', 'Bar stools']) await expect(reloaded.getByRole('button', { name: option })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a field of an unknown technical type shows as such', async ({ page }) => {
  await signIn(page, 'Oliver Smith', '/crm/booking-forms');
  await page.getByRole('link', { name: 'Legacy voucher form' }).click();
  await expect(page.getByRole('listitem', { name: 'Unknown field technical type: Voucher code' })).toBeVisible();
});
