import { z } from 'zod';

/** A permission name: dot-separated lower-case segments, such as `vp.vp.venuetasks.show`. */
export const permissionNameSchema = z.string().regex(/^[a-z]+(\.[a-z]+)+$/, 'dot-separated lower-case words, such as vp.vp.venuetasks.show');

/**
 * One permission of the portal. A `read` permission lets its holder see an area (the specification's show and view
 * permissions); a `write` permission lets them change it, or part of it. Write endpoints need write permissions only,
 * so that seeing is never changing.
 */
export const permissionSchema = z.strictObject({
  access: z.enum(['read', 'write']),
  /** What holding it allows, for readers of the schema, `docs/permissions.md` and those who grant it. */
  description: z.string().min(1),
});
export type PermissionDef = z.infer<typeof permissionSchema>;

export const permissionCatalogueSchema = z.record(permissionNameSchema, permissionSchema);
export type PermissionCatalogue = z.input<typeof permissionCatalogueSchema>;

/** Declares every permission the schema's routes and endpoints may name. */
export function definePermissions<const P extends PermissionCatalogue>(permissions: P): P {
  return permissions;
}
