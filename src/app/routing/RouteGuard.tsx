import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIDEBARS } from '@generated/client/sidebars';
import { canAccess } from '@/shared/permissions';
import { useSelection } from '../selection/useSelection';
import { useServiceCountries } from '../selection/useServiceCountries';
import { useSession } from '../session/SessionProvider';
import { LoadingScreen } from '../widgets/LoadingScreen';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { RouteEntry } from './types';

/**
 * Opens a page only once the permissions are known: a venue-scoped page needs its permission for the active
 * venue, any other page needs it globally or at some venue. Otherwise the no-access page.
 */
export function RouteGuard({ route, children }: { route: Pick<RouteEntry, 'permission' | 'venueScoped' | 'service'>; children: ReactNode }) {
  const session = useSession();
  const { venueId, countryId } = useSelection();
  const countries = useServiceCountries(route.service);
  const location = useLocation();
  const countryScoped = SIDEBARS.find((s) => s.service === route.service)?.selector === 'country';
  if (!session.permissions || ((route.venueScoped || countryScoped) && !session.venuesLoaded)) return <LoadingScreen />;
  // The selection settles on one of the user's venues right after they load; until then there is nothing to judge.
  if (route.venueScoped && session.venues.length && !session.venues.some((v) => v.venueId === venueId)) return <LoadingScreen />;
  // Likewise the country settles on one where the user may use the service, before the page asks for its data.
  if (countries && countries.startOn !== countryId) return <LoadingScreen />;
  // Keyed by the location: the selection's effect may still write this page's query into the URL after the redirect
  // (it saw the page's URL), and a Navigate already shown would not redirect again.
  if (!canAccess(session.permissions, route, venueId)) return <Navigate key={location.key} to="/pages/no-access" replace />;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
