import { test as base } from '@playwright/test';
import { e2ePort } from './ports';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

/**
 * Each worker drives a portal of its own (its server and demo database, started by the Playwright config), so journeys
 * that change data never see each other's changes, whichever runs beside which.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(`http://localhost:${e2ePort(testInfo.parallelIndex)}`),
});
