import { expect, test } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

test('a venue manager creates a purchase order, sends it and receives the goods', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/poc/purchase-orders?venueId=venue-dk-norrebro');
  await expect(page.getByRole('table', { name: 'Purchase orders' })).toBeVisible();
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New purchase order' });
  await dialog.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: 'Københavns Vinhandel Engros' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/vp\/poc\/purchase-orders\/[0-9a-f-]{36}/);
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^PO-DK-\d{4}-\d{4}$/);
  const orderNumber = await heading.innerText();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('combobox', { name: 'Stock product' }).fill('London dry');
  await page.getByRole('option', { name: /London dry gin 70 cl/ }).click();
  await page.getByRole('spinbutton', { name: 'Ordered: London dry gin 70 cl' }).fill('6');
  await page.getByRole('button', { name: 'Save lines' }).click();
  await expect(page.getByText('Unsaved changes to the lines.')).toBeHidden();

  await page.getByRole('button', { name: 'Send to vendor' }).click();
  await expect(page.getByRole('button', { name: 'Send to vendor' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const receive = page.getByRole('dialog', { name: `Receive goods for ${orderNumber}` });
  await expect(receive.getByRole('spinbutton', { name: 'Receiving now: London dry gin 70 cl' })).toHaveValue('6');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText('Fully Received', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Fully Received', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('button', { name: 'All orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('Fully Received');
});

test('a venue manager counts a storage: activates the count, counts and completes it', async ({ page }) => {
  const name = `Fridge count ${Date.now()}`;
  await signIn(page, VENUE_MANAGER, '/vp/poc/stock-counts?venueId=venue-dk-norrebro');
  await page.getByRole('button', { name: 'New count' }).click();
  const dialog = page.getByRole('dialog', { name: 'New stock count' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: /Storage/ }).click();
  await page.getByRole('option', { name: 'Bar fridges' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Activate count' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Counted: Vodka 70 cl' }).fill('3');
  await page.getByRole('button', { name: 'Save counts' }).click();
  await expect(page.getByText('Unsaved changes.')).toBeHidden();
  await page.getByRole('button', { name: 'Fill uncounted with expected' }).click();
  await page.getByRole('button', { name: 'Complete count' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete count' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Vodka 70 cl/ })).toContainText('3');
});
