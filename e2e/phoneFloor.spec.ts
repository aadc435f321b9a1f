import { expect, test, type Page } from './support/test';
import { partyStillToCome } from './support/partyStillToCome';
import { expectPhoneFriendly, PHONE } from './support/phone';
import { SHIFT_MANAGER, signIn, VENUE_MANAGER } from './support/signIn';

test.use({ viewport: PHONE });

/** Opens a floor screen from the address bar and waits for its first control. */
async function open(page: Page, path: string, ready: ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(ready.first()).toBeVisible();
}

/** Checks off the first box of `name` that is not checked yet, and sees one more checked (a task repeats by day). */
async function checkFirstOpen(page: Page, name: RegExp) {
  const checked = page.getByRole('checkbox', { name, checked: true });
  const before = await checked.count();
  await page.getByRole('checkbox', { name, checked: false }).first().click();
  await expect(checked).toHaveCount(before + 1);
}

test('on a phone, the floor screens show cards within a fingertip’s reach: a task and a to-do checked off, an arrival registered, a guest checked in', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/cockpit');
  await expect(page.getByRole('link', { name: 'Open venue tasks' })).toBeVisible();
  await expectPhoneFriendly(page);

  await open(page, '/vp/tasks', page.getByRole('checkbox', { name: /^Done: / }));
  await expectPhoneFriendly(page);
  await checkFirstOpen(page, /^Done: /);

  await open(page, '/vp/todos', page.getByRole('checkbox', { name: /^Completed: / }));
  await expectPhoneFriendly(page);
  await checkFirstOpen(page, /^Completed: /);

  // The night's bookings: cards, no table; a party's next guests arrive.
  await open(page, '/marcom/marcom', page.getByRole('list', { name: 'Bookings' }));
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectPhoneFriendly(page);
  const waiting = await partyStillToCome(page);
  const party = waiting.booking;
  await party.getByRole('button', { name: 'Arrived' }).click();
  const arrivals = page.getByRole('dialog', { name: `Arrivals – ${waiting.name}` });
  await arrivals.getByLabel('Guests arriving now').fill('1');
  await arrivals.getByRole('button', { name: 'Register arrival' }).click();
  const arrived = `${waiting.arrived + 1} of ${waiting.total}`;
  await expect(arrivals.getByText(`${arrived} guests have arrived`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(party).toContainText(arrived);

  // The guest list: a name put on it at the door, then checked in from its card.
  await open(page, '/marcom/marcom/guest-list', page.getByRole('list', { name: 'Name' }));
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Walk-up Wendy');
  await page.getByRole('button', { name: 'Add guest' }).click();
  const wendy = page.getByTestId('guest-Walk-up Wendy');
  await expect(wendy).toContainText('Not arrived');
  await expectPhoneFriendly(page);
  await wendy.getByRole('button', { name: 'Check in: Walk-up Wendy' }).click();
  await page.getByRole('dialog', { name: 'Check in – Walk-up Wendy' }).getByRole('button', { name: 'Check in' }).click();
  await expect(wendy).toContainText('Arrived');

  // End of day and visits: cards that open the report or the session.
  await open(page, '/vp/lists/eodReports', page.getByRole('link', { name: /^Open the report of / }));
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectPhoneFriendly(page);
  await open(page, '/vp/lists', page.getByRole('list', { name: 'Venue visits' }));
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectPhoneFriendly(page);
  await page.getByRole('list', { name: 'Venue visits' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/vp\/lists\/.+/);
});

test('the portal installs as a web app, and opened from the home screen it reopens the page the user had open', async ({ page }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Venue Portal', display: 'standalone', start_url: '/?launch=app', theme_color: '#1b5e20' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await signIn(page, SHIFT_MANAGER, '/marcom/marcom/guest-list');
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // A test's browser is a private window, where Chromium installs nothing; every other criterion is met.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  await page.goto('/vp/tasks');
  await expect(page.getByRole('checkbox', { name: /^Done: / }).first()).toBeVisible();
  await page.goto('/?launch=app');
  await expect(page).toHaveURL(/\/vp\/tasks\?venueId=/);
  // Without the app's start_url the first page opens, as before.
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/vp\/tasks/);
});
