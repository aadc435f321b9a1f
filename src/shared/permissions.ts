/**
 * Permission and role rules shared by the browser and the server. Pure functions only: the browser uses them
 * to decide what to show, the server to decide what to allow.
 */

export interface VenuePermissions {
  venueId: string;
  permissions: string[];
}

/** What `GET /Idam/User/Permissions` answers. */
export interface PermissionData {
  globalPermissions: string[];
  venuePermissions: VenuePermissions[];
}

export interface RoleInstance {
  roleId: string;
  venueId?: string | null;
  isDeactivated?: boolean | null;
  validFromDate?: string | null;
  validToDate?: string | null;
}

/**
 * Whether a list of granted permissions includes one. A grant ending in `*` covers every permission that starts
 * with what comes before it (`vp.life.*`, or `*` for all).
 */
export function grants(granted: string[], permission: string): boolean {
  return granted.some((g) => g === permission || (g.endsWith('*') && permission.startsWith(g.slice(0, -1))));
}

/** Passes if the permission is global or held for the venue. */
export function hasPermission(data: PermissionData, permission: string, venueId: string | null | undefined): boolean {
  if (grants(data.globalPermissions, permission)) return true;
  if (!venueId) return false;
  return data.venuePermissions.some((v) => v.venueId === venueId && grants(v.permissions, permission));
}

/** Passes if the permission is global or held for any venue. */
export function hasPermissionAnyVenue(data: PermissionData, permission: string): boolean {
  return grants(data.globalPermissions, permission) || data.venuePermissions.some((v) => grants(v.permissions, permission));
}

/** Passes if the permission is global or held for a venue the predicate accepts (for example: in a country). */
export function hasPermissionWhere(data: PermissionData, permission: string, accept: (venueId: string) => boolean): boolean {
  return grants(data.globalPermissions, permission) || data.venuePermissions.some((v) => grants(v.permissions, permission) && accept(v.venueId));
}

/** How many of the known permissions are held at a venue (globally or there); the venue with the most becomes active. */
export function permissionCount(data: PermissionData, venueId: string, known: readonly string[]): number {
  return known.filter((p) => hasPermission(data, p, venueId)).length;
}

/** The venue with the most permissions; ties keep the order given. */
export function venueWithMostPermissions(data: PermissionData, venueIds: string[], known: readonly string[]): string | null {
  let best: string | null = null;
  let bestCount = -1;
  for (const id of venueIds) {
    const count = permissionCount(data, id, known);
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/** A role instance counts when it is not deactivated and its validity period includes the day of `now`. */
export function isRoleInstanceActive(instance: RoleInstance, now: Date): boolean {
  if (instance.isDeactivated) return false;
  const today = now.toISOString().slice(0, 10);
  if (instance.validFromDate && instance.validFromDate > today) return false;
  if (instance.validToDate && instance.validToDate < today) return false;
  return true;
}

/** True if the user holds the role now, globally or at the venue. */
export function hasRole(instances: RoleInstance[], roleId: string, venueId: string | null, now: Date): boolean {
  return instances.some((i) => i.roleId === roleId && (!i.venueId || i.venueId === venueId) && isRoleInstanceActive(i, now));
}

/** The level a user's tags give: cm, rm or head office (hq or hqdk). */
export function userLevel(tags: string[]): 'hq' | 'rm' | 'cm' | null {
  if (tags.includes('hq') || tags.includes('hqdk')) return 'hq';
  if (tags.includes('level:rm')) return 'rm';
  if (tags.includes('level:cm')) return 'cm';
  return null;
}

export interface AccessRule {
  permission: string | null;
  venueScoped: boolean;
}

/**
 * Whether a page may be opened: pages without a permission are open to every signed-in user; venue-scoped pages
 * need the permission for the active venue; other pages need it globally or at any venue.
 */
export function canAccess(data: PermissionData, rule: AccessRule, activeVenueId: string | null): boolean {
  if (!rule.permission) return true;
  return rule.venueScoped ? hasPermission(data, rule.permission, activeVenueId) : hasPermissionAnyVenue(data, rule.permission);
}
