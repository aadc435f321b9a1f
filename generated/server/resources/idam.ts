// Generated from schema/shell/idam.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { IdamResults } from '@/shared/shell/idam';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const idamResource: ResourceMeta = {
  name: 'idam',
  file: 'schema/shell/idam.ts',
  surface: 'main',
  table: null,
  versioned: true,
  scope: {},
  columns: {},
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Idam/User/Permissions */
const myPermissionsSchemas = {
  params: null,
  query: z.object({ useCache: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type IdamMyPermissionsInput = EndpointInput<typeof myPermissionsSchemas>;

/** GET /Idam/User/Venues */
const myVenuesSchemas = {
  params: null,
  query: z.object({ useCache: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type IdamMyVenuesInput = EndpointInput<typeof myVenuesSchemas>;

/** GET /Idam/User/Venues/Details */
const myVenueDetailsSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type IdamMyVenueDetailsInput = EndpointInput<typeof myVenueDetailsSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/idam.ts and joined to the routes by the server's registry. */
export interface IdamActions {
  myPermissions: DomainAction<IdamMyPermissionsInput, IdamResults['myPermissions']>;
  myVenues: DomainAction<IdamMyVenuesInput, IdamResults['myVenues']>;
  myVenueDetails: DomainAction<IdamMyVenueDetailsInput, IdamResults['myVenueDetails']>;
}

export function idamRoutes(actions: IdamActions): EndpointRoute[] {
  return [
    {
      resource: 'idam',
      name: 'myPermissions',
      surface: 'main',
      method: 'GET',
      path: "/Idam/User/Permissions",
      specPath: "/Idam/User/Permissions",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: myPermissionsSchemas,
      upload: false,
      handler: { action: actions.myPermissions },
      returns: 'result',
      error: "Unable to get IDAM permissions for user",
    },
    {
      resource: 'idam',
      name: 'myVenues',
      surface: 'main',
      method: 'GET',
      path: "/Idam/User/Venues",
      specPath: "/Idam/User/Venues",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: myVenuesSchemas,
      upload: false,
      handler: { action: actions.myVenues },
      returns: 'result',
      error: "Unable to get user venues",
    },
    {
      resource: 'idam',
      name: 'myVenueDetails',
      surface: 'main',
      method: 'GET',
      path: "/Idam/User/Venues/Details",
      specPath: "/Idam/User/Venues/Details",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: myVenueDetailsSchemas,
      upload: false,
      handler: { action: actions.myVenueDetails },
      returns: 'result',
      error: "Unable to get user venue details",
    },
  ];
}
