// Generated from schema/pos/posVenues.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PosVenuesResults } from '@/shared/pos/posVenues';
import { timeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const posVenuesResource: ResourceMeta = {
  name: 'posVenues',
  file: 'schema/pos/posVenues.ts',
  surface: 'pos',
  table: "pos_venues",
  versioned: true,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "venueId": "reference", "name": "text", "country": "enum", "storages": "json", "locations": "json", "settings": "json" },
  readOnly: ["name", "country", "storages", "locations", "settings"],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Venues */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Venue/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Venue/{id} */
const createSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesCreateInput = EndpointInput<typeof createSchemas>;

/** DELETE /Venue/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /Venue/{venueId}/Storage */
const createStorageSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ storageName: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters') }),
} satisfies EndpointSchemas;
export type PosVenuesCreateStorageInput = EndpointInput<typeof createStorageSchemas>;

/** PUT /Venue/{venueId}/Storage/{storageId} */
const updateStorageSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), storageId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ storageName: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters') }),
} satisfies EndpointSchemas;
export type PosVenuesUpdateStorageInput = EndpointInput<typeof updateStorageSchemas>;

/** DELETE /Venue/{venueId}/Storage/{storageId} */
const deleteStorageSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), storageId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesDeleteStorageInput = EndpointInput<typeof deleteStorageSchemas>;

/** POST /Venue/{venueId}/Location */
const createLocationSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), storageId: z.string().trim().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type PosVenuesCreateLocationInput = EndpointInput<typeof createLocationSchemas>;

/** PUT /Venue/{venueId}/Location */
const updateLocationSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ locationId: z.string().trim().min(1, 'is required'), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), storageId: z.string().trim().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type PosVenuesUpdateLocationInput = EndpointInput<typeof updateLocationSchemas>;

/** DELETE /Venue/{venueId}/Location/{locationId} */
const deleteLocationSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), locationId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesDeleteLocationInput = EndpointInput<typeof deleteLocationSchemas>;

/** GET /venue/{id}/settings */
const getSettingsSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PosVenuesGetSettingsInput = EndpointInput<typeof getSettingsSchemas>;

/** PUT /venue/{id}/settings */
const updateSettingsSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ defaultPriceGroupId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), receivingStorageId: z.string().trim().max(64, 'must be at most 64 characters').nullish(), businessDayStartsAt: timeSchema.nullish(), tipsEnabled: z.boolean().nullish(), serviceChargePercentage: z.number().min(0, 'must be at least 0').max(25, 'must be at most 25').nullish(), receiptHeader: z.string().trim().max(500, 'must be at most 500 characters').nullish(), receiptFooter: z.string().trim().max(500, 'must be at most 500 characters').nullish(), zReportEmail: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type PosVenuesUpdateSettingsInput = EndpointInput<typeof updateSettingsSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/posVenues.ts and joined to the routes by the server's registry. */
export interface PosVenuesActions {
  createVenue: DomainAction<PosVenuesCreateInput, PosVenuesResults['createVenue']>;
  deleteVenue: DomainAction<PosVenuesDeleteInput, unknown>;
  createStorage: DomainAction<PosVenuesCreateStorageInput, PosVenuesResults['createStorage']>;
  updateStorage: DomainAction<PosVenuesUpdateStorageInput, PosVenuesResults['updateStorage']>;
  deleteStorage: DomainAction<PosVenuesDeleteStorageInput, PosVenuesResults['deleteStorage']>;
  createLocation: DomainAction<PosVenuesCreateLocationInput, PosVenuesResults['createLocation']>;
  updateLocation: DomainAction<PosVenuesUpdateLocationInput, PosVenuesResults['updateLocation']>;
  deleteLocation: DomainAction<PosVenuesDeleteLocationInput, PosVenuesResults['deleteLocation']>;
  getSettings: DomainAction<PosVenuesGetSettingsInput, PosVenuesResults['getSettings']>;
  updateSettings: DomainAction<PosVenuesUpdateSettingsInput, PosVenuesResults['updateSettings']>;
}

