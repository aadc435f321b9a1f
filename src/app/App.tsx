import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { Admin, I18nContextProvider, StoreContextProvider, type I18nProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router';
import type { Session } from '@/auth/session';
import { ROUTES } from '@generated/client/routes';
import { PRODUCT_SUFFIX } from '@generated/shared/shell';
import { createAuthProvider } from '@/auth/authProvider';
import { getRequestContext } from '@/data/requestContext';
import { dataProvider } from '@/data/dataProvider';
import { AuthSessionContext } from './auth/AuthSessionContext';
import { AppBarToolsContext } from './layout/appBarTools';
import { Layout } from './layout/Layout';
import { AuthRedirectPage } from './pages/AuthRedirectPage';
import { LoginPage } from './pages/LoginPage';
import { NoAccessPage, NotFoundPage } from './pages/MessagePage';
import { usePreferences } from './preferences/usePreferences';
import { portalRoutes } from './routing/portalRoutes';
import { RootRedirect } from './routing/RootRedirect';
import type { ScreenLoader } from './routing/types';
import { canWrite } from './routing/writeAccess';
import { SESSION_KEYS, loadPermissions, prefetchSession, type SessionVenue } from './session/SessionProvider';
import { store } from './store';
import { ThemedRoot } from './theme/ThemedRoot';
import { buildTheme } from './theme/themes';


const ToNotFound = () => <Navigate to="/pages/error-404" replace />;
const ToNoAccess = () => <Navigate to="/pages/no-access" replace />;

function Portal({ session, i18nProvider, queryClient, pages }: { session: Session; i18nProvider: I18nProvider; queryClient: QueryClient; pages: ReactNode }) {
  const { theme, direction } = usePreferences();
  const authProvider = useMemo(() => {
    const permissions = () => queryClient.fetchQuery({ queryKey: SESSION_KEYS.permissions, queryFn: loadPermissions, staleTime: 5 * 60_000 });
    return {
      ...createAuthProvider({ session, loadPermissions: permissions }),
      // Generated views offer create, edit and delete only to who may save them (the route guard opens the page).
      canAccess: async ({ action, resource }: { action: string; resource: string }) => {
        const route = ROUTES.find((r) => r.key === resource);
        if (!route?.write) return true;
        const { venueId, countryId } = getRequestContext();
        const venues = queryClient.getQueryData<SessionVenue[]>(SESSION_KEYS.venues) ?? [];
        return canWrite(await permissions(), route, action, { activeVenueId: venueId, activeCountryId: countryId, venueCountries: new Map(venues.map((v) => [v.venueId, v.country])) });
      },
    };
  }, [session, queryClient]);
  useEffect(() => {
    if (session.isSignedIn()) prefetchSession(queryClient);
  }, [session, queryClient]);
  return (
    <Admin
      store={store}
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={buildTheme(theme, direction)}
      darkTheme={null}
      layout={Layout}
      // react-admin names a page without a title of its own (its error page) "React Admin" otherwise.
      title={PRODUCT_SUFFIX}
      dashboard={RootRedirect}
      catchAll={ToNotFound}
      accessDenied={ToNoAccess}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {pages}
    </Admin>
  );
}

/**
 * Public pages outside the signed-in frame, and the portal for everything else. The custom screens come from the
 * entry point (the screens' registry), and so do the screens' tools in the navigation bar: the shell depends on no screen.
 */
export function App({
  session,
  i18nProvider,
  screens,
  appBarTools = null,
}: {
  session: Session;
  i18nProvider: I18nProvider;
  screens: Record<string, ScreenLoader>;
  /** Tools of screens that the navigation bar shows (see `AppBarToolsContext`). */
  appBarTools?: ReactNode;
}) {
  const pages = useMemo(() => portalRoutes(screens), [screens]);
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            refetchOnWindowFocus: false,
            // Retrying a refusal or bad input cannot help; a failed connection may.
            retry: (count, error) => count < 2 && !(((error as unknown as { status?: number }).status ?? 500) < 500),
          },
        },
      }),
    [],
  );
  const publicPage = (page: ReactElement) => <I18nContextProvider value={i18nProvider}>{page}</I18nContextProvider>;
  return (
    <AuthSessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <StoreContextProvider value={store}>
          <ThemedRoot>
            <Routes>
              <Route path="/auth-redirect" element={publicPage(<AuthRedirectPage />)} />
              <Route path="/login" element={publicPage(<LoginPage />)} />
              <Route path="/pages/error-404" element={publicPage(<NotFoundPage />)} />
              <Route path="/pages/no-access" element={publicPage(<NoAccessPage />)} />
              <Route
                path="/*"
                element={
                  <AppBarToolsContext.Provider value={appBarTools}>
                    <Portal session={session} i18nProvider={i18nProvider} queryClient={queryClient} pages={pages} />
                  </AppBarToolsContext.Provider>
                }
              />
            </Routes>
          </ThemedRoot>
        </StoreContextProvider>
      </QueryClientProvider>
    </AuthSessionContext.Provider>
  );
}
