import type { Worksheet } from 'exceljs';
import { expect, test, type Page } from './support/test';
import { PHONE, expectPhoneFriendly } from './support/phone';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';
import { addDays, dayIn, isoWeekOf, portalNow, venueZone } from './support/portalClock';
import { columnValues, expectListSheet, exportAndRead, headers, readDownload, sheetTexts } from './support/xlsx';

// The browser's clock starts at a moment fixed here and runs on from it, so the file's date is the one computed here.
const NOW = new Date();
const today = `${NOW.getFullYear()}-${String(NOW.getMonth() + 1).padStart(2, '0')}-${String(NOW.getDate()).padStart(2, '0')}`;

test("a venue manager exports last week's tasks with their done marks, as the board shows them", async ({ page }) => {
  // "Last week" as the board counts it: the week before the portal's today in the venue's zone, which CI's moved clock
  // and zone (faketime, America/New_York) must not shift.
  const now = await portalNow(page);
  await page.clock.install({ time: now });
  await page.clock.resume();
  const { year, week, monday } = isoWeekOf(addDays(dayIn(venueZone('venue-dk-norrebro'), now), -7));
  await signIn(page, VENUE_MANAGER, '/vp/tasks?venueId=venue-dk-norrebro');
  await expect(page.getByRole('heading', { level: 2, name: /^Week \d+, \d{4}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]year=${year}&week=${week}(&|$)`));
  const heading = page.getByRole('heading', { level: 2, name: `Week ${week}, ${year}`, exact: true });
  await expect(heading).toBeVisible();
  // The board of that week, not the one it replaced: its Monday's column holds its tasks.
  await expect(page.locator(`section[aria-labelledby="venue-tasks-day-${monday}"]`).getByRole('checkbox', { name: /^Done: / }).first()).toBeVisible();

  // The board as the manager reads it: each day's tasks in order, done or not, and who marked them.
  const shown = await page.locator('section[aria-labelledby^="venue-tasks-day-"]').evaluateAll((days) =>
    days.flatMap((day) => {
      const [year, month, date] = day.getAttribute('aria-labelledby')!.replace('venue-tasks-day-', '').split('-');
      return [...day.querySelectorAll('li')]
        .filter((item) => item.querySelector('input[type="checkbox"]'))
        .map((item) => {
          const box = item.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
          const by = [...item.querySelectorAll('span')].map((s) => s.textContent ?? '').find((t) => t.startsWith('Done by '));
          return [`${date}-${month}-${year}`, box.getAttribute('aria-label')!.replace(/^Done: /, ''), box.checked ? 'Yes' : 'No', by?.replace(/^Done by /, '') ?? ''];
        });
    }),
  );
  expect(shown.length).toBeGreaterThan(7);
  expect(shown[0][0]).toBe(monday.split('-').reverse().join('-'));
  expect(shown.some((row) => row[2] === 'Yes' && row[3] !== ''), 'a task done last week, with who did it').toBe(true);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`venue-tasks-${monday}.xlsx`);
  expect(sheet.name).toBe(`Week ${week}, ${year}`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Date', 'Title', 'Description', 'Task type', 'Repeat', 'Done', 'Done by']);
  expect(sheetTexts(sheet, 7).map(([date, title, , , , done, by]) => [date, title, done, by])).toEqual(shown);
  expect(sheet.getCell('A2').numFmt).toBe('dd-mm-yyyy');
  // Enum values in words, the demo's daily series among them.
  expect(columnValues(sheet, 5)).toContain('Every day');
  expect(columnValues(sheet, 5).every((r) => ['Every day', 'Every week', 'Does not repeat'].includes(r as string))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  /** Fits the phone, then Export focused and Enter pressed downloads the list. */
  async function exportByKeyboard(page: Page): Promise<{ sheet: Worksheet; fileName: string }> {
    const exportButton = page.getByRole('button', { name: 'Export' });
    await expect(exportButton).toBeEnabled();
    await expectPhoneFriendly(page);
    await exportButton.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    return readDownload(await downloading);
  }

  test('the tasks and the to-dos offer the export in their toolbar without sideways scroll, and it works by keyboard', async ({ page }) => {
    await signIn(page, VENUE_MANAGER, '/vp/tasks?venueId=venue-dk-norrebro');
    const tasks = await exportByKeyboard(page);
    expect(tasks.fileName).toMatch(/^venue-tasks-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(tasks.sheet.rowCount).toBeGreaterThan(1);

    await page.goto('/vp/todos?venueId=venue-dk-norrebro');
    const todos = await exportByKeyboard(page);
    expect(todos.fileName).toBe(`todos-${today}.xlsx`);
    expect(todos.sheet.rowCount).toBeGreaterThan(1);
  });
});

test.describe('in Danish', () => {
  test.use({ locale: 'da-DK' });

  test('a venue manager exports the scheduled to-dos without the completed ones', async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.clock.resume();
    await signIn(page, VENUE_MANAGER, '/vp/todos?venueId=venue-dk-norrebro');
    await expect(page.getByTestId('todo-row').first()).toBeVisible();
    await page.getByRole('tab', { name: /Planlagte/ }).click();
    await page.getByRole('switch', { name: 'Vis udførte' }).uncheck();
    await expect(page.getByRole('checkbox', { name: /^Udført: / }).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Udført: /, checked: true })).toHaveCount(0);

    // The to-dos as the tab shows them: category, title, due date, flagged, completed.
    const shown = await page.getByTestId('todo-row').evaluateAll((rows) =>
      rows.map((row) => {
        const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
        const due = row.textContent?.match(/\d{2}-\d{2}-\d{4}/)?.[0] ?? '';
        const flagged = row.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') === 'true';
        return [row.closest('section')!.getAttribute('aria-label')!, box.getAttribute('aria-label')!.replace(/^Udført: /, ''), due, flagged ? 'Ja' : 'Nej', box.checked ? 'Ja' : 'Nej'];
      }),
    );
    expect(shown.length).toBeGreaterThan(0);

    const { sheet, fileName } = await exportAndRead(page);
    expect(fileName).toBe(`todos-${today}.xlsx`);
    expect(sheet.name).toBe('Gøremål - Planlagte');
    expectListSheet(sheet);
    expect(headers(sheet)).toEqual(['Kategori', 'Titel', 'Bemærkning', 'Forfaldsdato', 'Markeret', 'Udført']);
    expect(sheetTexts(sheet, 6).map(([category, title, , due, flagged, completed]) => [category, title, due, flagged, completed])).toEqual(shown);
    expect(sheet.getCell('D2').numFmt).toBe('dd-mm-yyyy');
  });
});

test("head office exports the data-subject requests the status filter leaves", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.clock.resume();
  await signIn(page, HEAD_OFFICE, '/crm/guests/requests?countryId=dk');
  const register = page.getByRole('list', { name: 'Data-subject requests' });
  await expect(register.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect(register.getByRole('listitem').filter({ hasNotText: 'Open' })).toHaveCount(0);
  const names = await register.getByRole('link', { name: /^Open the profile of / }).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);

  const { sheet, fileName } = await exportAndRead(page);
  expect(fileName).toBe(`guest-requests-${today}.xlsx`);
  expectListSheet(sheet);
  expect(headers(sheet)).toEqual(['Guest', 'Request', 'Status', 'Country', 'Received', 'Due', 'Overdue', 'Handled by', 'Reason for refusing']);
  expect(columnValues(sheet, 1)).toEqual(names);
  expect(new Set(columnValues(sheet, 3))).toEqual(new Set(['Open']));
  // Soonest due first, as listed.
  const due = (columnValues(sheet, 6) as Date[]).map((d) => d.getTime());
  expect(due).toEqual([...due].sort((a, b) => a - b));
});
