// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueRecipesResults } from '@/shared/procurement/venueRecipes';
import type { VenueRecipeInput } from '@generated/shared/types/venueRecipes';

export const venueRecipesEndpoints = {
  getList: { "resource": "venueRecipes", "name": "getList", "surface": "pos", "method": "GET", "path": "/VenueRecipes/ByVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue recipes" },
  listByCountry: { "resource": "venueRecipes", "name": "listByCountry", "surface": "pos", "method": "GET", "path": "/VenueRecipes", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get venue recipes" },
  getOne: { "resource": "venueRecipes", "name": "getOne", "surface": "pos", "method": "GET", "path": "/VenueRecipe/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue recipe" },
  create: { "resource": "venueRecipes", "name": "create", "surface": "pos", "method": "POST", "path": "/VenueRecipes", "params": {}, "body": "record", "returns": "result", "error": "Unable to create venue recipe" },
  update: { "resource": "venueRecipes", "name": "update", "surface": "pos", "method": "PUT", "path": "/VenueRecipe/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update venue recipe with id {id}" },
  delete: { "resource": "venueRecipes", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/VenueRecipe/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete venue recipe" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue recipe (pos API). */
export const venueRecipesApi = {
  /** GET /VenueRecipes/ByVenue/{venueId} */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueRecipesResults['listByVenue']>>(venueRecipesEndpoints.getList, input, options),
  /** GET /VenueRecipes */
  listByCountry: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueRecipesResults['listByCountry']>>(venueRecipesEndpoints.listByCountry, input, options),
  /** GET /VenueRecipe/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueRecipesResults['get']>>(venueRecipesEndpoints.getOne, input, options),
  /** POST /VenueRecipes */
  create: (input: { body: VenueRecipeInput; }, options?: CallOptions) =>
    call<Jsonify<VenueRecipesResults['create']>>(venueRecipesEndpoints.create, input, options),
  /** PUT /VenueRecipe/{id} */
  update: (input: { "id": string; body: VenueRecipeInput; }, options?: CallOptions) =>
    call<Jsonify<VenueRecipesResults['update']>>(venueRecipesEndpoints.update, input, options),
  /** DELETE /VenueRecipe/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(venueRecipesEndpoints.delete, input, options),
};
