// Generated from schema/pos/productUnits.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ProductUnitsResults } from '@/shared/pos/productUnits';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  abbreviation: z.string().trim().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const productUnitsResource: ResourceMeta = {
  name: 'productUnits',
  file: 'schema/pos/productUnits.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "abbreviation": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings/ProductUnits */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type ProductUnitsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/productUnits.ts and joined to the routes by the server's registry. */
export interface ProductUnitsActions {
  list: DomainAction<ProductUnitsGetListInput, ProductUnitsResults['list']>;
}

export function productUnitsRoutes(actions: ProductUnitsActions): EndpointRoute[] {
  return [
    {
      resource: 'productUnits',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/ProductUnits",
      specPath: "/CountrySettings/ProductUnits",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get product units",
    },
  ];
}
