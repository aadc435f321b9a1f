// Generated from schema/pos/zReports.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import { dateSchema, datetimeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  reportNumber: z.number().int('must be a whole number'),
  businessDate: dateSchema,
  terminalId: z.string().trim().nullish(),
  openedAt: datetimeSchema.nullish(),
  closedAt: datetimeSchema.nullish(),
  currency: z.string().trim().min(1, 'is required'),
  grossSales: z.number().int('must be an amount in minor units').nullish(),
  netSales: z.number().int('must be an amount in minor units').nullish(),
  taxTotal: z.number().int('must be an amount in minor units').nullish(),
  discounts: z.number().int('must be an amount in minor units').nullish(),
  refunds: z.number().int('must be an amount in minor units').nullish(),
  tips: z.number().int('must be an amount in minor units').nullish(),
  transactionCount: z.number().int('must be a whole number').nullish(),
  guestCount: z.number().int('must be a whole number').nullish(),
  salesByGroup: z.array(z.object({ salesProductGroupId: z.string().trim().nullish(), name: z.string().trim().nullish(), quantity: z.number().nullish(), amount: z.number().int('must be an amount in minor units').nullish() })).nullish(),
  taxes: z.array(z.object({ taxGroupId: z.string().trim().nullish(), code: z.string().trim().nullish(), taxRatePercentage: z.number().nullish(), net: z.number().int('must be an amount in minor units').nullish(), tax: z.number().int('must be an amount in minor units').nullish() })).nullish(),
  payments: z.array(z.object({ method: z.enum(["card", "cash", "mobile", "voucher", "invoice"]).nullish(), amount: z.number().int('must be an amount in minor units').nullish() })).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const zReportsResource: ResourceMeta = {
  name: 'zReports',
  file: 'schema/pos/zReports.ts',
  surface: 'pos',
  table: "z_reports",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "country": "enum", "reportNumber": "number", "businessDate": "date", "terminalId": "text", "openedAt": "datetime", "closedAt": "datetime", "currency": "text", "grossSales": "money", "netSales": "money", "taxTotal": "money", "discounts": "money", "refunds": "money", "tips": "money", "transactionCount": "number", "guestCount": "number", "salesByGroup": "json", "taxes": "json", "payments": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "businessDate", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ZReports/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ZReportsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /ZReports/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ZReportsGetOneInput = EndpointInput<typeof getOneSchemas>;

export const zReportsRoutes: EndpointRoute[] = [
  {
    resource: 'zReports',
    name: 'getList',
    surface: 'pos',
    method: 'GET',
    path: "/ZReports/ByVenue/:venueId",
    specPath: "/ZReports/ByVenue/{venueId}",
    access: 'read',
    permission: ["pp.pos.poc.show"],
    scope: { "venue": ["path:venueId"] },
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: { "venueId": "path:venueId" } },
    returns: 'records',
    error: "Unable to get z reports by venue",
  },
  {
    resource: 'zReports',
    name: 'getOne',
    surface: 'pos',
    method: 'GET',
    path: "/ZReports/:id",
    specPath: "/ZReports/{id}",
    access: 'read',
    permission: ["pp.pos.poc.show"],
    scope: { "venue": ["record"] },
    id: "path:id",
    schemas: getOneSchemas,
    upload: false,
    handler: { store: 'get' },
    returns: 'record',
    error: "Unable to get z report",
  },
];
