import { expect, test, type Page } from './support/test';
import dayjs from 'dayjs';
import { addDays, dayIn, isoWeekOf, portalNow, venueZone } from './support/portalClock';
import { VENUE_MANAGER, SHIFT_MANAGER, signIn } from './support/signIn';

const CALENDAR = '/marcom/marcom/calendar?venueId=venue-dk-norrebro';
const fits = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('a venue manager adds a weekly entry in the calendar and sees the active setup change', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The Tuesday of next week (weeks start on Monday, today as Nørrebro counts it): the demo's default entry makes it
  // Standard's.
  const today = dayIn(venueZone('venue-dk-norrebro'), await portalNow(page));
  const tuesday = dayjs(addDays(isoWeekOf(addDays(today, 7)).monday, 1));
  const date = tuesday.format('DD-MM-YYYY');
  await signIn(page, VENUE_MANAGER, CALENDAR);
  const active = page.getByRole('region', { name: 'Which setup is active' });
  await active.getByLabel('Date and time').fill(`${tuesday.format('DD/MM/YYYY')} 20:00`);
  await expect(active.getByText(/^Standard is active/)).toBeVisible();

  const calendar = page.getByRole('region', { name: /^Calendar:/ });
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await calendar.getByRole('button', { name: 'Next', exact: true }).click();
  const column = calendar.getByRole('list', { name: date });
  await expect(column.getByRole('listitem')).toHaveAccessibleName('Standard 10:00–10:00 (default entry)');
  await fits(page);

  await calendar.getByRole('button', { name: `Add an entry on ${date}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add a calendar entry from ${date}` });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Every week' }).click();
  await dialog.getByRole('combobox', { name: 'Setup' }).click();
  await page.getByRole('option', { name: 'Weekend' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Tue' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();

  // The calendar draws the new repetition on that Tuesday and the ones after, not before.
  await expect(column.getByRole('listitem')).toHaveAccessibleName('Weekend 10:00–10:00 (weekly)');
  await calendar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calendar.getByRole('list', { name: tuesday.add(7, 'day').format('DD-MM-YYYY') }).getByRole('listitem')).toHaveAccessibleName('Weekend 10:00–10:00 (weekly)');
  await calendar.getByRole('button', { name: 'Previous', exact: true }).click();
  await calendar.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(calendar.getByRole('list', { name: tuesday.subtract(7, 'day').format('DD-MM-YYYY') }).getByRole('listitem')).toHaveAccessibleName('Standard 10:00–10:00 (default entry)');
  // And the server agrees.
  await expect(active.getByText(/^Weekend is active/)).toBeVisible();
  await expect(active.getByText(/decided by the calendar/)).toBeVisible();

  // The month view at 1024 px and the day list at 390 px fit the screen.
  await page.setViewportSize({ width: 1024, height: 800 });
  await calendar.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(calendar.locator(`[data-day="${tuesday.format('YYYY-MM-DD')}"]`).first()).toBeVisible();
  await fits(page);
  // A phone, opened afresh, lists the month's days: the Tuesday may be in the next month.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(CALENDAR);
  if (tuesday.month() !== dayjs(today).month()) await calendar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calendar.getByRole('button', { name: `Add an entry on ${date}` })).toBeVisible();
  await expect(calendar.getByText(`Tue ${date}`)).toBeVisible();
  await expect(calendar.getByText('Weekend 10:00–10:00 (weekly)').first()).toBeVisible();
});

test('a shift manager sees the calendar but cannot change it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, SHIFT_MANAGER, CALENDAR);
  const calendar = page.getByRole('region', { name: /^Calendar:/ });
  await expect(calendar.locator('[data-setup-id]').first()).toBeVisible();
  await expect(calendar.getByRole('button', { name: /^Add an entry on/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Drag to swap/ })).toHaveCount(0);
  await fits(page);
});
