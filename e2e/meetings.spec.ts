import { expect, test } from '@playwright/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

const quarter = () => {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Copenhagen' }));
  return `Q${Math.floor(now.getMonth() / 3) + 1} ${now.getFullYear()}`;
};

test('a venue manager creates this quarter\'s meeting, starts it with a facilitator and attendees, and ends it', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/meetings?venueId=venue-dk-norrebro');
  await expect(page.getByRole('table', { name: 'Meeting' })).toBeVisible();

  // Create: the meeting of the current period.
  await page.getByRole('button', { name: 'New meeting' }).click();
  const create = page.getByRole('dialog', { name: 'New meeting' });
  await create.getByRole('combobox', { name: 'Meeting' }).click();
  await page.getByRole('option', { name: /^Quarterly business review/ }).click();
  await expect(create.getByText(`The meeting is created for the current period: ${quarter()}.`)).toBeVisible();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/vp\/meetings\/[\w-]+\?venueId=venue-dk-norrebro/);
  await expect(page.getByRole('heading', { name: 'Quarterly business review' })).toBeVisible();
  await expect(page.getByText(`${quarter()} · Quarterly`)).toBeVisible();
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();

  // Start: facilitator, attendees and when.
  await page.getByRole('button', { name: 'Start meeting' }).click();
  const start = page.getByRole('dialog', { name: 'Start "Quarterly business review"' });
  await start.getByRole('combobox', { name: 'Facilitator' }).fill('Lars Nielsen');
  const attendees = start.getByRole('combobox', { name: 'Attendees' });
  await attendees.fill('Sofie Larsen');
  await attendees.press('Enter');
  await attendees.fill('Mads Kjær');
  await start.getByRole('button', { name: 'Start meeting' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText('Sofie Larsen', { exact: true })).toBeVisible();
  await expect(page.getByText('Mads Kjær', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Notes' }).fill('Q4 numbers on budget; terrace investment approved.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();

  // End.
  await page.getByRole('button', { name: 'End meeting' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End meeting' }).click();
  await expect(page.locator('.MuiChip-label', { hasText: /^Ended$/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start meeting' })).toHaveCount(0);

  // The list shows the period as ended, and a second meeting for the same period is refused.
  await page.getByRole('button', { name: 'All meetings' }).click();
  const row = page.getByRole('row', { name: `Quarterly business review ${quarter()}` });
  await expect(row.getByText('Ended')).toBeVisible();
  await expect(row.getByText('Lars Nielsen')).toBeVisible();
  await page.getByRole('button', { name: 'New meeting' }).click();
  const again = page.getByRole('dialog', { name: 'New meeting' });
  await again.getByRole('combobox', { name: 'Meeting' }).click();
  await page.getByRole('option', { name: /^Quarterly business review/ }).click();
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(again.getByText(/Unable to create new meeting: .*already has a meeting for this period/)).toBeVisible();
});
