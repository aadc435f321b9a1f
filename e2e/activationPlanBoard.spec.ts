import { expect, test, type Locator, type Page } from './support/test';
import { signIn, VENUE_MANAGER } from './support/signIn';
import { dragTo } from './support/drag';
import { seriousViolations } from './support/axe';

/** The target is put in the middle of the window first: near an edge the board scrolls on under the pointer. */
async function dragOnBoard(page: Page, from: Locator, to: Locator) {
  await to.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await dragTo(page, from, to);
}

const day = (year: string, month: string, date: string) => ({ iso: `${year}-${month}-${date}`, shown: `${date}-${month}-${year}` });

test('a venue manager drags an event to another day on the board; it stays there after a reload and the change log has it', async ({ page }) => {
  const title = `Board move ${Date.now() % 100000}`;
  await signIn(page, VENUE_MANAGER, '/vp/activationplan?venueId=venue-dk-norrebro');
  await expect(page.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true');
  const year = (await page.getByRole('combobox', { name: 'Year' }).textContent())!.trim();
  const from = day(year, '06', '10');
  const to = day(year, '06', '18');

  // The journey's own event, added in the Events tab, so that it depends on no demo date.
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(from.shown);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Board' }).click();
  const june = page.getByRole('region', { name: 'June' });
  const event = june.getByRole('listitem', { name: `${title}, ${from.shown}` });
  await expect(event).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/ActivationPlanEvents') && r.request().method() === 'PUT');
  await dragOnBoard(page, event.getByTitle(`${title}, ${from.shown}`), june.getByRole('cell', { name: new RegExp(`^${to.shown}:`) }));
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ title, date: to.iso, venueId: 'venue-dk-norrebro' });
  await expect(june.getByRole('listitem', { name: `${title}, ${to.shown}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${title} moved to ${to.shown}` })).toBeAttached();

  await page.reload();
  await expect(page.getByRole('region', { name: 'June' }).getByRole('listitem', { name: `${title}, ${to.shown}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${title}, ${from.shown}` })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Change log' }).click();
  const entry = page.getByRole('row').filter({ hasText: title }).first();
  await expect(entry).toContainText(`Moved the event “${title}” from ${from.shown} to ${to.shown}.`);
  await expect(entry).toContainText('Moved');
});

test('the board fits the window: one month a row on a phone, two on a tablet, three or four on a desktop, never sideways', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/activationplan?venueId=venue-dk-norrebro');
  const months = page.getByRole('region', { name: /^(January|February|March|April|May|June|July|August|September|October|November|December)$/ });
  for (const [width, fewest, most] of [
    [390, 1, 1],
    [768, 2, 2],
    [1024, 2, 3],
    [1440, 3, 4],
  ] as const) {
    // Loaded again at each width: the menu beside the page is laid out for the width the page opened at.
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(months).toHaveCount(12);
    const columns = new Set(await months.evaluateAll((all) => all.map((m) => Math.round(m.getBoundingClientRect().left)))).size;
    expect(columns, `columns at ${width} px`).toBeGreaterThanOrEqual(fewest);
    expect(columns, `columns at ${width} px`).toBeLessThanOrEqual(most);
    // The tab strip scrolls sideways on a phone by design; the page and the months do not.
    // scrollWidth rounds a fraction of a pixel up (1025 at 1024 px, with nothing painted past the window's edge).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width + 1);
    const sideways = await months.evaluateAll((all) => all.some((m) => m.getBoundingClientRect().right > window.innerWidth || m.scrollWidth > m.clientWidth + 1));
    expect(sideways, `a month wider than the window at ${width} px`).toBe(false);
  }
});

test.describe('budget against planned cost', () => {
  // axe is added to the page as a script, which the portal's content security policy would refuse.
  test.use({ bypassCSP: true });

  const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  /** "25.300,00" (the board's Danish money format) in minor units. */
  const minor = (shown: string) => Math.round(Number(shown.replace(/\./g, '').replace(',', '.')) * 100);

  test('an event\'s planned cost puts its month over budget on the board, after a reload too; the change log and the Events list show the cost', async ({ page }) => {
    const title = `Costly night ${Date.now() % 100000}`;
    await signIn(page, VENUE_MANAGER, '/vp/activationplan?venueId=venue-dk-norrebro');
    const year = (await page.getByRole('combobox', { name: 'Year' }).textContent())!.trim();
    const months = page.getByRole('region', { name: new RegExp(`^(${MONTH_NAMES.join('|')})$`) });
    await expect(months).toHaveCount(12);

    // A month of the demo with a budget that its plan stays within; the new event costs 1.234,56 DKK more than is left.
    const texts = await months.evaluateAll((all) => all.map((m) => m.textContent ?? ''));
    const index = texts.findIndex((t) => /Budget [\d.,]+ DKK/.test(t) && !t.includes('Over budget'));
    expect(index, 'a demo month within its budget').toBeGreaterThanOrEqual(0);
    const [, budget, planned = '0'] = /Budget ([\d.,]+) DKK(?: · Planned ([\d.,]+) DKK)?/.exec(texts[index])!;
    const cost = minor(budget) - minor(planned) + 123_456;
    const month = page.getByRole('region', { name: MONTH_NAMES[index] });
    const date = day(year, String(index + 1).padStart(2, '0'), '15');

    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Date' }).fill(date.shown);
    await dialog.getByRole('textbox', { name: 'Planned cost' }).fill('-5');
    await expect(dialog.getByText('An amount of 0 or more, such as 1500 or 1500.50')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Planned cost' }).fill((cost / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Title starts with' }).fill(title);
    const shown = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2 }).format(cost / 100);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(`${shown} DKK`);

    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(month.getByText('Over budget by 1.234,56 DKK')).toBeVisible();
    await expect(month.getByText(`Budget ${budget} DKK · Planned`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('region', { name: MONTH_NAMES[index] }).getByText('Over budget by 1.234,56 DKK')).toBeVisible();

    await page.getByRole('tab', { name: 'Change log' }).click();
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText(`Added the event “${title}” on ${date.shown}: category Other; planned cost ${shown} DKK.`);
  });
});
