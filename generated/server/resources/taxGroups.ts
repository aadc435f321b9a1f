// Generated from schema/pos/taxGroups.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { TaxGroupsResults } from '@/shared/pos/taxGroups';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  code: z.string().trim().nullish(),
  taxRatePercentage: z.number().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const taxGroupsResource: ResourceMeta = {
  name: 'taxGroups',
  file: 'schema/pos/taxGroups.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "code": "text", "taxRatePercentage": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings/TaxGroups */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type TaxGroupsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/taxGroups.ts and joined to the routes by the server's registry. */
export interface TaxGroupsActions {
  list: DomainAction<TaxGroupsGetListInput, TaxGroupsResults['list']>;
}

export function taxGroupsRoutes(actions: TaxGroupsActions): EndpointRoute[] {
  return [
    {
      resource: 'taxGroups',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings/TaxGroups",
      specPath: "/CountrySettings/TaxGroups",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get tax groups",
    },
  ];
}