export function posVenuesRoutes(actions: PosVenuesActions): EndpointRoute[] {
  return [
    {
      resource: 'posVenues',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/Venues",
      specPath: "/Venues",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get venues",
    },
    {
      resource: 'posVenues',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/Venue/:id",
      specPath: "/Venue/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get venue",
    },
    {
      resource: 'posVenues',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/Venue/:id",
      specPath: "/Venue/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.createVenue },
      returns: 'result',
      error: "Unable to create POS venue",
    },
    {
      resource: 'posVenues',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/Venue/:id",
      specPath: "/Venue/{id}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.deleteVenue },
      returns: 'none',
      error: "Unable to delete venue with id {id}",
    },
    {
      resource: 'posVenues',
      name: 'createStorage',
      surface: 'pos',
      method: 'POST',
      path: "/Venue/:venueId/Storage",
      specPath: "/Venue/{venueId}/Storage",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createStorageSchemas,
      upload: false,
      handler: { action: actions.createStorage },
      returns: 'result',
      error: "Unable to create storage",
    },
    {
      resource: 'posVenues',
      name: 'updateStorage',
      surface: 'pos',
      method: 'PUT',
      path: "/Venue/:venueId/Storage/:storageId",
      specPath: "/Venue/{venueId}/Storage/{storageId}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: updateStorageSchemas,
      upload: false,
      handler: { action: actions.updateStorage },
      returns: 'result',
      error: "Unable to update storage",
    },
    {
      resource: 'posVenues',
      name: 'deleteStorage',
      surface: 'pos',
      method: 'DELETE',
      path: "/Venue/:venueId/Storage/:storageId",
      specPath: "/Venue/{venueId}/Storage/{storageId}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: deleteStorageSchemas,
      upload: false,
      handler: { action: actions.deleteStorage },
      returns: 'result',
      error: "Unable to delete storage",
    },
    {
      resource: 'posVenues',
      name: 'createLocation',
      surface: 'pos',
      method: 'POST',
      path: "/Venue/:venueId/Location",
      specPath: "/Venue/{venueId}/Location",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: createLocationSchemas,
      upload: false,
      handler: { action: actions.createLocation },
      returns: 'result',
      error: "Unable to create location",
    },
    {
      resource: 'posVenues',
      name: 'updateLocation',
      surface: 'pos',
      method: 'PUT',
      path: "/Venue/:venueId/Location",
      specPath: "/Venue/{venueId}/Location",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: updateLocationSchemas,
      upload: false,
      handler: { action: actions.updateLocation },
      returns: 'result',
      error: "Unable to update location",
    },
    {
      resource: 'posVenues',
      name: 'deleteLocation',
      surface: 'pos',
      method: 'DELETE',
      path: "/Venue/:venueId/Location/:locationId",
      specPath: "/Venue/{venueId}/Location/{locationId}",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: deleteLocationSchemas,
      upload: false,
      handler: { action: actions.deleteLocation },
      returns: 'result',
      error: "Unable to delete location",
    },
    {
      resource: 'posVenues',
      name: 'getSettings',
      surface: 'pos',
      method: 'GET',
      path: "/venue/:id/settings",
      specPath: "/venue/{id}/settings",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: getSettingsSchemas,
      upload: false,
      handler: { action: actions.getSettings },
      returns: 'result',
      error: "Unable to get venue settings",
    },
    {
      resource: 'posVenues',
      name: 'updateSettings',
      surface: 'pos',
      method: 'PUT',
      path: "/venue/:id/settings",
      specPath: "/venue/{id}/settings",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "venue": ["path:id"] },
      id: "path:id",
      schemas: updateSettingsSchemas,
      upload: false,
      handler: { action: actions.updateSettings },
      returns: 'result',
      error: "Unable to update venue settings",
    },
  ];
}
