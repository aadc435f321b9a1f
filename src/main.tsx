import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createMsalInstance } from '@/auth/msal';
import { createSession } from '@/auth/session';
import { configureHttp } from '@/data/http';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';
import { bcp47, localeFromBrowser, LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { App, store } from '@/app/App';
import { loadBrowserConfig } from '@/app/config';
import { installRequestSelection, setSignedInUserSource } from '@/app/selection/requestSelection';
import { FeedbackButton } from '@/screens/crm/FeedbackButton';
import { screens } from '@/screens/registry';
import { SIGN_OUT_PATH } from '@/shared/signOut';

/** The language the user chose in the portal, else the browser's. */
function currentLocale(): LocaleCode {
  const stored = store.getItem<string>('locale');
  return LOCALE_CODES.includes(stored as LocaleCode) ? (stored as LocaleCode) : localeFromBrowser(navigator.languages);
}

async function start(root: HTMLElement) {
  const config = await loadBrowserConfig();
  const msal = await createMsalInstance(config.auth);
  // The router exists before the app so that sign-in can move the app without a page load.
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const session = createSession({
    msal,
    auth: config.auth,
    origin: window.location.origin,
    navigate: (path) => void router?.navigate(path),
    alert: (message) => window.alert(message),
    storage: window.localStorage,
    currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    endServerSession: async (accessToken) => {
      await fetch(SIGN_OUT_PATH, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
    },
    uiLocale: () => bcp47(currentLocale()),
  });
  const i18nProvider = createI18nProvider(await loadI18n(currentLocale()));
  configureHttp({
    apiBases: config.apiBases,
    getAccessToken: (options) => session.getAccessToken(options),
    fieldLabel: (resource, field) => i18nProvider.translate(`resources.${resource}.fields.${field}`, { _: '' }) || undefined,
  });
  installRequestSelection();
  setSignedInUserSource(() => session.currentAccount()?.id ?? null);

  router = createBrowserRouter([{ path: '*', element: <App session={session} i18nProvider={i18nProvider} screens={screens} appBarTools={<FeedbackButton />} /> }]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root')!;
start(root).catch((error: Error) => {
  root.textContent = `Venue Portal could not start: ${error.message}`;
});
