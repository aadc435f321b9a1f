import { expect, test, type Page } from './support/test';
import dayjs from 'dayjs';
import { VENUE_MANAGER, signIn } from './support/signIn';

/** A Tuesday some weeks ahead: the standard setup, and no demo bookings yet. */
function quietTuesday(weeks: number): string {
  let day = dayjs().add(weeks * 7, 'day');
  while (day.day() !== 2) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

/** Drags with the pointer in small steps, as a hand would: a drag starts only after a few pixels. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test('a venue manager moves a booking on the timeline to another table and an hour later', async ({ page }) => {
  // Tall enough that the whole timeline is on screen: near the window's edge a drag scrolls the page under the pointer.
  await page.setViewportSize({ width: 1280, height: 1100 });
  const night = quietTuesday(5);
  await signIn(page, VENUE_MANAGER, `/marcom/marcom?venueId=venue-dk-norrebro&night=${night}&view=floor`);
  // A party seated at L4 at 20:00, from the floor (the walk-in picked up and put down by keyboard).
  const plan = page.getByRole('group', { name: /^Floor of Standard at 20:00/ });
  await expect(plan.getByRole('button', { name: /^Table L4, seats: \d+, Free/ })).toBeVisible();
  await page.getByRole('button', { name: /^Walk-in party: drag/ }).press('Enter');
  await plan.getByRole('button', { name: /^Table L4,/ }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Seat a walk-in party at L4' });
  await dialog.getByLabel('Guests').fill('4');
  await dialog.getByRole('button', { name: /^(Seat them|Accept and seat them)$/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const timeline = page.getByRole('group', { name: 'Timeline of Standard' });
  const bar = timeline.getByRole('button', { name: /^Walk-in party, guests: 4, 20:00–\d\d:\d\d, table L4$/ });
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // An hour is the distance between two hour marks; L3's row is found by its name.
  const eight = (await timeline.getByText('20:00', { exact: true }).boundingBox())!;
  const nine = (await timeline.getByText('21:00', { exact: true }).boundingBox())!;
  const hour = nine.x - eight.x;
  const from = (await bar.boundingBox())!;
  const l3 = (await timeline.getByText(/^L3 · \d+$/).boundingBox())!;
  await drag(page, { x: from.x + 6, y: from.y + from.height / 2 }, { x: from.x + 6 + hour, y: l3.y + l3.height / 2 });

  await expect(page.getByText(/^Walk-in party moved to L3 at 21:00$|^L3 cannot take this booking/)).toBeVisible();
  await expect(timeline.getByRole('button', { name: /^Walk-in party, guests: 4, 21:00–\d\d:\d\d, table L3$/ })).toBeVisible();
});

test('tonight’s night view, with the demo’s bookings, fits 1280 and 1024 px without sideways scroll in every view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, VENUE_MANAGER, '/marcom/marcom?venueId=venue-dk-norrebro');
  await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('row').nth(1)).toBeVisible();
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['List', 'Floor', 'Timeline']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${tab} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
