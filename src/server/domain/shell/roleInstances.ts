import type { RoleInstancesLookupAnywhereInput, RoleInstancesLookupAtVenueInput, RoleInstancesMyActiveRolesInput, RoleInstancesMyRolesInput } from '@generated/server/resources/roleInstances';
import { isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
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

/** Users holding a role now, at one venue or anywhere. */
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
  return rows
    .filter((r) => isRoleInstanceActive(r as RoleInstance, ctx.now))
    .map((r) => ({ userId: r.userId!, name: r.name ?? '', venueId: r.venueId ?? null, validFromDate: r.validFromDate ?? null, validToDate: r.validToDate ?? null }));
});
