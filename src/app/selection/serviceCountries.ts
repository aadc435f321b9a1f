import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import { grants, type PermissionData } from '@/shared/permissions';
import { itemsOf } from '../navigation/sidebarRules';
import type { ServiceSidebar } from '../navigation/types';
import type { Selection } from './selectionStore';

/**
 * The countries where the user may use a service with a country selector: for each of its items' permissions,
 * every country when it is held globally, else the countries of the venues where it is held. Shell order.
 */
export function serviceCountries(sidebar: ServiceSidebar, permissions: PermissionData, venueCountries: ReadonlyMap<string, string>): CountryCode[] {
  const needed = [...new Set(itemsOf(sidebar.entries).flatMap((i) => (i.permission ? [i.permission] : [])))];
  if (needed.some((p) => grants(permissions.globalPermissions, p))) return COUNTRIES.map((c) => c.code);
  const held = new Set(permissions.venuePermissions.filter((v) => needed.some((p) => grants(v.permissions, p))).map((v) => venueCountries.get(v.venueId)));
  return COUNTRIES.map((c) => c.code).filter((code) => held.has(code));
}

/**
 * The country a service starts on: the chosen one when the user may use the service there, else the active venue's
 * country, else the first where they may. A service they may use nowhere keeps the chosen country.
 */
export function countryForService(sidebar: ServiceSidebar, permissions: PermissionData, venueCountries: ReadonlyMap<string, string>, selection: Selection): CountryCode {
  const allowed = serviceCountries(sidebar, permissions, venueCountries);
  if (!allowed.length || allowed.includes(selection.countryId)) return selection.countryId;
  const venueCountry = selection.venueId ? venueCountries.get(selection.venueId) : undefined;
  return allowed.find((c) => c === venueCountry) ?? allowed[0];
}
