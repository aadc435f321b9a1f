import { useLocation } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { WRITE_PERMISSIONS, type WriteEndpoint } from '@generated/client/writePermissions';
import { useSession } from '../session/SessionProvider';
import { matchRoute } from '../routing/matchRoute';
import { placeOf } from '../routing/writeAccess';
import { useSelection } from '../selection/useSelection';
import { mayCall, type CallPlace } from './mayCall';

/**
 * Whether the signed-in user may make a call that changes data (`'<resource>.<endpoint>'`), so that a screen offers
 * the button, menu item or inline action only to who may use it. The permissions are the endpoint's own, as the
 * server checks them, where the call acts: the place given — a venue (`{ venueId }`), a country (`{ country }`) or
 * `'anywhere'` — or else the current page's: the active venue on venue pages, the selected country on country
 * pages, anywhere elsewhere. A call whose permission depends on what it acts on (a kind of file) gives it as
 * `{ permission }`. The server still decides every call.
 */
export function useCanWrite(endpoint: WriteEndpoint | { permission: readonly string[] | null }, place?: CallPlace): boolean {
  const { permissions, venues } = useSession();
  const selection = useSelection();
  const { pathname } = useLocation();
  const route = place ? undefined : matchRoute(ROUTES, pathname)?.route;
  const where = place ?? (route ? placeOf(route, { activeVenueId: selection.venueId, activeCountryId: selection.countryId }) : 'anywhere');
  const needed = typeof endpoint === 'string' ? WRITE_PERMISSIONS[endpoint] : endpoint.permission;
  return mayCall(permissions, needed, where, new Map(venues.map((v) => [v.venueId, v.country])));
}

/** The same question for many places at once (the venues of a picker): a function of the place. */
export function useCanWriteWhere(endpoint: WriteEndpoint): (place: CallPlace) => boolean {
  const { permissions, venues } = useSession();
  const countries = new Map(venues.map((v) => [v.venueId, v.country]));
  return (place) => mayCall(permissions, WRITE_PERMISSIONS[endpoint], place, countries);
}
