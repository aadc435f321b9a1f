import { expect, test } from './support/test';
import { SHIFT_MANAGER, signIn } from './support/signIn';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test("a shift manager writes the day's report, sets its business-intelligence image and sends it", async ({ page }) => {
  await signIn(page, SHIFT_MANAGER, '/vp/lists/eodReports?venueId=venue-dk-norrebro');
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New end-of-day report' });
  // A day well before the demo's reports, so that the journey runs at any hour (before 06:00 today is still yesterday).
  const day = new Date(Date.now() - 60 * 86400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Business day').fill(day.split('-').reverse().join('-'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vp\/lists\/eodReport\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { name: `End-of-day report ${day.split('-').reverse().join('-')}` })).toBeVisible();

  // The Danish rules need the revenue and a summary: sending without them names what is missing.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Unable to send eod report: Revenue: the rules of dk require the revenue/)).toBeVisible();

  await page.getByLabel('Revenue').fill('45678.5');
  await page.getByLabel('Guests').fill('212');
  await page.getByLabel('How the day went').fill('Busy Friday, smooth door, the new cocktail sold out.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report saved')).toBeVisible();

  await page.getByTestId('bi-file').setInputFiles({ name: 'bi.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image saved')).toBeVisible();
  await expect(page.getByRole('img', { name: /Business-intelligence image of/ })).toBeVisible();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('It can no longer be changed afterwards');
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Sent .* by Sofie Larsen/)).toBeVisible();
  await expect(page.getByText('This report was sent and can no longer change.')).toBeVisible();
  await expect(page.getByText('45.678,50 DKK')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('link', { name: 'All reports' }).click();
  await expect(page.getByRole('row', { name: new RegExp(day.split('-').reverse().join('-')) })).toContainText('Sent');
});
