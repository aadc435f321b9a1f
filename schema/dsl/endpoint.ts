import { z } from 'zod';
import { API_SURFACES, type ApiSurface } from '../../src/shared/surfaces';
import { fieldNameSchema, fieldSchema } from './field';

export { API_SURFACES, type ApiSurface };

/** react-admin data provider operations; an endpoint named after one serves it. */
export const RA_OPERATIONS = ['getList', 'getOne', 'getMany', 'create', 'update', 'delete'] as const;
export type RaOperation = (typeof RA_OPERATIONS)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What an endpoint does with the data: reading it needs a read or write permission, changing it a write one. */
export type EndpointAccess = 'read' | 'write';

/** A path, query or header parameter. Path parameters are the `{name}` segments of the path. */
export const paramSchema = z.strictObject({
  in: z.enum(['path', 'query', 'header']),
  type: z.enum(['string', 'integer', 'number', 'boolean', 'date', 'datetime', 'enum']),
  /** For `enum` parameters: the enum's name. */
  enum: z.string().optional(),
  required: z.boolean().optional(),
  /** Repeated query parameter (`?s=a&s=b`). */
  repeated: z.boolean().optional(),
  /** Filled by the browser from the active selection when the caller gives no value. */
  from: z.enum(['activeVenue', 'activeCountry', 'currentUser']).optional(),
  /** The record field a list or get is matched on; defaults to the parameter's name when such a field exists. */
  matches: fieldNameSchema.optional(),
});
export type ParamDef = z.infer<typeof paramSchema>;

/**
 * Where the venue or country of a request is read for the permission check:
 * a parameter (`path:venueId`, `query:venueId`, `header:venueId`), a body field (`body:venueId`), or the
 * stored record the request addresses (`record`, using the resource's scope field).
 */
export const scopeSourceSchema = z
  .string()
  .regex(/^(path|query|header|body):[a-zA-Z][A-Za-z0-9-]*$|^record$/, 'path:<name>, query:<name>, header:<name>, body:<name> or record');

/** What the endpoint accepts as a body. */
export const bodySchema = z.union([
  /** The resource's editable fields; required ones must be present (`create`) or the whole record with its id and version (`update`). */
  z.literal('record'),
  /** Only the fields sent are validated and changed. */
  z.literal('patch'),
  /**
   * An explicit body for an action, declared with field definitions. `whole`: the body replaces everything it names
   * (a PUT of a section), so every field must be sent and an optional one is cleared only by an explicit `null`; a
   * body that leaves a field out is 400 naming it instead of erasing what was stored.
   */
  z.strictObject({ fields: z.record(fieldNameSchema, fieldSchema), whole: z.boolean().optional() }),
  /** Multipart form data with one file part. */
  z.literal('upload'),
]);

/** The generic store operation an endpoint runs when it has no domain action. */
export const storeOpSchema = z.enum(['list', 'get', 'create', 'update', 'delete']);

export const endpointSchema = z
  .strictObject({
    method: z.enum(HTTP_METHODS),
    /** Exactly as the specification writes it, with `{name}` path parameters. */
    path: z.string().regex(/^\/[A-Za-z0-9\-_/{}.]*$/, 'a path starting with / and {name} parameters'),
    params: z.record(z.string().regex(/^[a-zA-Z][A-Za-z0-9-]*$/), paramSchema).optional(),
    body: bodySchema.optional(),
    /**
     * Whether the endpoint only reads or changes something. GET endpoints read; the others write unless declared
     * `read` (a POST that only computes, counts or exports). A write endpoint needs write permissions.
     */
    access: z.enum(['read', 'write']).optional(),
    /** A permission name from `schema/shell/permissions.ts`, any of several, or null for every signed-in user. */
    permission: z.union([z.string().min(1), z.array(z.string().min(1)).min(1), z.null()]),
    /** Several sources must all pass (an update checks the stored record and the new body). */
    scope: z
      .strictObject({
        venue: z.union([scopeSourceSchema, z.array(scopeSourceSchema).min(1)]).optional(),
        country: z.union([scopeSourceSchema, z.array(scopeSourceSchema).min(1)]).optional(),
      })
      .optional(),
    /** A generic store operation, or the name of one of the resource's domain actions. */
    store: storeOpSchema.optional(),
    action: z.string().regex(/^[a-z][A-Za-z0-9]*$/).optional(),
    /** For `get`, `update` and `delete`: where the record id is read. */
    id: z.string().regex(/^(path|query|body):[a-zA-Z][A-Za-z0-9-]*$/).optional(),
    /** What comes back: the resource's record, a list of them, a file, or the action's own result. */
    returns: z.enum(['record', 'records', 'file', 'none', 'result']).optional(),
    /** The catalogued message the browser shows when the call fails. */
    error: z.string().min(1),
  })
  .refine((e) => Boolean(e.store) !== Boolean(e.action), { message: 'exactly one of store or action' })
  .refine((e) => !(e.method === 'GET' && e.access === 'write'), { message: 'a GET endpoint only reads', path: ['access'] });
export type EndpointDef = z.infer<typeof endpointSchema>;
