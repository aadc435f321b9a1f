// Generated from schema/pos/stockContainerTypes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockContainerTypesResults } from '@/shared/pos/stockContainerTypes';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  tareWeight: z.number().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockContainerTypesResource: ResourceMeta = {
  name: 'stockContainerTypes',
  file: 'schema/pos/stockContainerTypes.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "tareWeight": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings/StockContainerTypes */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockContainerTypesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/stockContainerTypes.ts and joined to the routes by the server's registry. */
export interface StockContainerTypesActions {
  list: DomainAction<StockContainerTypesGetListInput, StockContainerTypesResults['list']>;
}

export function stockContainerTypesRoutes(actions: StockContainerTypesActions): EndpointRoute[] {
  return [
    {
      resource: 'stockContainerTypes',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/StockContainerTypes",
      specPath: "/CountrySettings/StockContainerTypes",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get stock container types",
    },
  ];
}
