// Generated from schema/crm/messengerConversations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MessengerConversationsResults } from '@/shared/crm/messengerConversations';

const editable = {
  venueId: z.string().min(1, 'is required'),
  identityId: z.string().nullish(),
  psid: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  contactName: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const messengerConversationsResource: ResourceMeta = {
  name: 'messengerConversations',
  file: 'schema/crm/messengerConversations.ts',
  surface: 'crm',
  table: "messenger_conversations",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "identityId": "reference", "psid": "text", "contactName": "text", "guestId": "reference", "assignee": "reference", "status": "text", "isOpen": "boolean", "topics": "json", "unreadCount": "number", "lastMessageAt": "datetime", "messages": "json" },
  readOnly: ["guestId", "assignee", "status", "isOpen", "topics", "unreadCount", "lastMessageAt", "messages"],
  defaults: { "status": "OPEN", "isOpen": true, "unreadCount": 0 },
  search: [],
  defaultSort: { "field": "lastMessageAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EngageMessenger */
const getListSchemas = {
  params: null,
  query: z.object({ venueIds: z.preprocess((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')), z.array(z.string().min(1, 'is required'))).optional(), status: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), assignee: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), isOpen: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), conversationId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessengerConversationsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /EngageMessenger */
const sendSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), text: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters') }),
} satisfies EndpointSchemas;
export type MessengerConversationsSendInput = EndpointInput<typeof sendSchemas>;

/** POST /EngageMessenger/Assignee */
const setAssigneeSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), assignee: z.string().nullish() }),
} satisfies EndpointSchemas;
export type MessengerConversationsSetAssigneeInput = EndpointInput<typeof setAssigneeSchemas>;

/** POST /EngageMessenger/Status */
const setStatusSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), status: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters').regex(new RegExp("^[A-Z_]+$"), 'has the wrong format') }),
} satisfies EndpointSchemas;
export type MessengerConversationsSetStatusInput = EndpointInput<typeof setStatusSchemas>;

/** POST /EngageMessenger/Topic */
const setTopicSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), topic: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), remove: z.boolean().nullish() }),
} satisfies EndpointSchemas;
export type MessengerConversationsSetTopicInput = EndpointInput<typeof setTopicSchemas>;

/** POST /EngageMessenger/GuestProfile */
const attachGuestSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), guestId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MessengerConversationsAttachGuestInput = EndpointInput<typeof attachGuestSchemas>;

/** POST /EngageMessenger/GuestProfile/Detach */
const detachGuestSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MessengerConversationsDetachGuestInput = EndpointInput<typeof detachGuestSchemas>;

/** GET /EngageMessenger/Assignees */
const assigneesSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessengerConversationsAssigneesInput = EndpointInput<typeof assigneesSchemas>;

/** GET /EngageMessenger/negotiate */
const negotiateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessengerConversationsNegotiateInput = EndpointInput<typeof negotiateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/messengerConversations.ts and joined to the routes by the server's registry. */
export interface MessengerConversationsActions {
  list: DomainAction<MessengerConversationsGetListInput, MessengerConversationsResults['list']>;
  send: DomainAction<MessengerConversationsSendInput, MessengerConversationsResults['send']>;
  setAssignee: DomainAction<MessengerConversationsSetAssigneeInput, MessengerConversationsResults['setAssignee']>;
  setStatus: DomainAction<MessengerConversationsSetStatusInput, MessengerConversationsResults['setStatus']>;
  setTopic: DomainAction<MessengerConversationsSetTopicInput, MessengerConversationsResults['setTopic']>;
  attachGuest: DomainAction<MessengerConversationsAttachGuestInput, MessengerConversationsResults['attachGuest']>;
  detachGuest: DomainAction<MessengerConversationsDetachGuestInput, MessengerConversationsResults['detachGuest']>;
  assignees: DomainAction<MessengerConversationsAssigneesInput, MessengerConversationsResults['assignees']>;
  negotiate: DomainAction<MessengerConversationsNegotiateInput, MessengerConversationsResults['negotiate']>;
}

export function messengerConversationsRoutes(actions: MessengerConversationsActions): EndpointRoute[] {
  return [
    {
      resource: 'messengerConversations',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/EngageMessenger",
      specPath: "/EngageMessenger",
      access: 'read',
      permission: ["vp.crm.engagemessenger.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get conversations",
    },
    {
      resource: 'messengerConversations',
      name: 'send',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger",
      specPath: "/EngageMessenger",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: sendSchemas,
      upload: false,
      handler: { action: actions.send },
      returns: 'result',
      error: "Unable to send message",
    },
    {
      resource: 'messengerConversations',
      name: 'setAssignee',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/Assignee",
      specPath: "/EngageMessenger/Assignee",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setAssigneeSchemas,
      upload: false,
      handler: { action: actions.setAssignee },
      returns: 'result',
      error: "Unable to update assignee",
    },
    {
      resource: 'messengerConversations',
      name: 'setStatus',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/Status",
      specPath: "/EngageMessenger/Status",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setStatusSchemas,
      upload: false,
      handler: { action: actions.setStatus },
      returns: 'result',
      error: "Unable to update status",
    },
    {
      resource: 'messengerConversations',
      name: 'setTopic',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/Topic",
      specPath: "/EngageMessenger/Topic",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setTopicSchemas,
      upload: false,
      handler: { action: actions.setTopic },
      returns: 'result',
      error: "Unable to update topic",
    },
    {
      resource: 'messengerConversations',
      name: 'attachGuest',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/GuestProfile",
      specPath: "/EngageMessenger/GuestProfile",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: attachGuestSchemas,
      upload: false,
      handler: { action: actions.attachGuest },
      returns: 'result',
      error: "Unable to attach guest",
    },
    {
      resource: 'messengerConversations',
      name: 'detachGuest',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/GuestProfile/Detach",
      specPath: "/EngageMessenger/GuestProfile/Detach",
      access: 'write',
      permission: ["vp.crm.engagemessenger.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: detachGuestSchemas,
      upload: false,
      handler: { action: actions.detachGuest },
      returns: 'result',
      error: "Unable to detach guest",
    },
    {
      resource: 'messengerConversations',
      name: 'assignees',
      surface: 'crm',
      method: 'GET',
      path: "/EngageMessenger/Assignees",
      specPath: "/EngageMessenger/Assignees",
      access: 'read',
      permission: ["vp.crm.engagemessenger.view"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: assigneesSchemas,
      upload: false,
      handler: { action: actions.assignees },
      returns: 'result',
      error: "Unable to get assignees",
    },
    {
      resource: 'messengerConversations',
      name: 'negotiate',
      surface: 'crm',
      method: 'GET',
      path: "/EngageMessenger/negotiate",
      specPath: "/EngageMessenger/negotiate",
      access: 'read',
      permission: ["vp.crm.engagemessenger.view"],
      scope: {},
      id: null,
      schemas: negotiateSchemas,
      upload: false,
      handler: { action: actions.negotiate },
      returns: 'result',
      error: "Unable to negotiate pubsub url",
    },
  ];
}
