// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueRecipesResults } from '@/shared/procurement/venueRecipes';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  recipeId: z.string().nullish(),
  portions: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullish(),
  lines: z.array(z.object({ stockProductId: z.string().min(1, 'is required'), amount: z.number().min(0.001, 'must be at least 0.001').max(100000, 'must be at most 100000') })).max(50, 'must have at most 50 items').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueRecipesResource: ResourceMeta = {
  name: 'venueRecipes',
  file: 'schema/procurement/venueRecipes.ts',
  surface: 'pos',
  table: "venue_recipes",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "recipeId": "reference", "portions": "number", "lines": "json", "costPerPortion": "money", "isActive": "boolean" },
  readOnly: ["costPerPortion"],
  defaults: { "portions": 1, "isActive": true },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueRecipes/ByVenue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueRecipesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /VenueRecipes */
const listByCountrySchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type VenueRecipesListByCountryInput = EndpointInput<typeof listByCountrySchemas>;

/** GET /VenueRecipe/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueRecipesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /VenueRecipes */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VenueRecipesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /VenueRecipe/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type VenueRecipesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /VenueRecipe/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueRecipesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/procurement/venueRecipes.ts and joined to the routes by the server's registry. */
export interface VenueRecipesActions {
  listByVenue: DomainAction<VenueRecipesGetListInput, VenueRecipesResults['listByVenue']>;
  listByCountry: DomainAction<VenueRecipesListByCountryInput, VenueRecipesResults['listByCountry']>;
  get: DomainAction<VenueRecipesGetOneInput, VenueRecipesResults['get']>;
  create: DomainAction<VenueRecipesCreateInput, VenueRecipesResults['create']>;
  update: DomainAction<VenueRecipesUpdateInput, VenueRecipesResults['update']>;
}

export function venueRecipesRoutes(actions: VenueRecipesActions): EndpointRoute[] {
  return [
    {
      resource: 'venueRecipes',
      name: 'getList',
      surface: 'pos',
      method: 'GET',
      path: "/VenueRecipes/ByVenue/:venueId",
      specPath: "/VenueRecipes/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show", "pp.pim.stockmanagement.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get venue recipes",
    },
    {
      resource: 'venueRecipes',
      name: 'listByCountry',
      surface: 'pos',
      method: 'GET',
      path: "/VenueRecipes",
      specPath: "/VenueRecipes",
      access: 'read',
      permission: ["pp.pim.stockmanagement.show", "pp.pos.poc.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: listByCountrySchemas,
      upload: false,
      handler: { action: actions.listByCountry },
      returns: 'result',
      error: "Unable to get venue recipes",
    },
    {
      resource: 'venueRecipes',
      name: 'getOne',
      surface: 'pos',
      method: 'GET',
      path: "/VenueRecipe/:id",
      specPath: "/VenueRecipe/{id}",
      access: 'read',
      permission: ["vp.vp.pim.stockmanagement.show", "pp.pos.poc.show", "pp.pim.stockmanagement.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get venue recipe",
    },
    {
      resource: 'venueRecipes',
      name: 'create',
      surface: 'pos',
      method: 'POST',
      path: "/VenueRecipes",
      specPath: "/VenueRecipes",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit", "pp.pim.stockmanagement.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create venue recipe",
    },
    {
      resource: 'venueRecipes',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/VenueRecipe/:id",
      specPath: "/VenueRecipe/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit", "pp.pim.stockmanagement.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update venue recipe with id {id}",
    },
    {
      resource: 'venueRecipes',
      name: 'delete',
      surface: 'pos',
      method: 'DELETE',
      path: "/VenueRecipe/:id",
      specPath: "/VenueRecipe/{id}",
      access: 'write',
      permission: ["vp.vp.pim.stockmanagement.edit", "pp.pos.venue.edit", "pp.pim.stockmanagement.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete venue recipe",
    },
  ];
}
