// Generated from schema/venue/personalTodoCategories.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PersonalTodoCategoriesResults } from '@/shared/venue/personalTodoCategories';

const editable = {
  venueId: z.string().min(1, 'is required'),
  role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]),
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  icon: z.enum(["List", "Star", "ShoppingCart", "LocalBar", "Restaurant", "Build", "CleaningServices", "People", "Event", "Inventory", "Campaign", "Lightbulb"]),
  color: z.string().min(1, 'is required').regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const personalTodoCategoriesResource: ResourceMeta = {
  name: 'personalTodoCategories',
  file: 'schema/venue/personalTodoCategories.ts',
  surface: 'main',
  table: "personal_todo_categories",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "ownerId": "reference", "venueId": "reference", "role": "enum", "name": "text", "icon": "enum", "color": "text" },
  readOnly: ["ownerId"],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /PersonalTodos/Category */
const createCategorySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), icon: z.enum(["List", "Star", "ShoppingCart", "LocalBar", "Restaurant", "Build", "CleaningServices", "People", "Event", "Inventory", "Campaign", "Lightbulb"]), color: z.string().min(1, 'is required').regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20') }),
} satisfies EndpointSchemas;
export type PersonalTodoCategoriesCreateCategoryInput = EndpointInput<typeof createCategorySchemas>;

/** PUT /PersonalTodos/Category */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type PersonalTodoCategoriesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /PersonalTodos/Category/{venueId}/{role}/{categoryId} */
const deleteCategorySchemas = {
  params: z.object({ role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), venueId: z.string().min(1, 'is required'), categoryId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PersonalTodoCategoriesDeleteCategoryInput = EndpointInput<typeof deleteCategorySchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/personalTodoCategories.ts and joined to the routes by the server's registry. */
export interface PersonalTodoCategoriesActions {
  createCategory: DomainAction<PersonalTodoCategoriesCreateCategoryInput, PersonalTodoCategoriesResults['createCategory']>;
  updateCategory: DomainAction<PersonalTodoCategoriesUpdateInput, PersonalTodoCategoriesResults['updateCategory']>;
  deleteCategory: DomainAction<PersonalTodoCategoriesDeleteCategoryInput, PersonalTodoCategoriesResults['deleteCategory']>;
}

export function personalTodoCategoriesRoutes(actions: PersonalTodoCategoriesActions): EndpointRoute[] {
  return [
    {
      resource: 'personalTodoCategories',
      name: 'createCategory',
      surface: 'main',
      method: 'POST',
      path: "/PersonalTodos/Category",
      specPath: "/PersonalTodos/Category",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createCategorySchemas,
      upload: false,
      handler: { action: actions.createCategory },
      returns: 'result',
      error: "Unable to create todo category",
    },
    {
      resource: 'personalTodoCategories',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/PersonalTodos/Category",
      specPath: "/PersonalTodos/Category",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.updateCategory },
      returns: 'result',
      error: "Unable to update todo category",
    },
    {
      resource: 'personalTodoCategories',
      name: 'deleteCategory',
      surface: 'main',
      method: 'DELETE',
      path: "/PersonalTodos/Category/:venueId/:role/:categoryId",
      specPath: "/PersonalTodos/Category/{venueId}/{role}/{categoryId}",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: deleteCategorySchemas,
      upload: false,
      handler: { action: actions.deleteCategory },
      returns: 'result',
      error: "Unable to delete todo category",
    },
  ];
}
