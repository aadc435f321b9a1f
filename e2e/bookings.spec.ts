import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import dayjs from 'dayjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { HEAD_OFFICE, SHIFT_MANAGER, VENUE_MANAGER, signIn } from './support/signIn';

/** A Tuesday at least three weeks ahead: the standard setup, and no demo bookings yet. */
function quietTuesday(): string {
  let day = dayjs().add(21, 'day');
  while (day.day() !== 2) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}

async function openNight(page: Page, user: string, night: string) {
  await signIn(page, user, `/marcom/marcom?venueId=venue-dk-norrebro&night=${night}`);
  await expect(page.getByRole('heading', { name: new RegExp(`Night of .*${dayjs(night).format('DD-MM-YYYY')}`) })).toBeVisible();
}

test('a venue manager books a suggested table and the guests arrive in two parts', async ({ page }) => {
  const night = quietTuesday();
  const guest = `Mette Journey ${Date.now() % 100000}`;
  await openNight(page, VENUE_MANAGER, night);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByLabel('Name').fill(guest);
  await dialog.getByLabel('Phone').fill('+45 22 33 44 55');
  await dialog.getByLabel('Email').fill('mette.journey@example.dk');
  await dialog.getByLabel('Guests').fill('4');
  await dialog.getByLabel('Arrival').fill('19:00');
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Lounge' }).click();
  const suggestions = dialog.getByRole('list', { name: 'Suggested tables' });
  const best = suggestions.getByRole('button').first();
  await expect(best).toContainText('L1');
  await best.click();
  await expect(best).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId(`booking-${guest}`);
  await expect(row).toContainText('L1');
  await expect(row).toContainText('Reserved');
  await row.getByRole('button', { name: 'Arrived' }).click();
  const arrivals = page.getByRole('dialog', { name: `Arrivals – ${guest}` });
  await arrivals.getByLabel('Guests arriving now').fill('2');
  await arrivals.getByLabel('Note', { exact: true }).fill('Two are parking the car');
  await arrivals.getByRole('button', { name: 'Register arrival' }).click();
  await expect(arrivals.getByText('2 of 4 guests have arrived')).toBeVisible();
  await arrivals.getByLabel('Guests arriving now').fill('2');
  await arrivals.getByRole('button', { name: 'Register arrival' }).click();
  await expect(arrivals.getByText('4 of 4 guests have arrived')).toBeVisible();
  await arrivals.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Arrived');
  await expect(row).toContainText('4 of 4');

  // The history of the booking tells the story.
  await row.getByRole('button', { name: `Edit booking: ${guest}` }).click();
  const edit = page.getByRole('dialog', { name: `Booking – ${guest}` });
  await edit.getByRole('tab', { name: 'History' }).click();
  await expect(edit.getByRole('list', { name: 'History' })).toContainText('Arrival: Not arrived → Partially arrived');
  await expect(edit.getByRole('list', { name: 'History' })).toContainText('Arrival: Partially arrived → Arrived');

  // A host and tags set on the booking enter the history by name, never as codes.
  await edit.getByRole('tab', { name: 'Booking' }).click();
  await edit.getByRole('button', { name: 'Birthday' }).click();
  await edit.getByRole('button', { name: 'Late arrival' }).click();
  await edit.getByRole('combobox', { name: 'Host' }).click();
  await page.getByRole('option', { name: SHIFT_MANAGER }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: `Edit booking: ${guest}` }).click();
  await edit.getByRole('tab', { name: 'History' }).click();
  const history = edit.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Tags: – → Birthday, Late arrival');
  await expect(history).toContainText(`Host: – → ${SHIFT_MANAGER}`);
  await expect(history).not.toContainText('LATE_ARRIVAL');
});

test('a shift manager prints the reservations document of tonight', async ({ page }) => {
  const now = dayjs();
  const tonight = (now.hour() < 10 ? now.subtract(1, 'day') : now).format('YYYY-MM-DD');
  await openNight(page, SHIFT_MANAGER, tonight);
  const firstRow = page.locator('[data-testid^="booking-"]').first();
  await expect(firstRow).toBeVisible();
  const guest = (await firstRow.getAttribute('data-testid'))!.replace('booking-', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print reservations' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reservations-${tonight}.pdf`);
  const standardFontDataUrl = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await file.path())!)), standardFontDataUrl }).promise;
  const words: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) words.push(...(await (await pdf.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')));
  const content = words.join(' ');
  expect(content).toContain('Reservations - Nørrebro Social');
  expect(content).toContain(guest);
});

test.describe('Booking Overview', () => {
  test('accepts a request at a suggested table and rejects another, which can be reopened', async ({ page }) => {
    await signIn(page, HEAD_OFFICE, '/marcom/guest-relations?venueId=venue-dk-norrebro');
    const rows = page.locator('[data-testid^="request-"]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    // Rows are named by the guest, and a regular may ask for several nights: each row is acted on through its own
    // buttons, and a guest's rows are counted.
    const nameOf = async (row: number) => (await rows.nth(row).getAttribute('data-testid'))!.replace('request-', '');
    const first = await nameOf(0);
    const second = await nameOf(1);
    const requestsOf = (name: string) => page.getByTestId(`request-${name}`);
    const firstCount = await requestsOf(first).count();

    await rows.nth(0).getByRole('button', { name: `Accept: ${first}` }).click();
    const form = page.getByRole('dialog', { name: `Booking – ${first}` });
    await expect(form.getByRole('combobox', { name: 'Booking state' })).toContainText('Venue confirmed');
    // The request's section may be full that night: try the sections in turn until a table is free.
    const suggestions = form.getByRole('list', { name: 'Suggested tables' });
    const free = suggestions.getByRole('button', { disabled: false });
    const section = form.getByRole('combobox', { name: 'Section' });
    await section.click();
    const sections = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    let chosen = false;
    for (const name of sections) {
      // Choosing the section already shown asks nothing of the server.
      if ((await section.textContent())?.trim() !== name) {
        const loaded = page.waitForResponse((r) => r.url().includes('/tables/section/'), { timeout: 15_000 });
        await section.click();
        await page.getByRole('option', { name, exact: true }).click();
        await loaded.catch(() => undefined);
      }
      await expect(suggestions.getByRole('button').first()).toBeVisible();
      if (await free.count()) {
        await free.first().click();
        chosen = true;
        break;
      }
    }
    expect(chosen).toBe(true);
    const accept = form.getByRole('checkbox', { name: 'I accept the warnings and book anyway' });
    if (await accept.isVisible()) await accept.check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(requestsOf(first)).toHaveCount(firstCount - 1);

    const secondCount = await requestsOf(second).count();
    await requestsOf(second).first().getByRole('button', { name: `Reject: ${second}` }).click();
    await page.getByRole('dialog', { name: 'Reject the request?' }).getByRole('button', { name: 'Reject' }).click();
    await expect(requestsOf(second)).toHaveCount(secondCount - 1);

    await page.getByRole('tab', { name: 'Rejected requests' }).click();
    const reopen = page.getByRole('button', { name: `Reopen: ${second}` });
    await expect(reopen.first()).toBeVisible();
    const rejectedCount = await reopen.count();
    await reopen.first().click();
    await expect(reopen).toHaveCount(rejectedCount - 1);
    await page.getByRole('tab', { name: 'Requests', exact: true }).click();
    await expect(requestsOf(second)).toHaveCount(secondCount);
  });
});
