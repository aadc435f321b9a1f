import { expect, test } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

/** The critical question of Nørrebro's fire protection checks, as the English screen and the Danish task name it. */
const QUESTION = 'All emergency exits free, unlocked and lit';
const TASK_TITLE = 'Alle nødudgange frie, ulåste og oplyste';

test('a failed critical question of a fire protection check becomes a venue task, linked from the session', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/lists?venueId=venue-dk-norrebro');

  // The demo's fire protection check at Nørrebro in which the exits were found blocked, among the latest sessions.
  const visits = page.getByRole('table', { name: 'Venue visits' });
  const failed = visits
    .getByRole('row')
    .filter({ hasText: 'Fire protection measures' })
    .filter({ has: page.getByRole('img', { name: 'A critical question was answered no' }) });
  await expect(failed.first()).toBeVisible();
  await failed.first().getByRole('link', { name: /^Open Fire protection measures of / }).click();
  await expect(page).toHaveURL(/\/vp\/lists\/submissions\/FireProtectionMeasures\//);

  const question = page.getByRole('listitem').filter({ hasText: QUESTION });
  await question.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('The task is in venue tasks for today')).toBeVisible();
  await expect(question.getByRole('button', { name: 'Create task' })).toBeHidden();
  await question.getByRole('link', { name: 'Task created · Open in venue tasks' }).click();

  await expect(page).toHaveURL(/\/vp\/tasks/);
  await expect(page.getByRole('checkbox', { name: `Done: ${TASK_TITLE}` })).toBeVisible();
});
