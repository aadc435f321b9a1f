import { expect, test, type Page } from './support/test';
import { ROUTES } from '../generated/client/routes';
import { seriousViolations, type Violation } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

/**
 * Every page of the portal without an id in its path, as head office sees it (who may open nearly all of them):
 * - no critical or serious WCAG 2.1 AA violation (axe-core) and exactly one h1, in the light theme in English and in
 *   the dark theme in Danish (the pages of one record, and create pages, are not swept yet);
 * - in the Danish sweep (the longer words), no sideways scroll on a phone (390 px) nor on a tablet held upright (768 px,
 *   the sidebar open beside the page): what is wider than the window (a table) scrolls inside its own box. A tablet
 *   held across (1024 px) leaves the page more room than both once the sidebar is counted.
 * Each page is opened once per sweep and the window then resized, which keeps the three checks to two walks.
 */

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
// About ninety pages, each settled before it is checked.
test.setTimeout(15 * 60_000);

const NARROW = [390, 768];
const SETTLED = '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root';

/** Opens a page of the signed-in app as its own links do (no reload) and waits until nothing loads any more. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForTimeout(300);
  // Spinners and placeholders while loading; a progress bar that shows a figure (a completion) stays.
  await expect(page.locator(SETTLED)).toHaveCount(0, { timeout: 20_000 });
}

/** How far the page reaches beyond the window, and the first of the elements that reach out (to say what to fix). */
const overflow = (page: Page) =>
  page.evaluate(async () => {
    // Media queries answer after a resize on the next frames; the screens re-render then.
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return null;
    const reaches = (box: DOMRect) => box.right > root.clientWidth + 1;
    const wide = [...document.querySelectorAll('main *')].find((e) => reaches(e.getBoundingClientRect()));
    if (wide) return `${root.scrollWidth} > ${root.clientWidth} (${wide.tagName.toLowerCase()} "${(wide.textContent ?? '').trim().slice(0, 30)}")`;
    // A word too long for its box spills out of it while the box itself stays inside.
    const texts = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      if (reaches(range.getBoundingClientRect())) return `${root.scrollWidth} > ${root.clientWidth} (text "${(node.textContent ?? '').trim().slice(0, 30)}")`;
    }
    return `${root.scrollWidth} > ${root.clientWidth}`;
  });

async function sweep(page: Page, { narrow }: { narrow: boolean }): Promise<string[]> {
  const problems: string[] = [];
  for (const route of ROUTES.filter((r) => !r.path.includes(':'))) {
    const path = route.path;
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    const headings = await page.locator('h1').count();
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);
    const violations: Violation[] = await seriousViolations(page);
    for (const v of violations) problems.push(`${path}: ${v.impact} ${v.rule} (${v.help}) at ${v.targets.join(' | ')}`);
    if (!narrow) continue;
    for (const width of NARROW) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 1024 });
      // A screen may show other parts on a small window (cards for rows), which may load.
      await expect(page.locator(SETTLED)).toHaveCount(0, { timeout: 20_000 });
      const wider = await overflow(page);
      if (wider) problems.push(`${path} at ${width} px: ${wider}`);
    }
  }
  return problems;
}

test('every page in the light theme, in English', async ({ page }) => {
  await signIn(page, HEAD_OFFICE);
  expect(await sweep(page, { narrow: false })).toEqual([]);
});

test.describe('in Danish', () => {
  test.use({ locale: 'da-DK' });
  test('every page in the dark theme, and none scrolls sideways at 390 and 768 px', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('RaStorevenue-portal.preferences.theme', JSON.stringify('dark')));
    await signIn(page, HEAD_OFFICE);
    await expect(page.locator('html')).toHaveAttribute('lang', /^da\b/);
    expect(await sweep(page, { narrow: true })).toEqual([]);
  });
});
