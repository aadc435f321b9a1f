// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StockingTemplatesResults } from '@/shared/procurement/stockingTemplates';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  lines: z.array(z.object({ stockProductId: z.string().min(1, 'is required'), parLevel: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000'), reorderPoint: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish() })).max(500, 'must have at most 500 items').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockingTemplatesResource: ResourceMeta = {
  name: 'stockingTemplates',
  file: 'schema/procurement/stockingTemplates.ts',
  surface: 'pos',
  table: "stocking_templates",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "description": "text", "lines": "json", "country": "enum" },
  readOnly: [],
  defaults: {},
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /StockingTemplates */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type StockingTemplatesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /StockingTemplate/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockingTemplatesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /StockingTemplates */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type StockingTemplatesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /StockingTemplate/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type StockingTemplatesUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /StockingTemplate/{id}/Apply/{venueId} */
const applySchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockingTemplatesApplyInput = EndpointInput<typeof applySchemas>;

/** DELETE /StockingTemplate/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type StockingTemplatesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/stockingTemplates.ts and joined to the routes by the server's registry. */
export interface StockingTemplatesActions {
  create: DomainAction<StockingTemplatesCreateInput, StockingTemplatesResults['create']>;
  update: DomainAction<StockingTemplatesUpdateInput, StockingTemplatesResults['update']>;
  apply: DomainAction<StockingTemplatesApplyInput, StockingTemplatesResults['apply']>;
}

export function stockingTemplatesRoutes(actions: StockingTemplatesActions): EndpointRoute[] {
  return [
    {
      resource: 'stockingTemplates',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/StockingTemplates",
      specPath: "/StockingTemplates",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "header:countryId" } },
      returns: 'records',
      error: "Unable to get stocking templates",
    },
    {
      resource: 'stockingTemplates',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/StockingTemplate/:id",
      specPath: "/StockingTemplate/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get stocking template",
    },
    {
      resource: 'stockingTemplates',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/StockingTemplates",
      specPath: "/StockingTemplates",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create stocking template",
    },
    {
      resource: 'stockingTemplates',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/StockingTemplate/:id",
      specPath: "/StockingTemplate/{id}",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update stocking template with id {id}",
    },
    {
      resource: 'stockingTemplates',
      name: 'apply',
      surface: 'pos',
      method: 'POST',
      path: "/StockingTemplate/:id/Apply/:venueId",
      specPath: "/StockingTemplate/{id}/Apply/{venueId}",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "venue": ["path:venueId"], "country": ["record"] },
      id: "path:id",
      schemas: applySchemas,
      upload: false,
      handler: { action: actions.apply },
      returns: 'result',
      error: "Unable to apply stocking template",
    },
    {
      resource: 'stockingTemplates',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/StockingTemplate/:id",
      specPath: "/StockingTemplate/{id}",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete stocking template",
    },
  ];
}
