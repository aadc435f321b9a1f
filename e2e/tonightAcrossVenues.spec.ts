import { expect, test, type Locator } from './support/test';
import { partyStillToCome } from './support/partyStillToCome';
import { HEAD_OFFICE, SHIFT_MANAGER, signIn } from './support/signIn';

/** The "arrived of booked" covers a venue's card shows. */
async function coversOf(card: Locator): Promise<{ arrived: number; booked: number }> {
  const value = (await card.getByText(/^\d+ of \d+$/).first().textContent())!;
  const [arrived, booked] = value.split(' of ').map(Number);
  return { arrived, booked };
}

test('head office follows tonight across venues as a host registers an arrival, then opens the heatmap and a night', async ({ page, personPage }) => {
  // Two browsers, a wait for the board's own refresh and a month of every venue on the single-threaded embedded database.
  test.setTimeout(300_000);
  await signIn(page, HEAD_OFFICE, '/cockpit/tonight');
  const venues = page.getByRole('list', { name: 'Venues' });
  const norrebro = venues.getByRole('listitem', { name: 'Nørrebro Social' });
  await expect(norrebro).toBeVisible();
  // Head office sees every venue with booking details, in every country.
  await expect(venues.getByRole('listitem', { name: /Bryggen/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Updated \d\d:\d\d$/);
  const before = await coversOf(norrebro);

  // A shift manager at Nørrebro registers one arriving guest in another browser.
  const hostPage = await personPage();
  await signIn(hostPage, SHIFT_MANAGER, '/marcom/marcom?venueId=venue-dk-norrebro');
  const waiting = await partyStillToCome(hostPage);
  await waiting.booking.getByRole('button', { name: 'Arrived', exact: true }).click();
  const arrivals = hostPage.getByRole('dialog', { name: /^Arrivals – / });
  await arrivals.getByLabel('Guests arriving now').fill('1');
  await arrivals.getByRole('button', { name: 'Register arrival' }).click();
  await expect(arrivals.getByText(/guests? ha(s|ve) arrived/)).toBeVisible();

  // The board asks again by itself (every 30 s) and shows the new count.
  await expect.poll(async () => (await coversOf(norrebro)).arrived, { timeout: 45_000 }).toBe(before.arrived + 1);
  expect((await coversOf(norrebro)).booked).toBe(before.booked);

  await page.getByRole('tab', { name: 'Occupancy by day' }).click();
  await expect(page).toHaveURL(/tab=heatmap/);
  await expect(page.getByRole('list', { name: 'Colour scale' })).toContainText('90% and over');
  const firstNight = page.getByRole('link', { name: /^Nørrebro Social, 01-\d\d-\d{4}: / });
  // Each venue's month is its own call; on a busy machine the embedded database answers a dozen of them slowly.
  await expect(firstNight).toHaveText(/^(\d+|–)$/, { timeout: 90_000 });
  const thisMonth = (await firstNight.getAttribute('aria-label'))!;
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByLabel(thisMonth, { exact: true })).toHaveCount(0);
  await expect(firstNight).toHaveText(/^(\d+|–)$/, { timeout: 90_000 });

  await page.getByRole('tab', { name: 'Tonight' }).click();
  await norrebro.getByRole('link', { name: 'Nørrebro Social' }).click();
  await expect(page).toHaveURL(/\/marcom\/marcom\?venueId=venue-dk-norrebro&night=\d{4}-\d\d-\d\d/);
  await expect(page.getByRole('heading', { name: /Night of / })).toBeVisible();
});

test('a shift manager has no tonight across venues', async ({ page }) => {
  await signIn(page, SHIFT_MANAGER, '/cockpit/tonight');
  await expect(page).toHaveURL(/\/pages\/no-access/);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
