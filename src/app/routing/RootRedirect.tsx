import { useStore } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { getRequestContext } from '@/data/requestContext';
import { useSidebars } from '../navigation/reportEntries';
import { rootTarget } from '../navigation/sidebarRules';
import { withSelection } from '../navigation/useNavigation';
import { useSelection } from '../selection/useSelection';
import { useSession } from '../session/SessionProvider';
import { LoadingScreen } from '../widgets/LoadingScreen';
import { APP_LAUNCH, lastRouteKey, restorableRoute } from './lastRoute';

/**
 * `/` leads to the first item of the first service that has sidebar items for the user. Opened as the installed app
 * (its start_url), it leads back to the page the user had open last, if they may still open it.
 */
export function RootRedirect() {
  const session = useSession();
  const selection = useSelection();
  const sidebars = useSidebars();
  const [params] = useSearchParams();
  const userId = getRequestContext().userId;
  const [last] = useStore<string | undefined>(lastRouteKey(userId ?? ''));
  if (!session.permissions || !session.venuesLoaded) return <LoadingScreen />;
  const back = params.has(APP_LAUNCH) && userId ? restorableRoute(last, ROUTES, session.permissions, selection.venueId) : null;
  if (back) return <Navigate to={back} replace />;
  const target = rootTarget(sidebars, session.permissions, selection.venueId);
  if (!target) return <Navigate to="/pages/no-access" replace />;
  const service = sidebars.find((s) => s.entries.some((e) => (e.kind === 'item' ? e === target : e.items.includes(target))))!.service;
  return <Navigate to={withSelection(target.path, service, selection)} replace />;
}
