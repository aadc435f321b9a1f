import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

test.use({ bypassCSP: true });

/**
 * The demo has, in each country, a guest who registered twice (the email in capitals, the phone without its calling
 * code, a note on the second profile only): head office searches Denmark, merges the pair, finds one history on the
 * kept profile, and undoes the merge.
 */
test('head office merges two profiles of one guest, sees one history, and undoes the merge', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, HEAD_OFFICE, '/crm/guests/duplicates?countryId=dk');
  await expect(page.getByRole('heading', { name: 'Possible duplicates in Denmark' })).toBeVisible();

  // The nightly search has not run in a fresh demo: search now and follow its progress to the end.
  await page.getByRole('button', { name: 'Search now' }).click();
  await expect(page.getByText(/^Last search .+: \d+ pairs in [\d.]+ s\.$/)).toBeVisible({ timeout: 90_000 });

  // Best score first: the guest who registered twice shares email, phone and name.
  const pairs = page.getByRole('table', { name: 'Possible duplicate guest profiles' });
  const first = pairs.getByRole('row').nth(1);
  await expect(first).toContainText('same email');
  await expect(first).toContainText('same phone');
  const compare = first.getByRole('button', { name: /^Compare / });
  const name = ((await compare.getAttribute('aria-label')) ?? '').replace(/^Compare and merge /, '');
  expect(name).not.toBe('');
  await compare.click();

  const dialog = page.getByRole('dialog', { name: 'Compare and merge' });
  await expect(dialog.getByRole('radiogroup', { name: 'Profile to keep' })).toBeVisible();
  // The email differs only in its capitals: keep the profile's own way of writing it, whichever side that is.
  const email = dialog.getByRole('radiogroup', { name: 'Value of Email' });
  await email.getByRole('radio', { name: /^[^A-Z]+@[^A-Z]+ \(profile [AB]\)$/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /^Merge into profile [AB]$/ }).click();
  await expect(page.getByText('Profiles merged. You can undo it below for 24 hours.')).toBeVisible();
  await expect(pairs.getByRole('button', { name: `Compare and merge ${name}` })).toHaveCount(0);

  // One history: the kept profile holds the note made on the other one, and its change log says what happened.
  const merges = page.getByRole('table', { name: 'Merges of the last seven days' });
  await merges.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('Prefers the corner booth by the window.')).toBeVisible();
  await page.getByRole('tab', { name: 'Change log' }).click();
  await expect(page.getByRole('table', { name: 'Change log of the guest' }).getByText(/was merged into this one/)).toBeVisible();

  // Undo within the day: both profiles are back, and the next search proposes the pair again.
  await page.goto('/crm/guests/duplicates?countryId=dk');
  await merges.getByRole('button', { name: `Undo the merge into ${name}` }).click();
  await expect(page.getByText('Merge undone: both profiles are back')).toBeVisible();
  await expect(merges.getByText(/^Undone /)).toBeVisible();
  await page.getByRole('button', { name: 'Search now' }).click();
  await expect(pairs.getByRole('button', { name: `Compare and merge ${name}` })).toBeVisible({ timeout: 90_000 });
});
