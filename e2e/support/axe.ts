import { createRequire } from 'node:module';
import type { Page } from './test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One rule broken on a page: what, how badly, and the first elements that break it. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** WCAG 2.1 A and AA, the level the portal promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core in the page and returns its critical and serious violations. The script is added through the
 * DevTools protocol (the context needs `bypassCSP`: the portal's policy allows no script of another origin or inline).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: axeSource });
    // Colours are read as they end, not halfway through a transition (a button turning enabled as its data arrives).
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  }
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, TAGS);
}
