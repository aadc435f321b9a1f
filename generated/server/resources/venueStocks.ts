// Generated from schema/procurement/venueStocks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueStocksResults } from '@/shared/procurement/venueStocks';

const editable = {
  venueId: z.string().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueStocksResource: ResourceMeta = {
  name: 'venueStocks',
  file: 'schema/procurement/venueStocks.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "venueId": "reference" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueStock/ByVenue/{venueId} */
const byVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueStocksByVenueInput = EndpointInput<typeof byVenueSchemas>;

/** GET /VenueStocks */
const byCountrySchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type VenueStocksByCountryInput = EndpointInput<typeof byCountrySchemas>;

/** GET /VenueStock/{venueId}/Movements */
const movementsSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ stockProductId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueStocksMovementsInput = EndpointInput<typeof movementsSchemas>;

/** POST /VenueStock/{venueId}/Waste */
const registerWasteSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ stockProductId: z.string().trim().min(1, 'is required'), quantity: z.number().min(0.01, 'must be at least 0.01').max(100000, 'must be at most 100000'), storageId: z.string().trim().nullish(), stockWasteReasonId: z.string().trim().min(1, 'is required'), note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type VenueStocksRegisterWasteInput = EndpointInput<typeof registerWasteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/venueStocks.ts and joined to the routes by the server's registry. */
export interface VenueStocksActions {
  byVenue: DomainAction<VenueStocksByVenueInput, VenueStocksResults['byVenue']>;
  byCountry: DomainAction<VenueStocksByCountryInput, VenueStocksResults['byCountry']>;
  movements: DomainAction<VenueStocksMovementsInput, VenueStocksResults['movements']>;
  registerWaste: DomainAction<VenueStocksRegisterWasteInput, VenueStocksResults['registerWaste']>;
}

export function venueStocksRoutes(actions: VenueStocksActions): EndpointRoute[] {
  return [
    {
      resource: 'venueStocks',
      name: 'byVenue',
      surface: 'pos',
      method: 'GET',
      path: "/VenueStock/ByVenue/:venueId",
      specPath: "/VenueStock/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show", "pp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: byVenueSchemas,
      upload: false,
      handler: { action: actions.byVenue },
      returns: 'result',
      error: "Unable to get venue stock",
    },
    {
      resource: 'venueStocks',
      name: 'byCountry',
      surface: 'pos',
      method: 'GET',
      path: "/VenueStocks",
      specPath: "/VenueStocks",
      access: 'read',
      permission: ["pp.pim.stockmanagement.show", "pp.pos.poc.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: byCountrySchemas,
      upload: false,
      handler: { action: actions.byCountry },
      returns: 'result',
      error: "Unable to get venue stocks",
    },
    {
      resource: 'venueStocks',
      name: 'movements',
      surface: 'pos',
      method: 'GET',
      path: "/VenueStock/:venueId/Movements",
      specPath: "/VenueStock/{venueId}/Movements",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show", "pp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: movementsSchemas,
      upload: false,
      handler: { action: actions.movements },
      returns: 'result',
      error: "Unable to get stock movements",
    },
    {
      resource: 'venueStocks',
      name: 'registerWaste',
      surface: 'pos',
      method: 'POST',
      path: "/VenueStock/:venueId/Waste",
      specPath: "/VenueStock/{venueId}/Waste",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: registerWasteSchemas,
      upload: false,
      handler: { action: actions.registerWaste },
      returns: 'result',
      error: "Unable to register stock waste",
    },
  ];
}
