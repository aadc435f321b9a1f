import { expect, test } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

test('a venue manager adds a task, checks it off and unchecks it, and each state survives a reload', async ({ page }) => {
  const title = `Restock the cellar ${Date.now()}`;
  await signIn(page, VENUE_MANAGER, '/vp/tasks?venueId=venue-dk-norrebro');
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const done = page.getByRole('checkbox', { name: `Done: ${title}` });
  await expect(done).not.toBeChecked();
  await done.check();
  await expect(done).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Done: ${title}` })).toBeChecked();

  await page.getByRole('checkbox', { name: `Done: ${title}` }).uncheck();
  await expect(page.getByRole('checkbox', { name: `Done: ${title}` })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Done: ${title}` })).not.toBeChecked();
});

test('the week can be changed and the URL keeps it', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/tasks?venueId=venue-dk-norrebro&year=2026&week=45');
  await expect(page.getByRole('heading', { name: 'Week 45, 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(page).toHaveURL(/week=46/);
  await expect(page).toHaveURL(/venueId=venue-dk-norrebro/);
  await expect(page.getByRole('heading', { name: 'Week 46, 2026' })).toBeVisible();
});
