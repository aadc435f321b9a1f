// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { RecipesResults } from '@/shared/procurement/recipes';
import type { RecipeInput } from '@generated/shared/types/recipes';

export const recipesEndpoints = {
  getList: { "resource": "recipes", "name": "getList", "surface": "pos", "method": "GET", "path": "/Recipes", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get recipes" },
  getOne: { "resource": "recipes", "name": "getOne", "surface": "pos", "method": "GET", "path": "/Recipe/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get recipe" },
  create: { "resource": "recipes", "name": "create", "surface": "pos", "method": "POST", "path": "/Recipes", "params": {}, "body": "record", "returns": "result", "error": "Unable to create recipe" },
  update: { "resource": "recipes", "name": "update", "surface": "pos", "method": "PUT", "path": "/Recipe/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update recipe with id {id}" },
  delete: { "resource": "recipes", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/Recipe/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete recipe" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Recipe (pos API). */
export const recipesApi = {
  /** GET /Recipes */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<RecipesResults['list']>>(recipesEndpoints.getList, input, options),
  /** GET /Recipe/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<RecipesResults['get']>>(recipesEndpoints.getOne, input, options),
  /** POST /Recipes */
  create: (input: { body: RecipeInput; }, options?: CallOptions) =>
    call<Jsonify<RecipesResults['create']>>(recipesEndpoints.create, input, options),
  /** PUT /Recipe/{id} */
  update: (input: { "id": string; body: RecipeInput; }, options?: CallOptions) =>
    call<Jsonify<RecipesResults['update']>>(recipesEndpoints.update, input, options),
  /** DELETE /Recipe/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(recipesEndpoints.delete, input, options),
};
