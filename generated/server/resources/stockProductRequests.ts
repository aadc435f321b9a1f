// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockProductRequestsResults } from '@/shared/procurement/stockProductRequests';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  vendorName: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  contentAmount: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish(),
  contentUnit: z.enum(["cl", "l", "g", "kg", "pcs"]).nullish(),
  estimatedCost: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  reason: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockProductRequestsResource: ResourceMeta = {
  name: 'stockProductRequests',
  file: 'schema/procurement/stockProductRequests.ts',
  surface: 'pos',
  table: "stock_product_requests",
  versioned: true,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "venueId": "reference", "name": "text", "vendorName": "text", "contentAmount": "number", "contentUnit": "enum", "estimatedCost": "money", "reason": "text", "state": "enum", "country": "enum", "decisionNote": "text", "stockProductId": "reference", "decidedBy": "text", "decidedAt": "datetime" },
  readOnly: ["state", "country", "decisionNote", "stockProductId", "decidedBy", "decidedAt"],
  defaults: {},
  search: ["name"],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockProductRequests/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockProductRequestsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /StockProductRequests */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockProductRequestsCreateInput = EndpointInput<typeof createSchemas>;

/** GET /StockProductRequests */
const listByCountrySchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockProductRequestsListByCountryInput = EndpointInput<typeof listByCountrySchemas>;

/** POST /StockProductRequest/{id}/Approve */
const approveSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), stockProductGroupId: z.string().trim().min(1, 'is required'), productUnitId: z.string().trim().min(1, 'is required'), costPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'), vendorId: z.string().trim().nullish(), note: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type StockProductRequestsApproveInput = EndpointInput<typeof approveSchemas>;

/** POST /StockProductRequest/{id}/Reject */
const rejectSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ note: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters') }),
} satisfies EndpointSchemas;
export type StockProductRequestsRejectInput = EndpointInput<typeof rejectSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/stockProductRequests.ts and joined to the routes by the server's registry. */
export interface StockProductRequestsActions {
  create: DomainAction<StockProductRequestsCreateInput, StockProductRequestsResults['create']>;
  approve: DomainAction<StockProductRequestsApproveInput, StockProductRequestsResults['approve']>;
  reject: DomainAction<StockProductRequestsRejectInput, StockProductRequestsResults['reject']>;
}

export function stockProductRequestsRoutes(actions: StockProductRequestsActions): EndpointRoute[] {
  return [
    {
      resource: 'stockProductRequests',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockProductRequests/ByVenue/:venueId",
      specPath: "/StockProductRequests/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get stock product requests",
    },
    {
      resource: 'stockProductRequests',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockProductRequests",
      specPath: "/StockProductRequests",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stock product request",
    },
    {
      resource: 'stockProductRequests',
      name: 'listByCountry',
      surface: 'pos',
      method: 'GET',
      path: "/StockProductRequests",
      specPath: "/StockProductRequests",
      access: 'read',
      permission: ["pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: listByCountrySchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get stock product requests",
    },
    {
      resource: 'stockProductRequests',
      name: 'approve',
      surface: 'pos',
      method: 'POST',
      path: "/StockProductRequest/:id/Approve",
      specPath: "/StockProductRequest/{id}/Approve",
      access: 'write',
      permission: ["pp.pim.stockproductrequests.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: approveSchemas,
      upload: false,
      handler: { action: actions.approve },
      returns: 'result',
      error: "Unable to approve stock product request",
    },
    {
      resource: 'stockProductRequests',
      name: 'reject',
      surface: 'pos',
      method: 'POST',
      path: "/StockProductRequest/:id/Reject",
      specPath: "/StockProductRequest/{id}/Reject",
      access: 'write',
      permission: ["pp.pim.stockproductrequests.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: rejectSchemas,
      upload: false,
      handler: { action: actions.reject },
      returns: 'result',
      error: "Unable to reject stock product request",
    },
  ];
}
