import { expect, type Cookie, type Page } from './test';

/** What a finished sign-in leaves in the browser: the provider's and MSAL's cookies and MSAL's token cache. */
interface SignedIn {
  cookies: Cookie[];
  storage: [string, string][];
}

/**
 * Sign-ins of this worker, by demo user and portal. A journey is about its screens, not the sign-in page: the second
 * journey of a user starts with the tokens of the first (as a person opening the portal again the same day does),
 * which spares each one the provider's page and a second load of the app.
 */
const signedIn = new Map<string, SignedIn>();

/** The breadcrumb trail's name in the five languages (src/i18n/shell), whichever the browser's locale picks. */
const BREADCRUMB = /^(breadcrumb|brødkrummesti|brödsmulor|brødsmulesti|murupolku)$/;

/** MSAL's cache and the portal's signed-in mark; the selection and the last page are each journey's own. */
const KEPT = /^(msal\.|venue-portal\.signedIn$)/;

/**
 * Opens a page signed in as a demo user. `fresh` goes through the real MSAL redirect and the embedded provider's
 * page, as journeys about signing in and out must; otherwise a sign-in of this worker is reused when there is one,
 * and the redirect is taken when the portal asks for it anyway (a session ended by another journey).
 */
export async function signIn(page: Page, demoUser: string, path = '/', { fresh = false } = {}): Promise<void> {
  const kept = fresh ? undefined : signedIn.get(demoUser);
  if (kept) {
    await page.context().addCookies(kept.cookies);
    // Once per tab: a journey that signs out must not be signed in again by its next page.
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', 'true');
      for (const [name, value] of entries) localStorage.setItem(name, value);
    }, kept.storage);
  }
  await page.goto(path);
  const breadcrumb = page.getByRole('navigation', { name: BREADCRUMB });
  const provider = /\/oidc\/interaction\//;
  // The portal opens, or sends the browser to the provider's page: whichever comes first says which.
  const opened = await Promise.race([
    breadcrumb.waitFor({ timeout: 30_000 }).then(() => true, () => false),
    page.waitForURL(provider, { timeout: 30_000 }).then(() => false, () => false),
  ]);
  if (opened && !provider.test(page.url())) return;
  await page.waitForURL(provider);
  await page.getByRole('button', { name: new RegExp(demoUser) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
  await expect(breadcrumb).toBeVisible();
  if (fresh) return;
  signedIn.set(demoUser, {
    cookies: (await page.context().cookies()).filter((c) => !c.name.startsWith('_interaction')),
    storage: await page.evaluate((kept) => Object.entries(localStorage).filter(([name]) => new RegExp(kept).test(name)), KEPT.source),
  });
}

export const HEAD_OFFICE = 'Anna Holm';
export const SHIFT_MANAGER = 'Sofie Larsen';
export const VENUE_MANAGER = 'Lars Nielsen';
export const REGIONAL_MANAGER_OSLO = 'Ingrid Berg';
