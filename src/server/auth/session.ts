import { sql } from 'kysely';
import { isRoleInstanceActive, type PermissionData, type RoleInstance } from '@/shared/permissions';
import { clock } from '@/shared/clock';
import type { Db } from '../db/connect';

/** The signed-in user as every request sees it: who, what they may do and where. */
export interface AuthenticatedUser {
  userId: string;
  name: string;
  tags: string[];
  permissions: PermissionData;
  /** Every role instance of the user, active or not; role checks use `hasRole`. */
  roles: RoleInstance[];
  /** Country of every venue, for checks scoped to a country. */
  venueCountries: Map<string, string>;
}

const TTL_MS = 10_000;
const cache = new Map<string, { user: AuthenticatedUser; at: number }>();

/** Forgets cached permissions, after role or role-instance changes. */
export function invalidateUsers(): void {
  cache.clear();
}

/** Builds the permission data from the user's role instances that are valid now. */
export async function loadUser(db: Db, userId: string, now = clock.now()): Promise<AuthenticatedUser | null> {
  const hit = cache.get(userId);
  // An entry is good for a moment after it was loaded on the same clock; a clock set elsewhere (a test) reloads.
  const age = hit ? now.getTime() - hit.at : -1;
  if (hit && age >= 0 && age < TTL_MS) return hit.user;
  const profile = await db.selectFrom('users').select(['id', 'name', 'tags']).where('id', '=', userId).executeTakeFirst();
  if (!profile) return null;
  const instances = await db
    .selectFrom('roleInstances')
    .select(['roleId', 'venueId', 'isDeactivated', 'validFromDate', 'validToDate'])
    .where('userId', '=', userId)
    .execute();
  const roles = await db.selectFrom('roles').select(['roleId', 'permissions']).execute();
  const rolePermissions = new Map(roles.map((r) => [r.roleId, r.permissions ?? []]));
  const venues = await sql<{ id: string; country: string }>`SELECT id, country FROM venues WHERE is_active IS NOT FALSE`.execute(db);
  const venueCountries = new Map(venues.rows.map((v) => [v.id, v.country]));

  const global = new Set<string>();
  const byVenue = new Map<string, Set<string>>();
  for (const instance of instances) {
    if (!isRoleInstanceActive(instance as RoleInstance, now)) continue;
    const perms = rolePermissions.get(instance.roleId!) ?? [];
    if (!instance.venueId) perms.forEach((p) => global.add(p));
    else if (venueCountries.has(instance.venueId)) {
      const set = byVenue.get(instance.venueId) ?? new Set<string>();
      perms.forEach((p) => set.add(p));
      byVenue.set(instance.venueId, set);
    }
  }
  const user: AuthenticatedUser = {
    userId: profile.id,
    name: profile.name ?? '',
    tags: profile.tags ?? [],
    permissions: {
      globalPermissions: [...global].sort(),
      venuePermissions: [...byVenue.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([venueId, set]) => ({ venueId, permissions: [...set].sort() })),
    },
    roles: instances as RoleInstance[],
    venueCountries,
  };
  cache.set(userId, { user, at: now.getTime() });
  return user;
}
