import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

test.use({ bypassCSP: true });

/**
 * Head office registers a guest's erasure request from the profile, received on a fixed day long past: it is due a
 * month later, so it is overdue, which the register says in words and colour; the overdue filter finds it, and
 * starting work on it keeps it overdue until it is done.
 */
test('head office registers a data-subject request from a profile and see it overdue in the register', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/crm/guests?countryId=dk');
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('karoline b');
  await page.getByRole('link', { name: 'Karoline Bech-Winther' }).first().click();
  await expect(page.getByRole('heading', { name: 'Karoline Bech-Winther' })).toBeVisible();
  await page.getByRole('link', { name: 'Register a data-subject request' }).click();

  const form = page.getByRole('dialog', { name: 'Register a data-subject request' });
  await expect(form.getByRole('textbox', { name: 'Guest' })).toHaveValue('Karoline Bech-Winther');
  await form.getByRole('combobox', { name: 'Request' }).click();
  await page.getByRole('option', { name: 'Erasure' }).click();
  await form.getByLabel('Received').fill('31-01-2026');
  await expect(form.getByText('Due 28-02-2026 (one month after it was received).')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request registered, due 28-02-2026')).toBeVisible();

  const register = page.getByRole('list', { name: 'Data-subject requests' });
  const item = register.getByRole('listitem').filter({ hasText: 'Karoline Bech-Winther' }).filter({ hasText: 'Due 28-02-2026' });
  await expect(item).toContainText('Erasure');
  await expect(item).toContainText('Open');
  await expect(item).toContainText('Overdue');
  expect(await seriousViolations(page)).toEqual([]);

  // The overdue filter keeps it; working on it keeps it overdue, finishing it does not.
  await page.getByRole('switch', { name: 'Overdue only' }).check();
  await expect(item).toContainText('Overdue');
  await item.getByRole('button', { name: 'Edit the request of Karoline Bech-Winther' }).click();
  const edit = page.getByRole('dialog', { name: 'Data-subject request of Karoline Bech-Winther' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request saved')).toBeVisible();
  await expect(item).toContainText('In progress');
  await expect(item).toContainText('Overdue');
  await item.getByRole('button', { name: 'Edit the request of Karoline Bech-Winther' }).click();
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('switch', { name: 'Overdue only' }).uncheck();
  await expect(item).toContainText('Done');
  await expect(item).not.toContainText('Overdue');
});
