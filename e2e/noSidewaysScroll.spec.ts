import { expect, test, type Page } from './support/test';
import { ROUTES } from '../generated/client/routes';
import { HEAD_OFFICE, signIn } from './support/signIn';

/**
 * No page of the portal scrolls sideways on a phone (390 px) or on a tablet held upright (768 px, the sidebar open
 * beside the page): every route without an id in its path, as head office sees it (who may open nearly all of them).
 * What is wider than the window (a table) scrolls inside its own box. The sweep is bounded: each page is opened once and
 * the window then resized. A tablet held across (1024 px) leaves the page more room than both once the sidebar is
 * counted, so it is not swept here.
 */

const WIDTHS = [390, 768];
// About ninety pages at about a second each on an idle machine; a loaded one needs several times that.
test.setTimeout(8 * 60_000);

async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForTimeout(150);
  await expect(page.locator('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

/** How far the page reaches beyond the window, and the first of the elements that reach out (to say what to fix). */
const overflow = (page: Page) =>
  page.evaluate(async () => {
    // Media queries answer after a resize on the next frames; the screens re-render then.
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = [...document.querySelectorAll('main *')].find((e) => e.getBoundingClientRect().right > root.clientWidth + 1);
    return `${root.scrollWidth} > ${root.clientWidth}${wide ? ` (${wide.tagName.toLowerCase()} "${(wide.textContent ?? '').trim().slice(0, 30)}")` : ''}`;
  });

test('no page scrolls sideways at 390 and 768 px', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await signIn(page, HEAD_OFFICE);
  const problems: string[] = [];
  for (const route of ROUTES.filter((r) => !r.path.includes(':'))) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await open(page, route.path);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 900 });
      const wider = await overflow(page);
      if (wider) problems.push(`${route.path} at ${width} px: ${wider}`);
    }
  }
  expect(problems).toEqual([]);
});
