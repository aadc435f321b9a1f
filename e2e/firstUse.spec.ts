import { expect, test, type Page } from './support/test';
import { HEAD_OFFICE, REGIONAL_MANAGER_OSLO, signIn } from './support/signIn';

/** What must never happen while a person uses the portal: an uncaught error, or a call the portal makes refused. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && [403, 404].includes(response.status())) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

async function chooseService(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Services' }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
}

test('head office writes a legal document, publishes a new revision of it and keeps the data controller', async ({ page }) => {
  const failures = watchFailures(page);
  await signIn(page, HEAD_OFFICE, '/crm/legaldocuments');
  const name = `House rules ${Date.now()}`;

  await page.getByRole('button', { name: 'New document' }).click();
  const create = page.getByRole('dialog', { name: 'New legal document' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await expect(create.getByRole('combobox', { name: /Country/ })).toHaveText('Denmark');
  await create.getByRole('combobox', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Danish' }).click();
  await create.locator('.ProseMirror').fill('Guests must be 18 or older.');
  await create.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/crm\/legaldocument\/[^/]+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Current revision 1')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit legal document' });
  await expect(edit.getByRole('combobox', { name: /Language/ })).toHaveText('Danish');
  await edit.locator('.ProseMirror').fill('Guests must be 20 or older on Fridays and Saturdays.');
  await edit.getByRole('textbox', { name: 'What changed' }).fill('Age limit at weekends');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document saved')).toBeVisible();
  await expect(page.getByText('Current revision 2')).toBeVisible();
  await expect(page.getByText('Guests must be 20 or older on Fridays and Saturdays.')).toBeVisible();
  await page.getByRole('link', { name: /Revision 1/ }).click();
  await expect(page).toHaveURL(/\/crm\/legaldocument\/[^/]+\/1$/);
  await expect(page.getByText('Guests must be 18 or older.')).toBeVisible();

  await page.goto('/crm/legaldocuments?tab=controller');
  const country = page.getByRole('combobox', { name: /Country/ });
  await expect(country).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+45 70 20 30 40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data controller saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+45 70 20 30 40');

  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('choosing Reports opens its first report, not the report list', async ({ page, powerBiStandIn }) => {
  await powerBiStandIn();
  await signIn(page, HEAD_OFFICE);
  await chooseService(page, 'Reports');
  // The first item of the Reports sidebar as head office sees it: the first active cockpit report of Core Reporting.
  await expect(page).toHaveURL(/\/cp\/report\/[^/?]+$/);
  await expect(page.getByRole('navigation', { name: 'Pages of the service' }).getByRole('link', { name: 'Sales overview' })).toHaveAttribute('aria-current', 'page');
});

test('a regional manager in Oslo opens LIFE on Norway, with Norway the only country offered and no refused call', async ({ page }) => {
  const failures = watchFailures(page);
  await signIn(page, REGIONAL_MANAGER_OSLO);
  await chooseService(page, 'LIFE');
  await expect(page).toHaveURL(/\/life\/lists\?countryId=no/);
  await expect(page.getByRole('table').or(page.getByText(/No lists|Ingen lister/)).first()).toBeVisible();
  await page.getByRole('combobox', { name: /Country|Land/ }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([/Norway|Norge/]);
  await page.keyboard.press('Escape');
  expect(failures).toEqual([]);
});
