// Generated from schema/crm/emailConversations.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EmailConversationsResults } from '@/shared/crm/emailConversations';

export const emailConversationsEndpoints = {
  getList: { "resource": "emailConversations", "name": "getList", "surface": "crm", "method": "GET", "path": "/EngageEmail", "params": { "venueIds": { "in": "query", "repeated": true }, "folder": { "in": "query" }, "label": { "in": "query" }, "status": { "in": "query" }, "assignee": { "in": "query" }, "isOpen": { "in": "query" }, "conversationId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get email conversations" },
  assignees: { "resource": "emailConversations", "name": "assignees", "surface": "crm", "method": "GET", "path": "/EngageEmail/Assignees", "params": { "venueId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get assignees" },
  negotiate: { "resource": "emailConversations", "name": "negotiate", "surface": "crm", "method": "GET", "path": "/EngageEmail/negotiate", "params": {}, "body": null, "returns": "result", "error": "Unable to negotiate pubsub url" },
  replyOptions: { "resource": "emailConversations", "name": "replyOptions", "surface": "crm", "method": "GET", "path": "/EngageEmail/ReplyOptions", "params": { "conversationId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get reply options" },
  reply: { "resource": "emailConversations", "name": "reply", "surface": "crm", "method": "POST", "path": "/EngageEmail/reply", "params": {}, "body": "fields", "returns": "result", "error": "Unable to send message" },
  downloadAttachment: { "resource": "emailConversations", "name": "downloadAttachment", "surface": "crm", "method": "POST", "path": "/EngageEmail/attachment/download", "params": {}, "body": "fields", "returns": "file", "error": "Unable to download attachment" },
  setAssignee: { "resource": "emailConversations", "name": "setAssignee", "surface": "crm", "method": "POST", "path": "/EngageEmail/Assignee", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update assignee" },
  setStatus: { "resource": "emailConversations", "name": "setStatus", "surface": "crm", "method": "POST", "path": "/EngageEmail/Status", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update status" },
  setTopic: { "resource": "emailConversations", "name": "setTopic", "surface": "crm", "method": "POST", "path": "/EngageEmail/Topic", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update topic" },
  attachGuest: { "resource": "emailConversations", "name": "attachGuest", "surface": "crm", "method": "POST", "path": "/EngageEmail/GuestProfile", "params": {}, "body": "fields", "returns": "result", "error": "Unable to attach guest" },
  detachGuest: { "resource": "emailConversations", "name": "detachGuest", "surface": "crm", "method": "POST", "path": "/EngageEmail/GuestProfile/Detach", "params": {}, "body": "fields", "returns": "result", "error": "Unable to detach guest" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Email conversation (crm API). */
export const emailConversationsApi = {
  /** GET /EngageEmail */
  getList: (input: { "venueIds"?: Array<string>; "folder"?: "inbox" | "spam"; "label"?: string; "status"?: string; "assignee"?: string; "isOpen"?: boolean; "conversationId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['list']>>(emailConversationsEndpoints.getList, input, options),
  /** GET /EngageEmail/Assignees */
  assignees: (input: { "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['assignees']>>(emailConversationsEndpoints.assignees, input, options),
  /** GET /EngageEmail/negotiate */
  negotiate: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['negotiate']>>(emailConversationsEndpoints.negotiate, input, options),
  /** GET /EngageEmail/ReplyOptions */
  replyOptions: (input: { "conversationId": string; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['replyOptions']>>(emailConversationsEndpoints.replyOptions, input, options),
  /** POST /EngageEmail/reply */
  reply: (input: { body: { conversationId: string; from?: string | null; html: string; cc?: string[] | null; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['reply']>>(emailConversationsEndpoints.reply, input, options),
  /** POST /EngageEmail/attachment/download */
  downloadAttachment: (input: { body: { venueMail: string; messageId: string; fileName: string; }; }, options?: CallOptions) =>
    call<Blob>(emailConversationsEndpoints.downloadAttachment, input, options),
  /** POST /EngageEmail/Assignee */
  setAssignee: (input: { body: { conversationId: string; assignee?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['setAssignee']>>(emailConversationsEndpoints.setAssignee, input, options),
  /** POST /EngageEmail/Status */
  setStatus: (input: { body: { conversationId: string; status: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['setStatus']>>(emailConversationsEndpoints.setStatus, input, options),
  /** POST /EngageEmail/Topic */
  setTopic: (input: { body: { conversationId: string; topic: string; remove?: boolean | null; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['setTopic']>>(emailConversationsEndpoints.setTopic, input, options),
  /** POST /EngageEmail/GuestProfile */
  attachGuest: (input: { body: { conversationId: string; guestId: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['attachGuest']>>(emailConversationsEndpoints.attachGuest, input, options),
  /** POST /EngageEmail/GuestProfile/Detach */
  detachGuest: (input: { body: { conversationId: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailConversationsResults['detachGuest']>>(emailConversationsEndpoints.detachGuest, input, options),
};
