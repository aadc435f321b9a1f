// Generated from schema/setup/setupTimeZones.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { SetupTimeZonesResults } from '@/shared/setup/setupTimeZones';

const editable = {
  name: z.string().trim().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const setupTimeZonesResource: ResourceMeta = {
  name: 'setupTimeZones',
  file: 'schema/setup/setupTimeZones.ts',
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

/** GET /time-zones/country-codes */
const countryCodesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type SetupTimeZonesCountryCodesInput = EndpointInput<typeof countryCodesSchemas>;

/** GET /time-zones/{countryCode} */
const byCountrySchemas = {
  params: z.object({ countryCode: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type SetupTimeZonesByCountryInput = EndpointInput<typeof byCountrySchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/setupTimeZones.ts and joined to the routes by the server's registry. */
export interface SetupTimeZonesActions {
  countryCodes: DomainAction<SetupTimeZonesCountryCodesInput, SetupTimeZonesResults['countryCodes']>;
  byCountry: DomainAction<SetupTimeZonesByCountryInput, SetupTimeZonesResults['byCountry']>;
}

export function setupTimeZonesRoutes(actions: SetupTimeZonesActions): EndpointRoute[] {
  return [
    {
      resource: 'setupTimeZones',
      name: 'countryCodes',
      surface: 'setup',
      method: 'GET',
      path: "/time-zones/country-codes",
      specPath: "/time-zones/country-codes",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: countryCodesSchemas,
      upload: false,
      handler: { action: actions.countryCodes },
      returns: 'result',
      error: "Unable to get Country Codes",
    },
    {
      resource: 'setupTimeZones',
      name: 'byCountry',
      surface: 'setup',
      method: 'GET',
      path: "/time-zones/:countryCode",
      specPath: "/time-zones/{countryCode}",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: byCountrySchemas,
      upload: false,
      handler: { action: actions.byCountry },
      returns: 'result',
      error: "Unable to get Time Zones",
    },
  ];
}
