// Generated from schema/shell/roles.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { RolesResults } from '@/shared/shell/roles';

const editable = {
  roleId: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  permissions: z.array(z.string().trim()).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const rolesResource: ResourceMeta = {
  name: 'roles',
  file: 'schema/shell/roles.ts',
  surface: 'main',
  table: "roles",
  versioned: true,
  scope: {},
  columns: { "roleId": "text", "name": "text", "permissions": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "roleId", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Idam/Roles */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RolesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/roles.ts and joined to the routes by the server's registry. */
export interface RolesActions {
  list: DomainAction<RolesGetListInput, RolesResults['list']>;
}

export function rolesRoutes(actions: RolesActions): EndpointRoute[] {
  return [
    {
      resource: 'roles',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/Idam/Roles",
      specPath: "/Idam/Roles",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get IDAM roles",
    },
  ];
}
