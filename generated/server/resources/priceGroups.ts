// Generated from schema/pos/priceGroups.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PriceGroupsResults } from '@/shared/pos/priceGroups';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  isDefault: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const priceGroupsResource: ResourceMeta = {
  name: 'priceGroups',
  file: 'schema/pos/priceGroups.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "isDefault": "boolean" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings/PriceGroups */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PriceGroupsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /CountrySettings/PriceGroups/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type PriceGroupsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/priceGroups.ts and joined to the routes by the server's registry. */
export interface PriceGroupsActions {
  list: DomainAction<PriceGroupsGetListInput, PriceGroupsResults['list']>;
  getOne: DomainAction<PriceGroupsGetOneInput, PriceGroupsResults['getOne']>;
}

export function priceGroupsRoutes(actions: PriceGroupsActions): EndpointRoute[] {
  return [
    {
      resource: 'priceGroups',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/PriceGroups",
      specPath: "/CountrySettings/PriceGroups",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get price groups",
    },
    {
      resource: 'priceGroups',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/PriceGroups/:id",
      specPath: "/CountrySettings/PriceGroups/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getOne },
      returns: 'result',
      error: "Unable to get price group",
    },
  ];
}
