// Generated from schema/venue/personalTodos.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { PersonalTodosResults } from '@/shared/venue/personalTodos';
import type { PersonalTodoInput } from '@generated/shared/types/personalTodos';

export const personalTodosEndpoints = {
  listForRole: { "resource": "personalTodos", "name": "listForRole", "surface": "main", "method": "GET", "path": "/PersonalTodos/{venueId}/{role}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "role": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get todos" },
  getTodo: { "resource": "personalTodos", "name": "getTodo", "surface": "main", "method": "GET", "path": "/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}", "params": { "role": { "in": "path" }, "venueId": { "in": "path" }, "categoryId": { "in": "path" }, "todoId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get todo" },
  createTodo: { "resource": "personalTodos", "name": "createTodo", "surface": "main", "method": "POST", "path": "/PersonalTodos", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create personal todo" },
  update: { "resource": "personalTodos", "name": "update", "surface": "main", "method": "PUT", "path": "/PersonalTodos", "params": {}, "body": "record", "returns": "result", "error": "Unable to update todo" },
  deleteTodo: { "resource": "personalTodos", "name": "deleteTodo", "surface": "main", "method": "DELETE", "path": "/PersonalTodos/{venueId}/{role}/{categoryId}/{todoId}", "params": { "role": { "in": "path" }, "venueId": { "in": "path" }, "categoryId": { "in": "path" }, "todoId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete todo" },
  setCompleted: { "resource": "personalTodos", "name": "setCompleted", "surface": "main", "method": "PUT", "path": "/PersonalTodos/Completed", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update todo" },
  reorder: { "resource": "personalTodos", "name": "reorder", "surface": "main", "method": "PUT", "path": "/PersonalTodos/Order", "params": {}, "body": "fields", "returns": "result", "error": "Unable to reorder todos" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of To-do (main API). */
export const personalTodosApi = {
  /** GET /PersonalTodos/{venueId}/{role} */
  listForRole: (input: { "venueId"?: string; "role": "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['listForRole']>>(personalTodosEndpoints.listForRole, input, options),
  /** GET /PersonalTodos/{venueId}/{role}/{categoryId}/{todoId} */
  getTodo: (input: { "role": "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; "venueId": string; "categoryId": string; "todoId": string; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['getTodo']>>(personalTodosEndpoints.getTodo, input, options),
  /** POST /PersonalTodos */
  createTodo: (input: { body: { venueId: string; categoryId: string; role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; title: string; note?: string | null; flagged?: boolean | null; hasDueDate?: boolean | null; startDate?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['createTodo']>>(personalTodosEndpoints.createTodo, input, options),
  /** PUT /PersonalTodos */
  update: (input: { body: PersonalTodoInput; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['updateTodo']>>(personalTodosEndpoints.update, input, options),
  /** DELETE /PersonalTodos/{venueId}/{role}/{categoryId}/{todoId} */
  deleteTodo: (input: { "role": "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; "venueId": string; "categoryId": string; "todoId": string; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['deleteTodo']>>(personalTodosEndpoints.deleteTodo, input, options),
  /** PUT /PersonalTodos/Completed */
  setCompleted: (input: { body: { id: string; venueId: string; role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; categoryId: string; completed: boolean; }; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['setCompleted']>>(personalTodosEndpoints.setCompleted, input, options),
  /** PUT /PersonalTodos/Order */
  reorder: (input: { body: { id: string; role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test"; venueId: string; categoryId: string; oldIndex: number; newIndex: number; }; }, options?: CallOptions) =>
    call<Jsonify<PersonalTodosResults['reorder']>>(personalTodosEndpoints.reorder, input, options),
};
