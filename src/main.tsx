import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createMsalInstance } from '@/auth/msal';
import { createSession } from '@/auth/session';
import { configureHttp } from '@/data/http';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';
import { localeFromBrowser, LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { App, store } from '@/app/App';
import { loadBrowserConfig } from '@/app/config';
import { installRequestSelection, setSignedInUserSource } from '@/app/selection/requestSelection';
import { FeedbackButton } from '@/screens/crm/FeedbackButton';
import { screens } from '@/screens/registry';

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
  });
  configureHttp({ apiBases: config.apiBases, getAccessToken: (options) => session.getAccessToken(options) });
  installRequestSelection();
  setSignedInUserSource(() => session.currentAccount()?.id ?? null);

  const stored = store.getItem<string>('locale');
  const locale = LOCALE_CODES.includes(stored as LocaleCode) ? (stored as LocaleCode) : localeFromBrowser(navigator.languages);
  const i18nProvider = createI18nProvider(await loadI18n(locale));
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
