import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('a LIFE administrator creates, changes and deletes a list rule; the server checks the placeholders', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/life/list-rules?countryId=dk');
  await expect(page.getByRole('row')).toHaveCount(5);
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('combobox', { name: 'Fires on' }).click();
  await page.getByRole('option', { name: 'Low score' }).click();
  await page.getByRole('combobox', { name: 'List type' }).click();
  await page.getByRole('option', { name: 'Competitor visit' }).click();
  await page.getByRole('spinbutton', { name: 'Score below' }).fill('3.5');
  await page.getByRole('combobox', { name: 'Notify these roles at the venue' }).click();
  await page.getByRole('option', { name: 'Regional Manager' }).click();
  await page.keyboard.press('Escape');
  const message = page.getByRole('textbox', { name: /^Message/ });
  await message.fill('{{venueName}} scored {{score}} but {{meetingTitle}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/meetingTitle\}\} is not a placeholder of this rule/)).toBeVisible();

  await message.fill('{{venueName}} scored {{score}} on {{listType}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/life\/list-rules(\?|$)/);
  await expect(page.getByRole('row')).toHaveCount(6);

  const row = page.getByRole('row', { name: /Competitor visit/ });
  await row.click();
  await expect(page).toHaveURL(/\/life\/list-rules\/[0-9a-f-]+/);
  await page.getByRole('spinbutton', { name: 'Score below' }).fill('3.2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Competitor visit/ })).toContainText('3.2');

  await page.getByRole('row', { name: /Competitor visit/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /Confirm|Delete/ }).click();
  await expect(page).toHaveURL(/\/life\/list-rules(\?|$)/);
  await expect(page.getByRole('row', { name: /Competitor visit/ })).toHaveCount(0);
});
