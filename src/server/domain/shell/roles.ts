import type { RolesGetListInput } from '@generated/server/resources/roles';
import { hasPermissionAnyVenue } from '@/shared/permissions';
import { defineAction } from '../../api/action';

/** Reading what each role grants. */
export const ROLE_CONTENTS_PERMISSION = 'vp.idam.roles.show';

/** Every role by code and name, which screens use to name roles; the permissions each grants only to who may see them. */
export const list = defineAction(async (ctx, _input: RolesGetListInput) => {
  const rows = await ctx.db.selectFrom('roles').select(['id', 'roleId', 'name', 'permissions']).orderBy('roleId').execute();
  const contents = hasPermissionAnyVenue(ctx.user.permissions, ROLE_CONTENTS_PERMISSION);
  return rows.map((r) => ({ id: r.id, roleId: r.roleId ?? '', name: r.name ?? '', ...(contents ? { permissions: r.permissions ?? [] } : {}) }));
});
