// Generated from schema/setup/bookingLocations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingLocationsResults } from '@/shared/setup/bookingLocations';

const editable = {
  name: z.string().trim().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingLocationsResource: ResourceMeta = {
  name: 'bookingLocations',
  file: 'schema/setup/bookingLocations.ts',
  surface: 'setup',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /locations */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingLocationsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/bookingLocations.ts and joined to the routes by the server's registry. */
export interface BookingLocationsActions {
  list: DomainAction<BookingLocationsGetListInput, BookingLocationsResults['list']>;
}

export function bookingLocationsRoutes(actions: BookingLocationsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingLocations',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/locations",
      specPath: "/locations",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get Team Members",
    },
  ];
}
