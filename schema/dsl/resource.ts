import { z } from 'zod';
import { endpointSchema, API_SURFACES } from './endpoint';
import { fieldNameSchema, fieldSchema } from './field';
import { labelSchema } from './label';
import { routeSchema } from './route';

export const enumValueSchema = z.strictObject({
  value: z.union([z.string(), z.number()]),
  label: labelSchema,
  /** A theme colour for chips and badges. */
  color: z.enum(['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info']).optional(),
});
export const enumSchema = z.strictObject({ values: z.array(enumValueSchema).min(1) });
export type EnumDef = z.infer<typeof enumSchema>;

export const actionSchema = z.strictObject({
  /** What the action does, for readers of the schema and of the generated route table. */
  description: z.string().min(1),
});

export const resourceSchema = z
  .strictObject({
    /** camelCase, unique across the schema; also the i18n key prefix. */
    name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a camelCase resource name'),
    label: labelSchema,
    labelPlural: labelSchema,
    api: z.enum(API_SURFACES),
    /** Stored in its own table (default), or only served by domain actions over other tables. */
    stored: z.boolean().optional(),
    /** Records carry a version; a stale update gets 409. Default true. */
    versioned: z.boolean().optional(),
    fields: z.record(fieldNameSchema, fieldSchema),
    enums: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), enumSchema).optional(),
    /** The field used to show a record in references and titles. */
    recordRepresentation: fieldNameSchema.optional(),
    defaultSort: z.strictObject({ field: fieldNameSchema, order: z.enum(['ASC', 'DESC']) }).optional(),
    /** The fields that place a record at a venue or in a country, for permission checks on `record` scopes. */
    scope: z.strictObject({ venue: fieldNameSchema.optional(), country: fieldNameSchema.optional() }).optional(),
    /** Declared calls with the specification's paths. Without any, the simple REST convention applies. */
    endpoints: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), endpointSchema).optional(),
    /** For the simple REST convention: the permissions to read and to write. */
    access: z.strictObject({ read: z.string().nullable(), write: z.string().nullable() }).optional(),
    /**
     * Extra indexes over several fields; a unique one is enforced by the database. `lower` names text fields of the
     * index compared in lower case (`lower(column)`): a unique index then refuses names that differ only in case.
     * `where` makes it partial: only rows whose fields have these values are indexed (a unique one then allows one
     * such row per key, e.g. one Active count per venue).
     */
    indexes: z
      .array(
        z.strictObject({
          fields: z.array(fieldNameSchema).min(1),
          unique: z.boolean().optional(),
          lower: z.array(fieldNameSchema).min(1).optional(),
          where: z.record(fieldNameSchema, z.union([z.string(), z.number(), z.boolean()])).optional(),
        }),
      )
      .optional(),
    /** Stored for the server's own rules only: no endpoints, no routes. */
    internal: z.boolean().optional(),
    routes: z.array(routeSchema).optional(),
    /** Named server behaviours implemented in `src/server/domain/<area>/<name>.ts`. */
    actions: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), actionSchema).optional(),
  })
  .refine((r) => r.endpoints || r.access || r.internal, {
    message: 'a resource without endpoints needs access (the simple REST convention) or internal: true',
  });

export type ResourceDef = z.input<typeof resourceSchema>;

/** Declares a resource. The generator validates the definition and reports errors by file and key. */
export function defineResource<const R extends ResourceDef>(resource: R): R {
  return resource;
}
