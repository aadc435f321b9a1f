// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { RecipesResults } from '@/shared/procurement/recipes';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  portions: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullish(),
  lines: z.array(z.object({ stockProductId: z.string().min(1, 'is required'), amount: z.number().min(0.001, 'must be at least 0.001').max(100000, 'must be at most 100000') })).max(50, 'must have at most 50 items').nullish(),
  country: z.enum(["dk", "no", "fi", "uk"]),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const recipesResource: ResourceMeta = {
  name: 'recipes',
  file: 'schema/procurement/recipes.ts',
  surface: 'pos',
  table: "recipes",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "description": "text", "portions": "number", "lines": "json", "costPerPortion": "money", "country": "enum" },
  readOnly: ["costPerPortion"],
  defaults: { "portions": 1 },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Recipes */
const getListSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type RecipesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Recipe/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RecipesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Recipes */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type RecipesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Recipe/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type RecipesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /Recipe/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type RecipesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/recipes.ts and joined to the routes by the server's registry. */
export interface RecipesActions {
  list: DomainAction<RecipesGetListInput, RecipesResults['list']>;
  get: DomainAction<RecipesGetOneInput, RecipesResults['get']>;
  create: DomainAction<RecipesCreateInput, RecipesResults['create']>;
  update: DomainAction<RecipesUpdateInput, RecipesResults['update']>;
  remove: DomainAction<RecipesDeleteInput, unknown>;
}

export function recipesRoutes(actions: RecipesActions): EndpointRoute[] {
  return [
    {
      resource: 'recipes',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/Recipes",
      specPath: "/Recipes",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get recipes",
    },
    {
      resource: 'recipes',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/Recipe/:id",
      specPath: "/Recipe/{id}",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get recipe",
    },
    {
      resource: 'recipes',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/Recipes",
      specPath: "/Recipes",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create recipe",
    },
    {
      resource: 'recipes',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/Recipe/:id",
      specPath: "/Recipe/{id}",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update recipe with id {id}",
    },
    {
      resource: 'recipes',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/Recipe/:id",
      specPath: "/Recipe/{id}",
      access: 'write',
      permission: ["pp.pim.stockmanagement.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete recipe",
    },
  ];
}
