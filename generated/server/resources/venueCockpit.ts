// Generated from schema/venue/venueCockpit.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueCockpitResults } from '@/shared/venue/venueCockpit';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueCockpitResource: ResourceMeta = {
  name: 'venueCockpit',
  file: 'schema/venue/venueCockpit.ts',
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

/** GET /VenueCockpit/{venueId} */
const getSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCockpitGetInput = EndpointInput<typeof getSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/venueCockpit.ts and joined to the routes by the server's registry. */
export interface VenueCockpitActions {
  overview: DomainAction<VenueCockpitGetInput, VenueCockpitResults['overview']>;
}

export function venueCockpitRoutes(actions: VenueCockpitActions): EndpointRoute[] {
  return [
    {
      resource: 'venueCockpit',
      name: 'get',
      surface: 'main',
      method: 'GET',
      path: "/VenueCockpit/:venueId",
      specPath: "/VenueCockpit/{venueId}",
      access: 'read',
      permission: ["vp.vp.cockpit.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.overview },
      returns: 'result',
      error: "Unable to get the venue cockpit",
    },
  ];
}
