import { expect, test } from './support/test';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';

test('a venue manager reads the country\'s vendors without create or edit, and picks only their own venues', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/procurement/poc/vendors?countryId=dk');
  await expect(page.getByText('Københavns Vinhandel Engros')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

  await page.goto('/procurement/poc/priceShiftWindows?countryId=dk');
  await page.getByRole('combobox', { name: 'Venue' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Nørrebro Social', 'Vesterbro Cocktail Club']);
});

test('head office creates vendors and approves a venue\'s stock product request', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/procurement/poc/vendors?countryId=dk');
  await expect(page.getByText('Københavns Vinhandel Engros')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();

  await page.goto('/procurement/stock-product-requests?countryId=dk');
  await page.getByRole('button', { name: 'Approve Mezcal espadín 70 cl' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve "Mezcal espadín 70 cl"' });
  await dialog.getByRole('combobox', { name: 'Product group' }).click();
  await page.getByRole('option', { name: /^Spirits/ }).click();
  await dialog.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveText('Københavns Vinhandel Engros');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Approved: Mezcal espadín 70 cl is in the catalogue and assigned to Nørrebro Social/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Mezcal espadín 70 cl' })).toHaveCount(0);
});
