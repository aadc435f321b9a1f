// Generated from schema/crm/messageTemplates.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MessageTemplatesResults } from '@/shared/crm/messageTemplates';

const editable = {
  venueId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  enabled: z.boolean().nullish(),
  template: z.object({ templateType: z.enum(["Html", "Plain"]), subject: z.string().trim().max(300, 'must be at most 300 characters').nullish(), body: z.string().trim().min(1, 'is required').max(20000, 'must be at most 20000 characters') }),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const messageTemplatesResource: ResourceMeta = {
  name: 'messageTemplates',
  file: 'schema/crm/messageTemplates.ts',
  surface: 'crm',
  table: "message_templates",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "name": "text", "enabled": "boolean", "template": "json" },
  readOnly: [],
  defaults: { "enabled": true },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /MessageTemplates/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessageTemplatesGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /MessageTemplates */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type MessageTemplatesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /MessageTemplates */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MessageTemplatesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /MessageTemplates/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessageTemplatesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/messageTemplates.ts and joined to the routes by the server's registry. */
export interface MessageTemplatesActions {
  create: DomainAction<MessageTemplatesCreateInput, MessageTemplatesResults['create']>;
  update: DomainAction<MessageTemplatesUpdateInput, MessageTemplatesResults['update']>;
}

export function messageTemplatesRoutes(actions: MessageTemplatesActions): EndpointRoute[] {
  return [
    {
      resource: 'messageTemplates',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/MessageTemplates/:venueId",
      specPath: "/MessageTemplates/{venueId}",
      access: 'read',
      permission: ["vp.crm.emailtemplates.view", "vp.crm.engageconfiguration.view", "vp.crm.engagemessenger.view", "vp.crm.engageemail.view"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get message templates",
    },
    {
      resource: 'messageTemplates',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/MessageTemplates",
      specPath: "/MessageTemplates",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit", "vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add message template",
    },
    {
      resource: 'messageTemplates',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/MessageTemplates",
      specPath: "/MessageTemplates",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit", "vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update message template",
    },
    {
      resource: 'messageTemplates',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/MessageTemplates/",
      specPath: "/MessageTemplates/",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit", "vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["record"] },
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete message template",
    },
  ];
}
