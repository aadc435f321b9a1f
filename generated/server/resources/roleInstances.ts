// Generated from schema/shell/roleInstances.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { RoleInstancesResults } from '@/shared/shell/roleInstances';
import { dateSchema } from '@/shared/validation';

const editable = {
  userId: z.string().min(1, 'is required'),
  roleId: z.string().trim().min(1, 'is required'),
  venueId: z.string().nullish(),
  validFromDate: dateSchema.nullish(),
  validToDate: dateSchema.nullish(),
  isDeactivated: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const roleInstancesResource: ResourceMeta = {
  name: 'roleInstances',
  file: 'schema/shell/roleInstances.ts',
  surface: 'main',
  table: "role_instances",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "userId": "reference", "roleId": "text", "venueId": "reference", "validFromDate": "date", "validToDate": "date", "isDeactivated": "boolean" },
  readOnly: [],
  defaults: { "isDeactivated": false },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Idam/User/Roles */
const myRolesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RoleInstancesMyRolesInput = EndpointInput<typeof myRolesSchemas>;

/** GET /Idam/User/Roles/Active */
const myActiveRolesSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type RoleInstancesMyActiveRolesInput = EndpointInput<typeof myActiveRolesSchemas>;

/** GET /Idam/RoleLookup/{role}/{venueId} */
const lookupAtVenueSchemas = {
  params: z.object({ role: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RoleInstancesLookupAtVenueInput = EndpointInput<typeof lookupAtVenueSchemas>;

/** GET /Idam/RoleLookup/{role} */
const lookupAnywhereSchemas = {
  params: z.object({ role: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RoleInstancesLookupAnywhereInput = EndpointInput<typeof lookupAnywhereSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/roleInstances.ts and joined to the routes by the server's registry. */
export interface RoleInstancesActions {
  myRoles: DomainAction<RoleInstancesMyRolesInput, RoleInstancesResults['myRoles']>;
  myActiveRoles: DomainAction<RoleInstancesMyActiveRolesInput, RoleInstancesResults['myActiveRoles']>;
  lookup: DomainAction<RoleInstancesLookupAtVenueInput | RoleInstancesLookupAnywhereInput, RoleInstancesResults['lookup']>;
}

export function roleInstancesRoutes(actions: RoleInstancesActions): EndpointRoute[] {
  return [
    {
      resource: 'roleInstances',
      name: 'myRoles',
      surface: 'main',
      method: 'GET',
      path: "/Idam/User/Roles",
      specPath: "/Idam/User/Roles",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: myRolesSchemas,
      upload: false,
      handler: { action: actions.myRoles },
      returns: 'result',
      error: "Unable to get user roles",
    },
    {
      resource: 'roleInstances',
      name: 'myActiveRoles',
      surface: 'main',
      method: 'GET',
      path: "/Idam/User/Roles/Active",
      specPath: "/Idam/User/Roles/Active",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: myActiveRolesSchemas,
      upload: false,
      handler: { action: actions.myActiveRoles },
      returns: 'result',
      error: "Unable to get active user roles",
    },
    {
      resource: 'roleInstances',
      name: 'lookupAtVenue',
      surface: 'main',
      method: 'GET',
      path: "/Idam/RoleLookup/:role/:venueId",
      specPath: "/Idam/RoleLookup/{role}/{venueId}",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: lookupAtVenueSchemas,
      upload: false,
      handler: { action: actions.lookup },
      returns: 'result',
      error: "Unable to look up role",
    },
    {
      resource: 'roleInstances',
      name: 'lookupAnywhere',
      surface: 'main',
      method: 'GET',
      path: "/Idam/RoleLookup/:role",
      specPath: "/Idam/RoleLookup/{role}",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: {},
      id: null,
      schemas: lookupAnywhereSchemas,
      upload: false,
      handler: { action: actions.lookup },
      returns: 'result',
      error: "Unable to look up role",
    },
  ];
}
