import { expect, test, type Locator, type Page } from './support/test';
import dayjs from 'dayjs';
import { VENUE_MANAGER, signIn } from './support/signIn';
import { seriousViolations } from './support/axe';
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

test.describe('a busy night', () => {
  // axe is added to the page as a script, which the portal's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true });

  test('on a busy night the floor lists 30 bookings, finds the 31st by name, and it is put on a table by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const night = quietTuesday(7);
    const authorization = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers().authorization));
    const active = page.waitForResponse((r) => r.url().includes('/venue-setups/active') && r.ok());
    await signIn(page, VENUE_MANAGER, `/marcom/marcom?venueId=venue-dk-norrebro&night=${night}&view=floor`);
    const setup = (await (await active).json()) as { id: string; venueSections: { id: string }[] };
    const headers = { authorization: (await authorization).headers().authorization!, venueid: 'venue-dk-norrebro' };

    // 31 parties booked for 20:00 (Copenhagen, winter time), none at a table yet: through the API, as the booking form would.
    const arrival = `${night}T19:00:00.000Z`;
    for (let n = 1; n <= 31; n++) {
      const guest = String(n).padStart(2, '0');
      const created = await page.request.post('/api/bookings/admin/bookings', {
        headers,
        data: { venueDetailsId: 'venue-dk-norrebro', venueSetupId: setup.id, venueSectionId: setup.venueSections[0].id, venueTableId: null, guestCount: 2, arrival, bookingCustomer: { name: `Busy guest ${guest}`, phoneNumber: `+45 20 30 40 ${guest}`, email: `busy.${guest}@example.dk` } },
      });
      expect(created.status(), await created.text()).toBe(200);
    }
    await page.reload();

    const list = page.getByRole('region', { name: 'Bookings of the night' });
    const chips = list.getByRole('button', { name: /^Booking .*: drag onto a table/ });
    await expect(chips).toHaveCount(30);
    await expect(list.getByRole('button', { name: 'Show 1 more (1 not shown)' })).toBeVisible();
    await expect(list.getByText('31 of 31 bookings')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the search and the list stack above the floor without scrolling the page sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list.getByRole('searchbox', { name: 'Find a booking' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    await list.getByRole('searchbox', { name: 'Find a booking' }).fill('busy guest 31');
    await expect(chips).toHaveCount(1);
    await expect(list.getByText('1 of 31 bookings')).toBeVisible();

    const plan = page.getByRole('group', { name: /^Floor of Standard at 20:00/ });
    const free = plan.getByRole('button', { name: /^Table L4, seats: \d+, Free/ });
    await chips.first().focus();
    await page.keyboard.press('Enter');
    await expect(list.getByText(/^Picked up: choose a table/)).toBeVisible();
    await free.focus();
    await page.keyboard.press('Enter');
    // A table larger than the party may ask to accept its soft limits first.
    const accept = page.getByRole('dialog', { name: 'Move Busy guest 31 to L4?' });
    const moved = page.getByText('Busy guest 31 moved to L4 at 20:00');
    await expect(moved.or(accept)).toBeVisible();
    if (await accept.isVisible()) await accept.getByRole('button', { name: 'Accept and move' }).click();
    await expect(moved).toBeVisible();
    await expect(plan.getByRole('button', { name: /^Table L4, seats: \d+, Reserved\. Busy guest 31, guests: 2, at 20:00/ })).toBeVisible();
  });
});
