import { grants, isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import type { Person } from '@/shared/bookings/people';
import type { RequestContext } from '../../api/context';

/**
 * The people holding a permission at a venue now, through a role there (and, with `includeGlobal`, through a
 * role everywhere), sorted by name.
 */
export async function peopleWith(ctx: RequestContext, permission: string, venueId: string, includeGlobal: boolean): Promise<Person[]> {
  const roles = await ctx.db.selectFrom('roles').select(['roleId', 'permissions']).execute();
  const granting = new Set(roles.filter((r) => grants(r.permissions ?? [], permission)).map((r) => r.roleId));
  let query = ctx.db
    .selectFrom('roleInstances')
    .innerJoin('users', 'users.id', 'roleInstances.userId')
    .select(['users.id', 'users.name', 'users.email', 'roleInstances.roleId', 'roleInstances.venueId', 'roleInstances.isDeactivated', 'roleInstances.validFromDate', 'roleInstances.validToDate']);
  query = includeGlobal ? query.where((eb) => eb.or([eb('roleInstances.venueId', '=', venueId), eb('roleInstances.venueId', 'is', null)])) : query.where('roleInstances.venueId', '=', venueId);
  const rows = await query.execute();
  const people = new Map<string, Person>();
  for (const row of rows) {
    if (!row.roleId || !granting.has(row.roleId) || !isRoleInstanceActive(row as RoleInstance, ctx.now)) continue;
    people.set(row.id, { userId: row.id, name: row.name ?? row.id, email: row.email ?? null });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Who handles booking requests (Booking Overview). */
export const caseworkersOf = (ctx: RequestContext, venueId: string) => peopleWith(ctx, 'vp.crm.bookingoverview.edit', venueId, true);
/** Who hosts guests at the venue (Table Booking, staff of the venue). */
export const hostsOf = (ctx: RequestContext, venueId: string) => peopleWith(ctx, 'vp.vp.booking.show', venueId, false);
