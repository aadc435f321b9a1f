import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, SHIFT_MANAGER, signIn } from './support/signIn';

test('head office signs in through MSAL, lands on the first page and sees services and sidebar', async ({ page }) => {
  await signIn(page, HEAD_OFFICE);
  // The first item of the Venue sidebar: the venue cockpit.
  await expect(page).toHaveURL(/\/vp\/cockpit\?venueId=/);
  await expect(page).toHaveTitle('Cockpit · Venue Portal');
  await expect(page.getByRole('region', { name: 'Venue tasks this week' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Pages of the service' });
  await expect(sidebar.getByRole('link', { name: 'Venue tasks' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Operation links' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Cockpit' })).toHaveAttribute('aria-current', 'page');
  // A screen's tool in the navigation bar, handed to the shell by the entry point.
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Services' }).click();
  const services = page.getByRole('listbox');
  await expect(services.getByRole('option', { name: 'Venue' })).toBeVisible();
  await expect(services.getByRole('option', { name: 'LIFE' })).toBeVisible();
  await services.getByRole('option', { name: 'LIFE' }).click();
  // The first item of the LIFE sidebar: Lists, in the first group.
  await expect(page).toHaveURL(/\/life\/lists\?countryId=dk/);
});

test('switching venue changes the URL and the stored venue', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/vp/tasks');
  const before = new URL(page.url()).searchParams.get('venueId');
  await page.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: 'Soho Cellar' }).click();
  await expect(page).toHaveURL(/\/vp\/tasks\?venueId=venue-uk-soho/);
  expect(before).not.toBe('venue-uk-soho');
  // The choice is stored by an effect after the navigation: wait for it rather than read it once.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('venue-portal.activeVenue'))).toBe('venue-uk-soho');
  await page.reload();
  await expect(page).toHaveURL(/venueId=venue-uk-soho/);
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue('Soho Cellar');
});

test('narrowing the window to a phone’s width leaves the page uncovered, and the menu opens from the bar', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/vp/tasks');
  const sidebar = page.getByRole('navigation', { name: 'Pages of the service' });
  await expect(sidebar.getByRole('link', { name: 'Venue tasks' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar.getByRole('link', { name: 'Venue tasks' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar.getByRole('link', { name: 'Venue tasks' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Cockpit' }).click();
  await expect(page).toHaveURL(/\/vp\/cockpit\?venueId=/);
  await expect(sidebar.getByRole('link', { name: 'Venue tasks' })).toBeHidden();
});

test.describe(() => {
  // axe is added to the page past the portal's script policy.
  test.use({ bypassCSP: true });

  test('collapsed by hand, the sidebar names each inbox by its label and its unread count, both of which it shows', async ({ page }) => {
    await signIn(page, HEAD_OFFICE, '/crm/engage/messenger');
    const sidebar = page.getByRole('navigation', { name: 'Pages of the service' });
    // Open, the item shows its label and count, and is named by what it shows.
    await expect(sidebar.getByRole('link', { name: /^\d+ unread Messenger$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    const messenger = sidebar.getByRole('link', { name: /^Messenger, \d+ unread$/ });
    await expect(messenger).toBeVisible();
    await expect(messenger.getByText(/^\d+$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a shift manager does not see LIFE and is refused its pages', async ({ page }) => {
  await signIn(page, SHIFT_MANAGER);
  await page.getByRole('combobox', { name: 'Services' }).click();
  await expect(page.getByRole('option', { name: 'Venue' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'LIFE' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/life/operationlinks');
  await expect(page).toHaveURL(/\/pages\/no-access/);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, HEAD_OFFICE);
  await page.goto('/vp/this-page-does-not-exist');
  await expect(page).toHaveURL(/\/pages\/error-404/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('signing out returns to the sign-in page', async ({ page }) => {
  await signIn(page, HEAD_OFFICE);
  await page.getByRole('button', { name: /profile|account|Anna Holm/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'You are signed out.' })).toBeVisible();
  await page.goto('/vp/tasks');
  await page.waitForURL(/\/oidc\/interaction\//);
});
