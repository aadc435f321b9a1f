import { expect, test } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';
import { addSection, addTable } from './support/venueSetup';

test('head office puts a venue on table booking with its first setup, adds a section and tables, and copies the setup', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/marcom/marcom/setup?venueId=venue-fi-tampere');
  await expect(page.getByText('Tampere Tavern is not on table booking yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up table booking' }).click();
  const create = page.getByRole('dialog', { name: 'Set up table booking for Tampere Tavern' });
  await expect(create.getByRole('combobox', { name: 'Time zone' })).toContainText('Helsinki');
  await create.getByLabel('Name of the first setup').fill('Standard');
  await create.getByRole('button', { name: 'Create venue' }).click();
  await expect(create).toBeHidden();

  await expect(page.getByRole('combobox', { name: 'Setup' })).toContainText('Standard');
  const terrace = await addSection(page, 'Terrace');
  await expect(terrace.getByText('No tables in this section.')).toBeVisible();

  for (const [name, seats] of [
    ['T1', 4],
    ['T2', 6],
  ] as const) {
    await addTable(page, terrace, 'Terrace', name, seats);
    await expect(terrace.getByTestId(`table-${name}`)).toContainText('Low table');
  }
  await expect(terrace.getByTestId('table-T2')).toContainText('6');

  await page.getByRole('button', { name: 'Copy setup' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Standard' });
  await copy.getByLabel('Name of the copy').fill('Summer');
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect(copy).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Setup' })).toContainText('Summer');
  const copied = page.getByRole('region', { name: 'Terrace' });
  await expect(copied.getByTestId('table-T1')).toBeVisible();
  await expect(copied.getByTestId('table-T2')).toBeVisible();

  await page.getByRole('tab', { name: 'Venue' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('Description coming soon');
  await expect(page.getByText('Country FI · currency EUR')).toBeVisible();

  // Its Table Booking shows the night in Finland's time while this browser keeps Copenhagen's, and says so.
  await page.goto('/marcom/marcom?venueId=venue-fi-tampere');
  await expect(page.getByText(/^Times are in Tampere Tavern’s time zone: Eastern European Time \(UTC\+0[23]:00\)\.$/)).toBeVisible();
});
