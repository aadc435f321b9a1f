import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { e2ePort } from './ports';

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

/**
 * Each worker drives a portal of its own (its server and demo database, started by the Playwright config), so journeys
 * that change data never see each other's changes, whichever runs beside which.
 */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(`http://localhost:${e2ePort(testInfo.parallelIndex)}`),
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
