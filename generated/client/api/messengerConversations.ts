// Generated from schema/crm/messengerConversations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MessengerConversationsResults } from '@/shared/crm/messengerConversations';

export const messengerConversationsEndpoints = {
  getList: { "resource": "messengerConversations", "name": "getList", "surface": "crm", "method": "GET", "path": "/EngageMessenger", "params": { "venueIds": { "in": "query", "repeated": true }, "status": { "in": "query" }, "assignee": { "in": "query" }, "isOpen": { "in": "query" }, "conversationId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get conversations" },
  send: { "resource": "messengerConversations", "name": "send", "surface": "crm", "method": "POST", "path": "/EngageMessenger", "params": {}, "body": "fields", "returns": "result", "error": "Unable to send message" },
  setAssignee: { "resource": "messengerConversations", "name": "setAssignee", "surface": "crm", "method": "POST", "path": "/EngageMessenger/Assignee", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update assignee" },
  setStatus: { "resource": "messengerConversations", "name": "setStatus", "surface": "crm", "method": "POST", "path": "/EngageMessenger/Status", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update status" },
  setTopic: { "resource": "messengerConversations", "name": "setTopic", "surface": "crm", "method": "POST", "path": "/EngageMessenger/Topic", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update topic" },
  attachGuest: { "resource": "messengerConversations", "name": "attachGuest", "surface": "crm", "method": "POST", "path": "/EngageMessenger/GuestProfile", "params": {}, "body": "fields", "returns": "result", "error": "Unable to attach guest" },
  detachGuest: { "resource": "messengerConversations", "name": "detachGuest", "surface": "crm", "method": "POST", "path": "/EngageMessenger/GuestProfile/Detach", "params": {}, "body": "fields", "returns": "result", "error": "Unable to detach guest" },
  assignees: { "resource": "messengerConversations", "name": "assignees", "surface": "crm", "method": "GET", "path": "/EngageMessenger/Assignees", "params": { "venueId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get assignees" },
  negotiate: { "resource": "messengerConversations", "name": "negotiate", "surface": "crm", "method": "GET", "path": "/EngageMessenger/negotiate", "params": {}, "body": null, "returns": "result", "error": "Unable to negotiate pubsub url" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Messenger conversation (crm API). */
export const messengerConversationsApi = {
  /** GET /EngageMessenger */
  getList: (input: { "venueIds"?: Array<string>; "status"?: string; "assignee"?: string; "isOpen"?: boolean; "conversationId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['list']>>(messengerConversationsEndpoints.getList, input, options),
  /** POST /EngageMessenger */
  send: (input: { body: { conversationId: string; text: string; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['send']>>(messengerConversationsEndpoints.send, input, options),
  /** POST /EngageMessenger/Assignee */
  setAssignee: (input: { body: { conversationId: string; assignee?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['setAssignee']>>(messengerConversationsEndpoints.setAssignee, input, options),
  /** POST /EngageMessenger/Status */
  setStatus: (input: { body: { conversationId: string; status: string; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['setStatus']>>(messengerConversationsEndpoints.setStatus, input, options),
  /** POST /EngageMessenger/Topic */
  setTopic: (input: { body: { conversationId: string; topic: string; remove?: boolean | null; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['setTopic']>>(messengerConversationsEndpoints.setTopic, input, options),
  /** POST /EngageMessenger/GuestProfile */
  attachGuest: (input: { body: { conversationId: string; guestId: string; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['attachGuest']>>(messengerConversationsEndpoints.attachGuest, input, options),
  /** POST /EngageMessenger/GuestProfile/Detach */
  detachGuest: (input: { body: { conversationId: string; }; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['detachGuest']>>(messengerConversationsEndpoints.detachGuest, input, options),
  /** GET /EngageMessenger/Assignees */
  assignees: (input: { "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['assignees']>>(messengerConversationsEndpoints.assignees, input, options),
  /** GET /EngageMessenger/negotiate */
  negotiate: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<MessengerConversationsResults['negotiate']>>(messengerConversationsEndpoints.negotiate, input, options),
};
