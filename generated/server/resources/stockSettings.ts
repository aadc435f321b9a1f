// Generated from schema/procurement/stockSettings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockSettingsResults } from '@/shared/procurement/stockSettings';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  countIntervalDays: z.number().int('must be a whole number').min(1, 'must be at least 1').max(365, 'must be at most 365').nullish(),
  varianceTolerancePercentage: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100').nullish(),
  purchaseOrderPrefix: z.string().trim().min(1, 'is required').max(8, 'must be at most 8 characters').regex(new RegExp("^[A-Z0-9-]+$"), 'has the wrong format'),
  defaultLeadTimeDays: z.number().int('must be a whole number').min(0, 'must be at least 0').max(60, 'must be at most 60').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockSettingsResource: ResourceMeta = {
  name: 'stockSettings',
  file: 'schema/procurement/stockSettings.ts',
  surface: 'pos',
  table: "stock_settings",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "countIntervalDays": "number", "varianceTolerancePercentage": "number", "purchaseOrderPrefix": "text", "defaultLeadTimeDays": "number" },
  readOnly: [],
  defaults: { "countIntervalDays": 30, "varianceTolerancePercentage": 5, "purchaseOrderPrefix": "PO", "defaultLeadTimeDays": 2 },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockSettings */
const getSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockSettingsGetInput = EndpointInput<typeof getSchemas>;

/** PUT /StockSettings */
const updateSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: updateSchema,
} satisfies EndpointSchemas;
export type StockSettingsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/stockSettings.ts and joined to the routes by the server's registry. */
export interface StockSettingsActions {
  get: DomainAction<StockSettingsGetInput, StockSettingsResults['get']>;
  update: DomainAction<StockSettingsUpdateInput, StockSettingsResults['update']>;
}

export function stockSettingsRoutes(actions: StockSettingsActions): EndpointRoute[] {
  return [
    {
      resource: 'stockSettings',
      name: 'get',
      surface: 'pos',
      method: 'GET',
      path: "/StockSettings",
      specPath: "/StockSettings",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get stock settings",
    },
    {
      resource: 'stockSettings',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/StockSettings",
      specPath: "/StockSettings",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["header:countryId", "body:country"] },
      id: null,
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update stock settings",
    },
  ];
}
