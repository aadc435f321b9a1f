import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('marking all notifications read clears the count, also after a reload', async ({ page }) => {
  await signIn(page, HEAD_OFFICE);
  const bell = page.getByRole('button', { name: /Notifications: \d+ unread/ });
  await expect(bell).toHaveAccessibleName(/Notifications: 3 unread/);
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('New task assigned')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Notifications: 0 unread/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Notifications: 0 unread/ })).toBeVisible();
});
