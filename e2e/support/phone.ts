import { expect, type Page } from './test';

/** The phone the floor screens must work on (spec 000's 390 px). */
export const PHONE = { width: 390, height: 844 };

/**
 * The page has no sideways scroll, and every control of the page (links in running text aside), the shell's breadcrumbs
 * and star included, is at least 44 px each way, a fingertip's size.
 */
export async function expectPhoneFriendly(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, small } = await page.evaluate(() => {
    const controls = [...document.querySelectorAll('main :is(button, a[href], [role="button"], .MuiInputBase-root)')].filter(
      (e) =>
        e.getClientRects().length > 0 &&
        // A link in running text (a message, a signature) is sized by its text, as WCAG's target-size rule allows.
        !(e.tagName === 'A' && getComputedStyle(e).display === 'inline'),
    );
    const tooSmall = controls
      .map((e) => ({ e, box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 43.5 || box.width < 43.5)
      .map(({ e, box }) => `${e.tagName} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, small: tooSmall };
  });
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(innerWidth);
  expect(small, 'controls smaller than 44 px').toEqual([]);
}
