// Generated from schema/venue/personalTodos.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PersonalTodosResults } from '@/shared/venue/personalTodos';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  categoryId: z.string().min(1, 'is required'),
  role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  note: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  flagged: z.boolean().nullish(),
  hasDueDate: z.boolean().nullish(),
  startDate: dateSchema.nullish(),
  completed: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const personalTodosResource: ResourceMeta = {
  name: 'personalTodos',
  file: 'schema/venue/personalTodos.ts',
  surface: 'main',
  table: "personal_todos",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "ownerId": "reference", "venueId": "reference", "categoryId": "reference", "role": "enum", "title": "text", "note": "text", "flagged": "boolean", "hasDueDate": "boolean", "startDate": "date", "completed": "boolean", "completedAt": "datetime", "meetingInstanceId": "reference", "position": "number" },
  readOnly: ["ownerId", "completedAt", "meetingInstanceId", "position"],
  defaults: { "flagged": false, "hasDueDate": false, "completed": false },
  search: [],
  defaultSort: { "field": "position", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PersonalTodos/{venueId}/{role} */
const listForRoleSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PersonalTodosListForRoleInput = EndpointInput<typeof listForRoleSchemas>;

/** GET /PersonalTodos/{venueId}/{role}/{categoryId}/{todoId} */
const getTodoSchemas = {
  params: z.object({ role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), venueId: z.string().min(1, 'is required'), categoryId: z.string().min(1, 'is required'), todoId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PersonalTodosGetTodoInput = EndpointInput<typeof getTodoSchemas>;

/** POST /PersonalTodos */
const createTodoSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), categoryId: z.string().min(1, 'is required'), role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), note: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), flagged: z.boolean().nullish(), hasDueDate: z.boolean().nullish(), startDate: dateSchema.nullish() }),
} satisfies EndpointSchemas;
export type PersonalTodosCreateTodoInput = EndpointInput<typeof createTodoSchemas>;

/** PUT /PersonalTodos */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type PersonalTodosUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /PersonalTodos/{venueId}/{role}/{categoryId}/{todoId} */
const deleteTodoSchemas = {
  params: z.object({ role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), venueId: z.string().min(1, 'is required'), categoryId: z.string().min(1, 'is required'), todoId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PersonalTodosDeleteTodoInput = EndpointInput<typeof deleteTodoSchemas>;

/** PUT /PersonalTodos/Completed */
const setCompletedSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), categoryId: z.string().min(1, 'is required'), completed: z.boolean() }),
} satisfies EndpointSchemas;
export type PersonalTodosSetCompletedInput = EndpointInput<typeof setCompletedSchemas>;

/** PUT /PersonalTodos/Order */
const reorderSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required'), role: z.enum(["sm", "vm", "avm", "svm", "vm-test", "sm-test"]), venueId: z.string().min(1, 'is required'), categoryId: z.string().min(1, 'is required'), oldIndex: z.number().int('must be a whole number').min(0, 'must be at least 0'), newIndex: z.number().int('must be a whole number').min(0, 'must be at least 0') }),
} satisfies EndpointSchemas;
export type PersonalTodosReorderInput = EndpointInput<typeof reorderSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/personalTodos.ts and joined to the routes by the server's registry. */
export interface PersonalTodosActions {
  listForRole: DomainAction<PersonalTodosListForRoleInput, PersonalTodosResults['listForRole']>;
  getTodo: DomainAction<PersonalTodosGetTodoInput, PersonalTodosResults['getTodo']>;
  createTodo: DomainAction<PersonalTodosCreateTodoInput, PersonalTodosResults['createTodo']>;
  updateTodo: DomainAction<PersonalTodosUpdateInput, PersonalTodosResults['updateTodo']>;
  deleteTodo: DomainAction<PersonalTodosDeleteTodoInput, PersonalTodosResults['deleteTodo']>;
  setCompleted: DomainAction<PersonalTodosSetCompletedInput, PersonalTodosResults['setCompleted']>;
  reorder: DomainAction<PersonalTodosReorderInput, PersonalTodosResults['reorder']>;
}

export function personalTodosRoutes(actions: PersonalTodosActions): EndpointRoute[] {
  return [
    {
      resource: 'personalTodos',
      name: 'listForRole',
      surface: 'main',
      method: 'GET',
      path: "/PersonalTodos/:venueId/:role",
      specPath: "/PersonalTodos/{venueId}/{role}",
      access: 'read',
      permission: ["vp.vp.personaltodos.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: listForRoleSchemas,
      upload: false,
      handler: { action: actions.listForRole },
      returns: 'result',
      error: "Unable to get todos",
    },
    {
      resource: 'personalTodos',
      name: 'getTodo',
      surface: 'main',
      method: 'GET',
      path: "/PersonalTodos/:venueId/:role/:categoryId/:todoId",
      specPath: "/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}",
      access: 'read',
      permission: ["vp.vp.personaltodos.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getTodoSchemas,
      upload: false,
      handler: { action: actions.getTodo },
      returns: 'result',
      error: "Unable to get todo",
    },
    {
      resource: 'personalTodos',
      name: 'createTodo',
      surface: 'main',
      method: 'POST',
      path: "/PersonalTodos",
      specPath: "/PersonalTodos",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createTodoSchemas,
      upload: false,
      handler: { action: actions.createTodo },
      returns: 'result',
      error: "Unable to create personal todo",
    },
    {
      resource: 'personalTodos',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/PersonalTodos",
      specPath: "/PersonalTodos",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.updateTodo },
      returns: 'result',
      error: "Unable to update todo",
    },
    {
      resource: 'personalTodos',
      name: 'deleteTodo',
      surface: 'main',
      method: 'DELETE',
      path: "/PersonalTodos/:venueId/:role/:categoryId/:todoId",
      specPath: "/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: deleteTodoSchemas,
      upload: false,
      handler: { action: actions.deleteTodo },
      returns: 'result',
      error: "Unable to delete todo",
    },
    {
      resource: 'personalTodos',
      name: 'setCompleted',
      surface: 'main',
      method: 'PUT',
      path: "/PersonalTodos/Completed",
      specPath: "/PersonalTodos/Completed",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: setCompletedSchemas,
      upload: false,
      handler: { action: actions.setCompleted },
      returns: 'result',
      error: "Unable to update todo",
    },
    {
      resource: 'personalTodos',
      name: 'reorder',
      surface: 'main',
      method: 'PUT',
      path: "/PersonalTodos/Order",
      specPath: "/PersonalTodos/Order",
      access: 'write',
      permission: ["vp.vp.personaltodos.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: reorderSchemas,
      upload: false,
      handler: { action: actions.reorder },
      returns: 'result',
      error: "Unable to reorder todos",
    },
  ];
}
