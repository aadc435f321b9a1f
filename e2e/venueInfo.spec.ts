import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn, VENUE_MANAGER } from './support/signIn';

const INFO = '/vp/info?venueId=venue-dk-norrebro';

test('two people edit one venue address: the later save is told of the earlier one, reloads and keeps what was typed', async ({ page, personPage }) => {
  // Two people sign in one after the other.
  test.slow();
  await signIn(page, VENUE_MANAGER, INFO);
  const address = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Address', exact: true }) });
  await page.getByRole('button', { name: 'Edit address' }).click();
  await address.getByLabel(/City/).fill('Valby');

  // Meanwhile head office changes the street of the same address and saves.
  const hq = await personPage();
  await signIn(hq, HEAD_OFFICE, INFO);
  await hq.getByRole('button', { name: 'Edit address' }).click();
  const hqAddress = hq.locator('.MuiCard-root', { has: hq.getByRole('heading', { name: 'Address', exact: true }) });
  await hqAddress.getByLabel(/Street/).fill('Enghavevej 2');
  await hqAddress.getByRole('button', { name: 'Save' }).click();
  await expect(hqAddress.getByText('Enghavevej 2')).toBeVisible();

  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Someone else saved this section while you were editing it/)).toBeVisible();
  await expect(address.getByLabel(/City/)).toHaveValue('Valby');
  await address.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(/Your changes are still in the form/)).toBeVisible();
  await expect(address.getByLabel(/City/)).toHaveValue('Valby');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(address.getByText('Valby')).toBeVisible();

  // What the card shows is what was stored: reading the section again shows it too.
  await address.getByRole('button', { name: 'Refresh' }).click();
  await expect(address.getByText('Valby')).toBeVisible();
});
