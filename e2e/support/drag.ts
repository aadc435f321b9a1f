import type { Locator, Page } from './test';

/**
 * Drags with the pointer in small steps, as a hand would: from the middle of `from`, a few pixels first (a drag starts
 * only after them), then onto `to` at `at` (fractions of its width and height; the middle by default).
 */
export async function dragTo(page: Page, from: Locator, to: Locator, at = { x: 0.5, y: 0.5 }): Promise<void> {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + target.width * at.x, target.y + target.height * at.y, { steps: 12 });
  await page.mouse.up();
}
