import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { e2ePort, powerBiStandInPort } from './ports';
import { EMBED_ORIGIN } from './powerBiStandIn';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

interface Fixtures {
  /**
   * Another person's browser: a page in a context of its own (the config's options, and `options` over them). Every
   * such context is closed when the journey ends, passed or failed: a page left open keeps polling and pushing in the
   * worker's browser beside every later journey, and has been seen to stall a later journey's page.
   */
  personPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** Power BI's embed pages, which the portal's frames open, are served by the worker's stand-in (e2e/support/server.ts). */
const routePowerBi = (context: BrowserContext, portalPort: number) =>
  context.route(`${EMBED_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${powerBiStandInPort(portalPort)}${pathname}${search}` }) });
  });

/**
 * Each worker drives a portal of its own (its server and demo database, started by the Playwright config), so journeys
 * that change data never see each other's changes, whichever runs beside which.
 */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(`http://localhost:${e2ePort(testInfo.parallelIndex)}`),
  context: async ({ context }, provide, testInfo) => {
    await routePowerBi(context, e2ePort(testInfo.parallelIndex));
    await provide(context);
  },
  personPage: async ({ browser }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      await routePowerBi(context, e2ePort(testInfo.parallelIndex));
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
