import { expect, test, type Locator, type Page } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

async function rowTitles(category: Locator) {
  const rows = category.getByTestId('todo-row');
  const count = await rows.count();
  const titles: string[] = [];
  for (let i = 0; i < count; i++) titles.push((await rows.nth(i).locator('p').first().textContent()) ?? '');
  return titles;
}

/** Drags a to-do by its handle onto the place of another, with the mouse. */
async function drag(page: Page, from: Locator, to: Locator) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('the handles are not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 - 8, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

test('a venue manager creates a to-do category, adds to-dos, reorders them by mouse and keyboard, and removes the category', async ({ page }) => {
  const name = `Terrace ${Date.now() % 100000}`;
  await signIn(page, VENUE_MANAGER, '/vp/todos?venueId=venue-dk-norrebro');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Venue Manager');

  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Events' }).click();
  await dialog.getByRole('radio', { name: '#c62828' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const category = page.getByRole('region', { name });
  await expect(category).toBeVisible();

  const add = category.getByRole('textbox', { name: `Add a to-do to ${name}` });
  for (const title of ['Wipe the tables', 'Stack the chairs', 'Water the plants']) {
    await add.fill(title);
    await add.press('Enter');
    await expect(category.getByText(title)).toBeVisible();
    await expect(add).toHaveValue('');
  }
  expect(await rowTitles(category)).toEqual(['Wipe the tables', 'Stack the chairs', 'Water the plants']);

  // Drag the last to-do to the top; the order reaches the server (PUT /PersonalTodos/Order) and survives a reload.
  const saved = page.waitForResponse((r) => r.url().includes('/PersonalTodos/Order') && r.request().method() === 'PUT');
  await drag(page, category.getByRole('button', { name: /^Move Water the plants/ }), category.getByRole('button', { name: /^Move Wipe the tables/ }));
  const order = await saved;
  expect(order.status()).toBe(200);
  expect(order.request().postDataJSON()).toMatchObject({ oldIndex: 2, newIndex: 0, role: 'vm', venueId: 'venue-dk-norrebro' });
  await expect.poll(() => rowTitles(category)).toEqual(['Water the plants', 'Wipe the tables', 'Stack the chairs']);
  await page.reload();
  await expect.poll(() => rowTitles(page.getByRole('region', { name }))).toEqual(['Water the plants', 'Wipe the tables', 'Stack the chairs']);

  // The keyboard does the same: space picks the to-do up, an arrow moves it, space puts it down.
  const reloaded = page.getByRole('region', { name });
  const handle = reloaded.getByRole('button', { name: /^Move Stack the chairs/ });
  await handle.focus();
  const byKeyboard = page.waitForResponse((r) => r.url().includes('/PersonalTodos/Order') && r.request().method() === 'PUT');
  // Each key waits for what a screen reader hears: an arrow moves only once the list is measured after picking up.
  const announced = reloaded.getByRole('status');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Stack the chairs is in its place.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Stack the chairs is at the place of Wipe the tables.');
  await page.keyboard.press('Space');
  expect((await byKeyboard).request().postDataJSON()).toMatchObject({ oldIndex: 2, newIndex: 1 });
  await expect.poll(() => rowTitles(reloaded)).toEqual(['Water the plants', 'Stack the chairs', 'Wipe the tables']);

  // Rename, then delete the category with its to-dos.
  await reloaded.getByRole('button', { name: `Actions for the category ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit category' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} bar`);
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('region', { name: `${name} bar` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `Actions for the category ${name} bar` }).click();
  await page.getByRole('menuitem', { name: 'Delete category' }).click();
  await expect(page.getByText(`Delete "${name} bar" and its 3 to-dos?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('region', { name: `${name} bar` })).toHaveCount(0);
});

test('the tabs, the search and the completed switch narrow the to-dos', async ({ page }) => {
  await signIn(page, VENUE_MANAGER, '/vp/todos?venueId=venue-dk-norrebro');
  await expect(page.getByRole('region', { name: 'Admin' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search to-dos' }).fill('renew');
  await expect(page.getByText('Renew the music licence')).toBeVisible();
  await expect(page.getByRole('region', { name: 'People' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search to-dos' }).fill('');
  await page.getByRole('tab', { name: /Scheduled/ }).click();
  await expect(page.getByRole('tab', { name: /Scheduled/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('switch', { name: 'Show completed' }).uncheck();
  await expect(page.getByRole('checkbox', { name: /^Completed:/, checked: true })).toHaveCount(0);
});
