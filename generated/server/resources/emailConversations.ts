// Generated from schema/crm/emailConversations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { EmailConversationsResults } from '@/shared/crm/emailConversations';

const editable = {
  venueId: z.string().min(1, 'is required'),
  syncEmail: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')),
  threadId: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  subject: z.string().trim().max(300, 'must be at most 300 characters').nullish(),
  contactEmail: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  contactName: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const emailConversationsResource: ResourceMeta = {
  name: 'emailConversations',
  file: 'schema/crm/emailConversations.ts',
  surface: 'crm',
  table: "email_conversations",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "syncEmail": "text", "threadId": "text", "subject": "text", "contactEmail": "text", "contactName": "text", "guestId": "reference", "assignee": "reference", "status": "text", "isOpen": "boolean", "topics": "json", "mailFolder": "enum", "labels": "json", "unreadCount": "number", "lastMessageAt": "datetime", "messages": "json" },
  readOnly: ["guestId", "assignee", "status", "isOpen", "topics", "mailFolder", "labels", "unreadCount", "lastMessageAt", "messages"],
  defaults: { "status": "OPEN", "isOpen": true, "mailFolder": "inbox", "unreadCount": 0 },
  search: [],
  defaultSort: { "field": "lastMessageAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EngageEmail */
const getListSchemas = {
  params: null,
  query: z.object({ venueIds: z.preprocess((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')), z.array(z.string().min(1, 'is required'))).optional(), folder: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["inbox", "spam"]).optional()), label: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), status: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), assignee: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), isOpen: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), conversationId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailConversationsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /EngageEmail/Assignees */
const assigneesSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailConversationsAssigneesInput = EndpointInput<typeof assigneesSchemas>;

/** GET /EngageEmail/negotiate */
const negotiateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailConversationsNegotiateInput = EndpointInput<typeof negotiateSchemas>;

/** GET /EngageEmail/ReplyOptions */
const replyOptionsSchemas = {
  params: null,
  query: z.object({ conversationId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailConversationsReplyOptionsInput = EndpointInput<typeof replyOptionsSchemas>;

/** POST /EngageEmail/reply */
const replySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), from: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), html: z.string().trim().min(1, 'is required').max(100000), cc: z.array(z.string().trim().pipe(z.email('must be an email address'))).max(20, 'must have at most 20 items').nullish() }),
} satisfies EndpointSchemas;
export type EmailConversationsReplyInput = EndpointInput<typeof replySchemas>;

/** POST /EngageEmail/attachment/download */
const downloadAttachmentSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueMail: z.string().trim().min(1, 'is required').pipe(z.email('must be an email address')), messageId: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), fileName: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters') }),
} satisfies EndpointSchemas;
export type EmailConversationsDownloadAttachmentInput = EndpointInput<typeof downloadAttachmentSchemas>;

/** POST /EngageEmail/Assignee */
const setAssigneeSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), assignee: z.string().nullish() }),
} satisfies EndpointSchemas;
export type EmailConversationsSetAssigneeInput = EndpointInput<typeof setAssigneeSchemas>;

/** POST /EngageEmail/Status */
const setStatusSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), status: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters').regex(new RegExp("^[A-Z_]+$"), 'has the wrong format') }),
} satisfies EndpointSchemas;
export type EmailConversationsSetStatusInput = EndpointInput<typeof setStatusSchemas>;

/** POST /EngageEmail/Topic */
const setTopicSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), topic: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), remove: z.boolean().nullish() }),
} satisfies EndpointSchemas;
export type EmailConversationsSetTopicInput = EndpointInput<typeof setTopicSchemas>;

/** POST /EngageEmail/GuestProfile */
const attachGuestSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required'), guestId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EmailConversationsAttachGuestInput = EndpointInput<typeof attachGuestSchemas>;

/** POST /EngageEmail/GuestProfile/Detach */
const detachGuestSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ conversationId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EmailConversationsDetachGuestInput = EndpointInput<typeof detachGuestSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/emailConversations.ts and joined to the routes by the server's registry. */
export interface EmailConversationsActions {
  list: DomainAction<EmailConversationsGetListInput, EmailConversationsResults['list']>;
  assignees: DomainAction<EmailConversationsAssigneesInput, EmailConversationsResults['assignees']>;
  negotiate: DomainAction<EmailConversationsNegotiateInput, EmailConversationsResults['negotiate']>;
  replyOptions: DomainAction<EmailConversationsReplyOptionsInput, EmailConversationsResults['replyOptions']>;
  reply: DomainAction<EmailConversationsReplyInput, EmailConversationsResults['reply']>;
  downloadAttachment: DomainAction<EmailConversationsDownloadAttachmentInput, FileResult>;
  setAssignee: DomainAction<EmailConversationsSetAssigneeInput, EmailConversationsResults['setAssignee']>;
  setStatus: DomainAction<EmailConversationsSetStatusInput, EmailConversationsResults['setStatus']>;
  setTopic: DomainAction<EmailConversationsSetTopicInput, EmailConversationsResults['setTopic']>;
  attachGuest: DomainAction<EmailConversationsAttachGuestInput, EmailConversationsResults['attachGuest']>;
  detachGuest: DomainAction<EmailConversationsDetachGuestInput, EmailConversationsResults['detachGuest']>;
}

