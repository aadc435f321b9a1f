// Generated from schema/pos/posReports.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PosReportsResults } from '@/shared/pos/posReports';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const posReportsResource: ResourceMeta = {
  name: 'posReports',
  file: 'schema/pos/posReports.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "country": "enum" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Reports/StockProducts */
const stockProductsSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PosReportsStockProductsInput = EndpointInput<typeof stockProductsSchemas>;

/** GET /Reports/SalesOverview/{reportId} */
const salesOverviewSchemas = {
  params: z.object({ reportId: z.string().min(1, 'is required') }),
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PosReportsSalesOverviewInput = EndpointInput<typeof salesOverviewSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/posReports.ts and joined to the routes by the server's registry. */
export interface PosReportsActions {
  stockProducts: DomainAction<PosReportsStockProductsInput, PosReportsResults['stockProducts']>;
  salesOverview: DomainAction<PosReportsSalesOverviewInput, PosReportsResults['salesOverview']>;
}

export function posReportsRoutes(actions: PosReportsActions): EndpointRoute[] {
  return [
    {
      resource: 'posReports',
      name: 'stockProducts',
      surface: 'pos',
      method: 'GET',
      path: "/Reports/StockProducts",
      specPath: "/Reports/StockProducts",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: stockProductsSchemas,
      upload: false,
      handler: { action: actions.stockProducts },
      returns: 'result',
      error: "Unable to get stock products report",
    },
    {
      resource: 'posReports',
      name: 'salesOverview',
      surface: 'pos',
      method: 'GET',
      path: "/Reports/SalesOverview/:reportId",
      specPath: "/Reports/SalesOverview/{reportId}",
      access: 'read',
      permission: ["pp.pos.poc.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: salesOverviewSchemas,
      upload: false,
      handler: { action: actions.salesOverview },
      returns: 'result',
      error: "Unable to get sales overview",
    },
  ];
}
