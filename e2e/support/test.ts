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
  /**
   * Serves Power BI's embed pages, which the portal's report frames open, from the worker's stand-in
   * (e2e/support/server.ts), for the journeys that embed a report. Only those: a route on a context makes Chromium
   * send every request of it through Playwright and turns its HTTP cache off, which slows every page it opens.
   */
  powerBiStandIn: () => Promise<void>;
}

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
  powerBiStandIn: async ({ context }, provide, testInfo) =>
    provide(async () => {
      await routePowerBi(context, e2ePort(testInfo.parallelIndex));
    }),
  personPage: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
