import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('a LIFE administrator starts a new version of a list, edits it, adds a question and publishes it', async ({ page }) => {
  // Thirty steps through a list of 16 questions: about 25 s alone, and past the usual 90 s on a CI machine whose two
  // cores also run the other worker's portal and browser (2026-11-28, finished its last step at the limit).
  test.slow();
  await signIn(page, HEAD_OFFICE, '/life/lists?countryId=dk');
  const row = page.getByRole('row', { name: /Bars and nightclubs \(thorough\)/ });
  await expect(row.getByRole('link', { name: /Version 2, published/ })).toBeVisible();
  await row.getByRole('button', { name: 'New version' }).click();

  await expect(page).toHaveURL(/\/life\/lists\/[0-9a-f-]+/);
  await expect(page.getByRole('combobox', { name: 'Versions' })).toContainText('Version 3 · Draft');
  const first = page.getByRole('region', { name: 'Question 1', exact: true });
  await first.getByRole('textbox', { name: 'Question' }).fill('How were guests greeted at the door tonight?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The list was saved')).toBeVisible();

  const questions = page.getByTestId('question-card');
  // A long list's questions are drawn a few at a time after the first ones; count them once all are there.
  await expect(page.getByRole('progressbar', { name: 'Showing the remaining questions…' })).toHaveCount(0);
  const count = (await questions.count()) + 1;
  await page.getByRole('button', { name: 'New question' }).click();
  await page.getByRole('menuitem', { name: 'Yes / no (critical)' }).click();
  await expect(questions).toHaveCount(count);
  const added = page.getByRole('region', { name: `Question ${count}`, exact: true });
  await expect(added.getByRole('combobox', { name: 'Kind' })).toHaveText('Yes / no (critical)');
  await added.getByRole('textbox', { name: 'Question' }).fill('Is the door staff licensed?');
  await added.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Safety' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('the version published before is archived');
  await confirm.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByText('This version is published and can no longer change')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Versions' })).toContainText('Version 3 · Published');
  await expect(page.getByRole('table', { name: 'Questions' })).toContainText('Is the door staff licensed?');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Questions' })).toContainText('How were guests greeted at the door tonight?');

  await page.getByRole('link', { name: 'All lists' }).click();
  const published = page.getByRole('row', { name: /Bars and nightclubs \(thorough\)/ });
  await expect(published.getByRole('link', { name: /Version 3, published/ })).toBeVisible();
  await expect(published.getByRole('button', { name: 'New version' })).toBeVisible();
});
