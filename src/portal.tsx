import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Session } from '@/auth/session';
import { configureHttp } from '@/data/http';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';
import type { LocaleCode } from '@/i18n/locales';
import { bindScreenTexts } from '@/i18n/screenTexts';
import { screens } from '@/screens/registry';
import type { BrowserConfig } from '@/shared/browserConfig';
import { App } from '@/app/App';
import { preloadPageAt } from '@/app/routing/portalRoutes';
import { installRequestSelection, setSignedInUserSource } from '@/app/selection/requestSelection';
import { FeedbackButton } from '@/screens/crm/FeedbackButton';

export interface PortalStart {
  root: HTMLElement;
  config: BrowserConfig;
  session: Session;
  locale: LocaleCode;
}

/**
 * The whole portal: texts, the API client, the router and the app. Loaded by the bootstrap only once the visitor is
 * signed in or on a sign-in page. Returns how the session moves the app without a page load.
 */
export async function startPortal({ root, config, session, locale }: PortalStart): Promise<(path: string) => void> {
  if (session.isSignedIn()) preloadPageAt(window.location.pathname, screens);
  const i18n = await loadI18n(locale);
  bindScreenTexts(i18n);
  const i18nProvider = createI18nProvider(i18n);
  configureHttp({
    apiBases: config.apiBases,
    getAccessToken: (options) => session.getAccessToken(options),
    fieldLabel: (resource, field) => i18nProvider.translate(`resources.${resource}.fields.${field}`, { _: '' }) || undefined,
  });
  installRequestSelection();
  setSignedInUserSource(() => session.currentAccount()?.id ?? null);

  const router = createBrowserRouter([{ path: '*', element: <App session={session} i18nProvider={i18nProvider} screens={screens} appBarTools={<FeedbackButton />} /> }]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return (path) => void router.navigate(path);
}
