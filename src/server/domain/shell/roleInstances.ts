import type { RoleInstancesLookupAnywhereInput, RoleInstancesLookupAtVenueInput, RoleInstancesMyActiveRolesInput, RoleInstancesMyRolesInput } from '@generated/server/resources/roleInstances';
import { hasPermission, isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import { defineAction } from '../../api/action';

export const myRoles = defineAction(async (ctx, _input: RoleInstancesMyRolesInput) =>
  ctx.user.roles.map((r) => ({
    roleId: r.roleId,
    venueId: r.venueId ?? null,
    validFromDate: r.validFromDate ?? null,
    validToDate: r.validToDate ?? null,
    isDeactivated: Boolean(r.isDeactivated),
  })),
);

/** Role codes held now at the venue of the venueId header, global roles included. */
export const myActiveRoles = defineAction(async (ctx, input: RoleInstancesMyActiveRolesInput) => {
  const venueId = input.headers.venueid;
  const codes = new Set(ctx.user.roles.filter((r) => (!r.venueId || r.venueId === venueId) && isRoleInstanceActive(r, ctx.now)).map((r) => r.roleId));
  return [...codes].sort().map((roleId) => ({ roleId }));
});

/**
 * Users holding a role now, at one venue (the endpoint checks the caller may see that venue's information) or
 * anywhere: then only at the venues whose information the caller may see, and those holding the role globally.
 */
export const lookup = defineAction(async (ctx, input: RoleInstancesLookupAtVenueInput | RoleInstancesLookupAnywhereInput) => {
  const venueId = 'venueId' in input.params ? input.params.venueId : null;
  let query = ctx.db
    .selectFrom('roleInstances')
    .innerJoin('users', 'users.id', 'roleInstances.userId')
    .select(['roleInstances.userId', 'users.name', 'roleInstances.venueId', 'roleInstances.validFromDate', 'roleInstances.validToDate', 'roleInstances.isDeactivated', 'roleInstances.roleId'])
    .where('roleInstances.roleId', '=', input.params.role)
    .orderBy('users.name');
  if (venueId) query = query.where('roleInstances.venueId', '=', venueId);
  const rows = await query.execute();
  const visible = (venue: string | null) => !venue || ctx.endpoint.permission === null || ctx.endpoint.permission.some((p) => hasPermission(ctx.user.permissions, p, venue));
  return rows
    .filter((r) => isRoleInstanceActive(r as RoleInstance, ctx.now) && visible(r.venueId))
    .map((r) => ({ userId: r.userId!, name: r.name ?? '', venueId: r.venueId ?? null, validFromDate: r.validFromDate ?? null, validToDate: r.validToDate ?? null }));
});
