// Generated from schema/pos/salesProductGroups.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { SalesProductGroupsResults } from '@/shared/pos/salesProductGroups';

const editable = {
  name: z.string().trim().min(1, 'is required'),
  color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const salesProductGroupsResource: ResourceMeta = {
  name: 'salesProductGroups',
  file: 'schema/pos/salesProductGroups.ts',
  surface: 'pos',
  table: null,
  versioned: true,
  scope: {},
  columns: { "name": "text", "color": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /SalesProductGroups */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type SalesProductGroupsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/salesProductGroups.ts and joined to the routes by the server's registry. */
export interface SalesProductGroupsActions {
  list: DomainAction<SalesProductGroupsGetListInput, SalesProductGroupsResults['list']>;
}

export function salesProductGroupsRoutes(actions: SalesProductGroupsActions): EndpointRoute[] {
  return [
    {
      resource: 'salesProductGroups',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/SalesProductGroups",
      specPath: "/SalesProductGroups",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get sales groups",
    },
  ];
}
