// Generated from schema/venue/personalTodoCategories.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PersonalTodoCategoriesResults } from '@/shared/venue/personalTodoCategories';
import type { PersonalTodoCategorieInput } from '@generated/shared/types/personalTodoCategories';

export const personalTodoCategoriesEndpoints = {
  createCategory: { "resource": "personalTodoCategories", "name": "createCategory", "surface": "main", "method": "POST", "path": "/PersonalTodos/Category", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create todo category" },
  update: { "resource": "personalTodoCategories", "name": "update", "surface": "main", "method": "PUT", "path": "/PersonalTodos/Category", "params": {}, "body": "record", "returns": "result", "error": "Unable to update todo category" },
  deleteCategory: { "resource": "personalTodoCategories", "name": "deleteCategory", "surface": "main", "method": "DELETE", "path": "/PersonalTodos/Category/{venueId}/{role}/{categoryId}", "params": { "role": { "in": "path" }, "venueId": { "in": "path" }, "categoryId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete todo category" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of To-do category (main API). */
export const personalTodoCategoriesApi = {
  /** POST /PersonalTodos/Category */
  createCategory: (input: { body: { venueId: string; role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; name: string; icon: "List" | "Star" | "ShoppingCart" | "LocalBar" | "Restaurant" | "Build" | "CleaningServices" | "People" | "Event" | "Inventory" | "Campaign" | "Lightbulb"; color: string; }; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodoCategoriesResults['createCategory']>>(personalTodoCategoriesEndpoints.createCategory, input, options),
  /** PUT /PersonalTodos/Category */
  update: (input: { body: PersonalTodoCategorieInput; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodoCategoriesResults['updateCategory']>>(personalTodoCategoriesEndpoints.update, input, options),
  /** DELETE /PersonalTodos/Category/{venueId}/{role}/{categoryId} */
  deleteCategory: (input: { "role": "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; "venueId": string; "categoryId": string; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodoCategoriesResults['deleteCategory']>>(personalTodoCategoriesEndpoints.deleteCategory, input, options),
};
