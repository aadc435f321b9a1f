import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';
import { columnValues, readDownload } from './support/xlsx';

const GUEST_RELATIONS = 'Oliver Smith';

test('guest relations find a guest, add and remove a consent, and anonymise the guest', async ({ page }) => {
  await signIn(page, GUEST_RELATIONS, '/crm/guests?countryId=uk');

  // Find the guest by the beginning of the name.
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('charlotte pem');
  await expect(page.getByRole('status')).toHaveText('1 guest');
  await page.getByRole('link', { name: 'Charlotte Pemberton' }).click();
  await expect(page.getByRole('heading', { name: 'Charlotte Pemberton' })).toBeVisible();

  // Add a consent at the guest's home venue; it survives a reload.
  await page.getByRole('tab', { name: 'Consents' }).click();
  const letters = page.getByRole('checkbox', { name: 'Letters at Shoreditch Social' });
  await expect(letters).not.toBeChecked();
  // The box ticks once the server has the change (the query library reports the save a moment after the click).
  await letters.click();
  await expect(page.getByText('Consent Letters added at Shoreditch Social')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Letters at Shoreditch Social' })).toBeChecked();

  // Remove it again.
  await page.getByRole('checkbox', { name: 'Letters at Shoreditch Social' }).click();
  await expect(page.getByText('Consent Letters removed at Shoreditch Social')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Letters at Shoreditch Social' })).not.toBeChecked();

  // Both changes are in the guest's log with who made them.
  await page.getByRole('tab', { name: 'Change log' }).click();
  const log = page.getByRole('table', { name: 'Change log of the guest' });
  await expect(log.getByRole('row', { name: /Oliver Smith Consent Letters withdrawn at Shoreditch Social/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /Oliver Smith Consent Letters given at Shoreditch Social/ })).toBeVisible();

  // Anonymise: the personal data is gone, the log keeps who did it.
  await page.getByRole('button', { name: 'Anonymise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonymise this guest?' });
  await dialog.getByRole('button', { name: 'Anonymise for good' }).click();
  await expect(page.getByRole('heading', { name: 'Anonymised guest' })).toBeVisible();
  await expect(page.getByText(/by Oliver Smith\. The personal data is gone for good/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
  await page.getByRole('tab', { name: 'Change log' }).click();
  await expect(page.getByRole('table', { name: 'Change log of the guest' }).getByRole('row', { name: /Oliver Smith Personal data anonymised/ })).toBeVisible();

  // The guest can no longer be found by name.
  await page.getByRole('link', { name: 'Back to the guest search' }).click();
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('charlotte pem');
  await expect(page.getByText('No guest matches your search.')).toBeVisible();
});

test('head office anonymises every guest of a venue after typing its name', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/crm/guests?countryId=uk&mode=venue&venue=venue-uk-manchester');
  await expect(page.getByRole('table', { name: 'Guests in United Kingdom' })).toBeVisible();
  await page.getByRole('button', { name: 'Anonymise all guests of this venue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Anonymise all guests of Northern Quarter Taproom?' });
  await expect(dialog.getByText(/^\d+ guests whose home venue is Northern Quarter Taproom will be anonymised\.$/)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /^Anonymise \d+ guests$/ });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Venue name' }).fill('Northern Quarter Taproom');
  await confirm.click();
  await expect(page.getByText(/^\d+ guests of Northern Quarter Taproom anonymised$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The venue's guests are listed as anonymised, and none is left to anonymise.
  await expect(page.getByRole('table', { name: 'Guests in United Kingdom' }).getByText('Anonymised guest').first()).toBeVisible();
  await page.getByRole('button', { name: 'Anonymise all guests of this venue' }).click();
  await expect(page.getByRole('dialog').getByText('No guest of Northern Quarter Taproom is left to anonymise.')).toBeVisible();
});

test('head office exports the guests a search finds after saying why, and each one’s access log shows the export', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/crm/guests?countryId=uk');
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('smith');
  await expect(page.getByRole('status')).toHaveText(/^\d+ guests?$/);
  const table = page.getByRole('table', { name: 'Guests in United Kingdom' });
  const shown = await table.getByRole('link').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the guests of United Kingdom' });
  const confirm = dialog.getByRole('button', { name: 'Export' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason for the export' }).fill('Invitations to the Christmas party');
  const downloading = page.waitForEvent('download');
  await confirm.click();
  const { sheet } = await readDownload(await downloading);
  expect(columnValues(sheet, 1).slice(0, shown.length)).toEqual(shown);

  await table.getByRole('link', { name: shown[0] }).click();
  await page.getByRole('tab', { name: 'Access log' }).click();
  const exported = page.getByRole('table', { name: 'Who opened, exported or anonymised this profile' }).getByRole('row').filter({ hasText: 'Exported the data' });
  await expect(exported.filter({ hasText: 'Invitations to the Christmas party' }).filter({ hasText: 'Anna Holm' })).toHaveCount(1);
});
