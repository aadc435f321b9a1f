import { expect, test, type Locator, type Page } from './support/test';
import dayjs from 'dayjs';
import { VENUE_MANAGER, signIn } from './support/signIn';
import { dragTo } from './support/drag';

/** A Tuesday some weeks ahead: the standard setup, and no demo bookings yet. */
function quietTuesday(weeks: number): string {
  let day = dayjs().add(weeks * 7, 'day');
  while (day.day() !== 2) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

/** Nothing of the page sticks out sideways: no sideways scroll, and every table of the plan lies within the window. */
async function expectFits(page: Page, plan: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await plan.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const [width, weeks, tableName] of [[1280, 3, 'L4'], [1024, 4, 'L3']] as const) {
  test(`a venue manager seats a walk-in by dragging it onto a free table, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const night = quietTuesday(weeks);
    await signIn(page, VENUE_MANAGER, `/marcom/marcom?venueId=venue-dk-norrebro&night=${night}`);
    await expect(page.getByRole('heading', { name: new RegExp(`Night of .*${dayjs(night).format('DD-MM-YYYY')}`) })).toBeVisible();
    await expectFits(page, page.locator('main'));

    await page.getByRole('tab', { name: 'Floor' }).click();
    await expect(page).toHaveURL(/view=floor/);
    const plan = page.getByRole('group', { name: /^Floor of Standard at 20:00/ });
    const table = plan.getByRole('button', { name: new RegExp(`^Table ${tableName}, seats: \\d+, Free`) });
    await expect(table).toBeVisible();
    await expectFits(page, plan);

    await dragTo(page, page.getByRole('button', { name: /^Walk-in party: drag/ }), table);
    const dialog = page.getByRole('dialog', { name: `Seat a walk-in party at ${tableName}` });
    await dialog.getByLabel('Guests').fill('4');
    await dialog.getByLabel('Note (optional)').fill(`By the window, ${width}`);
    await dialog.getByRole('button', { name: /^(Seat them|Accept and seat them)$/ }).click();
    await expect(dialog).toBeHidden();

    const seated = plan.getByRole('button', { name: new RegExp(`^Table ${tableName}, seats: \\d+, Seated\\. Walk-in party, guests: 4, at 20:00`) });
    await expect(seated).toBeVisible();
    await expect(seated).toHaveAttribute('data-state', 'seated');
    await expectFits(page, plan);

    // The list shows the party too; at 1280 px its whole row, action included, lies within the window.
    await page.getByRole('tab', { name: 'List' }).click();
    const row = page.getByRole('row', { name: new RegExp(`\\b${tableName}\\b`) });
    await expect(row).toBeVisible();
    if (width === 1280) await expectFits(page, row);
  });
}