export function emailConversationsRoutes(actions: EmailConversationsActions): EndpointRoute[] {
  return [
    {
      resource: 'emailConversations',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail",
      specPath: "/EngageEmail",
      access: 'read',
      permission: ["vp.crm.engageemail.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get email conversations",
    },
    {
      resource: 'emailConversations',
      name: 'assignees',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail/Assignees",
      specPath: "/EngageEmail/Assignees",
      access: 'read',
      permission: ["vp.crm.engageemail.view"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: assigneesSchemas,
      upload: false,
      handler: { action: actions.assignees },
      returns: 'result',
      error: "Unable to get assignees",
    },
    {
      resource: 'emailConversations',
      name: 'negotiate',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail/negotiate",
      specPath: "/EngageEmail/negotiate",
      access: 'read',
      permission: ["vp.crm.engageemail.view"],
      scope: {},
      id: null,
      schemas: negotiateSchemas,
      upload: false,
      handler: { action: actions.negotiate },
      returns: 'result',
      error: "Unable to negotiate pubsub url",
    },
    {
      resource: 'emailConversations',
      name: 'replyOptions',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail/ReplyOptions",
      specPath: "/EngageEmail/ReplyOptions",
      access: 'read',
      permission: ["vp.crm.engageemail.view"],
      scope: { "venue": ["record"] },
      id: "query:conversationId",
      schemas: replyOptionsSchemas,
      upload: false,
      handler: { action: actions.replyOptions },
      returns: 'result',
      error: "Unable to get reply options",
    },
    {
      resource: 'emailConversations',
      name: 'reply',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/reply",
      specPath: "/EngageEmail/reply",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: replySchemas,
      upload: false,
      handler: { action: actions.reply },
      returns: 'result',
      error: "Unable to send message",
    },
    {
      resource: 'emailConversations',
      name: 'downloadAttachment',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/attachment/download",
      specPath: "/EngageEmail/attachment/download",
      access: 'read',
      permission: ["vp.crm.engageemail.view"],
      scope: {},
      id: null,
      schemas: downloadAttachmentSchemas,
      upload: false,
      handler: { action: actions.downloadAttachment },
      returns: 'file',
      error: "Unable to download attachment",
    },
    {
      resource: 'emailConversations',
      name: 'setAssignee',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/Assignee",
      specPath: "/EngageEmail/Assignee",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setAssigneeSchemas,
      upload: false,
      handler: { action: actions.setAssignee },
      returns: 'result',
      error: "Unable to update assignee",
    },
    {
      resource: 'emailConversations',
      name: 'setStatus',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/Status",
      specPath: "/EngageEmail/Status",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setStatusSchemas,
      upload: false,
      handler: { action: actions.setStatus },
      returns: 'result',
      error: "Unable to update status",
    },
    {
      resource: 'emailConversations',
      name: 'setTopic',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/Topic",
      specPath: "/EngageEmail/Topic",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: setTopicSchemas,
      upload: false,
      handler: { action: actions.setTopic },
      returns: 'result',
      error: "Unable to update topic",
    },
    {
      resource: 'emailConversations',
      name: 'attachGuest',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/GuestProfile",
      specPath: "/EngageEmail/GuestProfile",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: attachGuestSchemas,
      upload: false,
      handler: { action: actions.attachGuest },
      returns: 'result',
      error: "Unable to attach guest",
    },
    {
      resource: 'emailConversations',
      name: 'detachGuest',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/GuestProfile/Detach",
      specPath: "/EngageEmail/GuestProfile/Detach",
      access: 'write',
      permission: ["vp.crm.engageemail.edit"],
      scope: { "venue": ["record"] },
      id: "body:conversationId",
      schemas: detachGuestSchemas,
      upload: false,
      handler: { action: actions.detachGuest },
      returns: 'result',
      error: "Unable to detach guest",
    },
  ];
}
