import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('a duplicated email template and a duplicated automation are named "Copy of …", as a duplicated master campaign is', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/crm/email-templates');
  await page.getByRole('button', { name: 'Duplicate: Happy hour', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Copy of Happy hour', exact: true }).or(page.getByText('Copy of Happy hour', { exact: true })).first()).toBeVisible();

  await page.goto('/crm/automations');
  await page.getByRole('button', { name: 'Duplicate: Welcome new guests', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Copy of Welcome new guests', exact: true })).toBeVisible();
});
