import { expect, test } from './support/test';
import { HEAD_OFFICE, SHIFT_MANAGER, signIn } from './support/signIn';
import { dragTo } from './support/drag';
import { addSection, addTable } from './support/venueSetup';

const VENUE = 'venue-dk-norrebro';
// A tiny valid PNG, for the room's picture.
const ROOM = { name: 'garden.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') };

test('head office lays out a new setup\'s floorplan by drag and drop, saves it and finds it after a reload', async ({ page }) => {
  await signIn(page, HEAD_OFFICE, `/marcom/marcom/setup?venueId=${VENUE}&tab=setups`);
  await page.getByRole('button', { name: 'New setup' }).click();
  const created = page.getByRole('dialog', { name: 'New setup' });
  await created.getByLabel('Name').fill('Garden party');
  await created.getByRole('button', { name: 'Save' }).click();
  await expect(created).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Setup' })).toContainText('Garden party');
  const garden = await addSection(page, 'Garden');
  await addTable(page, garden, 'Garden', 'G1', 4);
  await addTable(page, garden, 'Garden', 'G2', 6);

  await page.locator('#main-content').getByRole('link', { name: 'Floorplan', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Setup' })).toContainText('Garden party');
  const canvas = page.getByRole('group', { name: 'Floorplan of Garden party' });
  await expect(canvas).toBeVisible();
  await dragTo(page, page.getByRole('button', { name: 'Place G1 on the plan' }), canvas, { x: 0.25, y: 0.3 });
  const g1 = canvas.getByRole('button', { name: /^G1 · 4 \(G1, seats: 4\)\./ });
  await expect(g1).toBeVisible();
  await dragTo(page, page.getByRole('button', { name: 'Place G2 on the plan' }), canvas, { x: 0.6, y: 0.6 });
  await expect(canvas.getByRole('button', { name: /^G2 · 6 \(G2, seats: 6\)\./ })).toBeVisible();
  await expect(page.getByText('All tables of this section are on the plan.')).toBeVisible();
  // G1 went where it was dropped: its centre near a quarter of the plan's width (900 wide by default).
  const g1Name = (await g1.getAttribute('aria-label'))!;
  const [, x] = /Place (\d+), (\d+)/.exec(g1Name)!;
  expect(Math.abs(Number(x) + 30 - 225)).toBeLessThan(60);
  await page.getByRole('button', { name: 'Draw the area of Garden' }).click();
  await page.getByLabel('Picture of the room').setInputFiles(ROOM);
  await expect(page.getByRole('button', { name: 'Change room picture' })).toBeVisible();
  await expect(canvas.getByTestId('floorplan-picture')).toHaveAttribute('href', /^blob:/);
  await page.getByRole('button', { name: 'Save floorplan' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('group', { name: 'Floorplan of Garden party' });
  // A reload loads the whole portal again, which takes long on a busy machine.
  await expect(reloaded.getByRole('button', { name: g1Name })).toBeVisible({ timeout: 60_000 });
  await expect(reloaded.getByRole('button', { name: /^G2 · 6 \(G2, seats: 6\)\./ })).toBeVisible();
  await expect(reloaded.getByRole('button', { name: /^Area of Garden\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place G1 on the plan' })).toBeHidden();
  await expect(reloaded.getByTestId('floorplan-picture')).toHaveAttribute('href', /^blob:/);
});

test('a shift manager sees the floorplan of a demo setup but cannot change it', async ({ page }) => {
  await signIn(page, SHIFT_MANAGER, `/marcom/marcom/floorplan?venueId=${VENUE}`);
  await page.getByRole('combobox', { name: 'Setup' }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  const canvas = page.getByRole('group', { name: 'Floorplan of Standard' });
  await expect(canvas.getByRole('button', { name: /, seats: \d+/ }).first()).toBeVisible();
  await expect(canvas.getByRole('img', { name: /^Combination table / }).first()).toBeVisible();
  await expect(page.getByText(/changing it needs the permission to change the venue setup/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save floorplan' })).toHaveCount(0);
});
