import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

test('head office sets up a POS venue with a storage, a location in it and a terminal there, each surviving a reload', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/procurement/poc/venues?countryId=dk');
  const venues = page.getByRole('table', { name: 'POS venues' });
  await expect(venues.getByRole('row', { name: /Nørrebro Social/ })).toContainText('Set up');
  await page.getByRole('button', { name: /Set up Aarhus Havnebar for the tills/ }).click();
  await expect(page).toHaveURL(/\/procurement\/poc\/venues\/venue-edit\/venue-dk-aarhus/);
  await expect(page.getByRole('heading', { name: 'Aarhus Havnebar' })).toBeVisible();
  await expect(page.getByText('No storages yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add storage' }).click();
  let dialog = page.getByRole('dialog', { name: 'New storage' });
  await dialog.getByLabel('Storage name').fill('Harbour cellar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Storages' })).toContainText('Harbour cellar');

  await page.getByRole('button', { name: 'Add location' }).click();
  dialog = page.getByRole('dialog', { name: 'New location' });
  await dialog.getByLabel('Name').fill('Pier bar');
  await expect(dialog.getByRole('combobox', { name: 'Storage' })).toHaveText('Harbour cellar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Locations' })).toContainText('Pier bar');

  await page.getByRole('button', { name: 'Add terminal' }).click();
  dialog = page.getByRole('dialog', { name: 'New terminal' });
  await dialog.getByLabel('Name').fill('Pier 1');
  await dialog.getByLabel('Must request tip').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Terminals' })).toContainText('Pier 1');
  await expect(page.getByRole('list', { name: 'Terminals' })).toContainText('Pier bar · Asks for a tip');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Storages' })).toContainText('Harbour cellar');
  await expect(page.getByRole('list', { name: 'Locations' })).toContainText('In storage: Harbour cellar');
  await expect(page.getByRole('list', { name: 'Terminals' })).toContainText('Pier 1');

  // A storage with a location inside cannot go; the server says why.
  await page.getByRole('button', { name: 'Delete Harbour cellar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/still has 1 location/)).toBeVisible();
  // A refused delete says why in the dialog, which stays open until it is closed.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'All POS venues' }).click();
  await expect(venues.getByRole('row', { name: /Aarhus Havnebar/ })).toContainText('Set up');
});
