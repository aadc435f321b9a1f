// Generated from schema/pos/pouringCategories.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PouringCategoriesResults } from '@/shared/pos/pouringCategories';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  pourSize: z.number().nullish(),
  wastePercentage: z.number().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const pouringCategoriesResource: ResourceMeta = {
  name: 'pouringCategories',
  file: 'schema/pos/pouringCategories.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "pourSize": "number", "wastePercentage": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings/PouringCategories */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PouringCategoriesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/pouringCategories.ts and joined to the routes by the server's registry. */
export interface PouringCategoriesActions {
  list: DomainAction<PouringCategoriesGetListInput, PouringCategoriesResults['list']>;
}

export function pouringCategoriesRoutes(actions: PouringCategoriesActions): EndpointRoute[] {
  return [
    {
      resource: 'pouringCategories',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/PouringCategories",
      specPath: "/CountrySettings/PouringCategories",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get pouring categories",
    },
  ];
}
