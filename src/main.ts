import { createMsalInstance, SIGN_IN_RETURN_PATH } from '@/auth/msal';
import { createSession, isSignInPage, STORAGE_KEYS } from '@/auth/session';
import { bcp47, localeFromBrowser, LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { loadBrowserConfig } from '@/app/config';
import { store } from '@/app/store';
import { SIGN_OUT_PATH } from '@/shared/signOut';

/**
 * The bootstrap: configuration, MSAL and the session, nothing more. A visitor who is not signed in leaves for the
 * identity provider from here, before the portal (React, react-admin, MUI, screens, texts) is downloaded.
 */

/** The language the user chose in the portal, else the browser's. */
function currentLocale(): LocaleCode {
  const stored = store.getItem<string>('locale');
  return LOCALE_CODES.includes(stored as LocaleCode) ? (stored as LocaleCode) : localeFromBrowser(navigator.languages);
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

async function start(root: HTMLElement) {
  const path = currentPath();
  // Signed in, or back from the sign-in page: the portal downloads while MSAL starts.
  const likelyPortal = isSignInPage(path) || window.localStorage.getItem(STORAGE_KEYS.signedIn) === 'true';
  const portal = likelyPortal ? import('@/portal') : undefined;
  const config = await loadBrowserConfig();
  const msal = await createMsalInstance(config.auth);
  // The session moves the app with the portal's router; before the portal has started, a move is a page load.
  let navigate = (path: string) => window.location.assign(path);
  const session = createSession({
    msal,
    auth: config.auth,
    origin: window.location.origin,
    navigate: (path) => navigate(path),
    alert: (message) => window.alert(message),
    storage: window.localStorage,
    currentPath,
    endServerSession: async (accessToken) => {
      await fetch(SIGN_OUT_PATH, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
    },
    uiLocale: () => bcp47(currentLocale()),
  });
  if (!session.isSignedIn() && !isSignInPage(path)) {
    // The sign-in ran out: the browser leaves, and a failed early download of the portal does not matter.
    portal?.catch(() => undefined);
    return session.startSignIn(path);
  }

  if (path.startsWith(SIGN_IN_RETURN_PATH)) {
    // Back from the provider: MSAL takes its answer while the portal downloads, and the page the answer leads to (the
    // one wanted, or /login after a refusal) is the one the portal starts on, without another page load.
    navigate = (to) => window.history.replaceState(null, '', to);
    await session.completeSignIn();
    navigate = (to) => window.location.assign(to);
  }
  const { startPortal } = await (portal ?? import('@/portal'));
  navigate = await startPortal({ root, config, session, locale: currentLocale() });
}

const root = document.getElementById('root')!;
start(root).catch((error: Error) => {
  root.textContent = `Venue Portal could not start: ${error.message}`;
});
