import { Navigate } from 'react-router';
import { useSidebars } from '../navigation/reportEntries';
import { rootTarget } from '../navigation/sidebarRules';
import { withSelection } from '../navigation/useNavigation';
import { useSelection } from '../selection/useSelection';
import { useSession } from '../session/SessionProvider';
import { LoadingScreen } from '../widgets/LoadingScreen';

/** `/` leads to the first item of the first service that has sidebar items for the user. */
export function RootRedirect() {
  const session = useSession();
  const selection = useSelection();
  const sidebars = useSidebars();
  if (!session.permissions || !session.venuesLoaded) return <LoadingScreen />;
  const target = rootTarget(sidebars, session.permissions, selection.venueId);
  if (!target) return <Navigate to="/pages/no-access" replace />;
  const service = sidebars.find((s) => s.entries.some((e) => (e.kind === 'item' ? e === target : e.items.includes(target))))!.service;
  return <Navigate to={withSelection(target.path, service, selection)} replace />;
}
