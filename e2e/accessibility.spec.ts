import { expect, test, type Page } from './support/test';
import { ROUTES } from '../generated/client/routes';
import { seriousViolations, type Violation } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

/**
 * Every page of the portal without an id in its path, as head office sees it (who may open nearly all of them), and then
 * one page of each kind of record and every create page those pages link to (a guest, a report, a campaign, each type
 * of list submission, a new stock product…):
 * - no critical or serious WCAG 2.1 AA violation (axe-core), exactly one h1 and no screen text shown as its key, in the
 *   light theme in English and in the dark theme in Danish;
 * - in the Danish sweep (the longer words), no sideways scroll on a phone (390 px) nor on a tablet held upright (768 px,
 *   the sidebar open beside the page): what is wider than the window (a table) scrolls inside its own box. A tablet
 *   held across (1024 px) leaves the page more room than both once the sidebar is counted.
 * Each page is opened once per sweep and the window then resized, which keeps the three checks to two walks.
 */

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
// About ninety pages and forty of records, each settled before it is checked.
test.setTimeout(20 * 60_000);

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

const PAGES = ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path);
const RECORD_ROUTES = ROUTES.filter((r) => r.path.includes(':')).map((r) => ({ path: r.path, pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/** A page of one record (a catalogued route with an id, or a record below a page) or a create page. */
const isRecordPage = (path: string) => RECORD_ROUTES.some((route) => route.pattern.test(path)) || path.endsWith('/create') || PAGES.some((p) => p !== '/' && path.startsWith(`${p}/`));

/** What tells pages apart: not the record's id, the last part of its path. */
const kindOf = (path: string) => (path.endsWith('/create') ? path : path.replace(/\/[^/]+$/, '/:id'));

/** The pages of records and create pages the page shown links to, by kind, the first of each kind. */
async function recordLinks(page: Page, found: Map<string, string>) {
  const paths = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
  for (const path of paths) if (isRecordPage(path) && !found.has(kindOf(path))) found.set(kindOf(path), path);
}

async function sweep(page: Page, { narrow }: { narrow: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const records = new Map<string, string>();
  const check = async (path: string, { follow }: { follow: boolean }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    if (follow) await recordLinks(page, records);
    // A screen's texts load with it (src/i18n/screenTexts.ts): one it failed to load would show its key.
    const keys = await page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))].join('\n').match(/\bscreens\.[A-Z]\w*\.[\w.-]+/g));
    if (keys) problems.push(`${path}: text keys shown instead of texts: ${[...new Set(keys)].join(', ')}`);
    const headings = await page.locator('h1').count();
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);
    const violations: Violation[] = await seriousViolations(page);
    for (const v of violations) problems.push(`${path}: ${v.impact} ${v.rule} (${v.help}) at ${v.targets.join(' | ')}`);
    if (!narrow) return;
    for (const width of NARROW) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 1024 });
      // A screen may show other parts on a small window (cards for rows), which may load.
      await expect(page.locator(SETTLED)).toHaveCount(0, { timeout: 20_000 });
      const wider = await overflow(page);
      if (wider) problems.push(`${path} at ${width} px: ${wider}`);
    }
  };
  for (const path of PAGES) await check(path, { follow: true });
  // Every catalogued route with an id is reached from a page's link, so none is left out unnoticed.
  for (const route of RECORD_ROUTES) if (![...records.values()].some((path) => route.pattern.test(path))) problems.push(`${route.path}: no page links to one`);
  for (const path of records.values()) await check(path, { follow: false });
  return problems;
}

test('every page in the light theme, in English', async ({ page, powerBiStandIn }) => {
  // The cockpit's report pages embed Power BI, which the stand-in answers.
  await powerBiStandIn();
  await signIn(page, HEAD_OFFICE);
  expect(await sweep(page, { narrow: false })).toEqual([]);
});

test.describe('in Danish', () => {
  test.use({ locale: 'da-DK' });
  test('every page in the dark theme, and none scrolls sideways at 390 and 768 px', async ({ page, powerBiStandIn }) => {
    await powerBiStandIn();
    await page.addInitScript(() => localStorage.setItem('RaStorevenue-portal.preferences.theme', JSON.stringify('dark')));
    await signIn(page, HEAD_OFFICE);
    await expect(page.locator('html')).toHaveAttribute('lang', /^da\b/);
    expect(await sweep(page, { narrow: true })).toEqual([]);
  });
});
