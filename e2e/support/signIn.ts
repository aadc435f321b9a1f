import { expect, type Page } from './test';

/** Opens a page, which starts the real MSAL redirect, and signs in at the embedded provider as a demo user. */
export async function signIn(page: Page, demoUser: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: new RegExp(demoUser) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
  await expect(page.getByRole('navigation', { name: BREADCRUMB })).toBeVisible();
}

/** The breadcrumb trail's name in the five languages (src/i18n/shell), whichever the browser's locale picks. */
const BREADCRUMB = /^(breadcrumb|brødkrummesti|brödsmulor|brødsmulesti|murupolku)$/;

export const HEAD_OFFICE = 'Anna Holm';
export const SHIFT_MANAGER = 'Sofie Larsen';
export const VENUE_MANAGER = 'Lars Nielsen';
export const REGIONAL_MANAGER_OSLO = 'Ingrid Berg';
