// Generated from schema/crm/emailTemplates.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { EmailTemplatesResults } from '@/shared/crm/emailTemplates';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  type: z.enum(["Campaign", "Automation"]),
  enabled: z.boolean().nullish(),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  subject: z.string().trim().max(300, 'must be at most 300 characters').nullish(),
  html: z.string().max(100000).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const emailTemplatesResource: ResourceMeta = {
  name: 'emailTemplates',
  file: 'schema/crm/emailTemplates.ts',
  surface: 'crm',
  table: "email_templates",
  versioned: true,
  scope: {},
  columns: { "name": "text", "type": "enum", "enabled": "boolean", "description": "text", "subject": "text", "html": "richText" },
  readOnly: [],
  defaults: { "type": "Campaign", "enabled": false },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EmailTemplates */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailTemplatesGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /EmailTemplates/ForCampaigns */
const forCampaignsSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailTemplatesForCampaignsInput = EndpointInput<typeof forCampaignsSchemas>;

/** GET /EmailTemplates/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailTemplatesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /EmailTemplates */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type EmailTemplatesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /EmailTemplates */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EmailTemplatesUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /EmailTemplates/duplicate */
const duplicateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EmailTemplatesDuplicateInput = EndpointInput<typeof duplicateSchemas>;

/** DELETE /EmailTemplates/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailTemplatesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/emailTemplates.ts and joined to the routes by the server's registry. */
export interface EmailTemplatesActions {
  forCampaigns: DomainAction<EmailTemplatesForCampaignsInput, EmailTemplatesResults['forCampaigns']>;
  create: DomainAction<EmailTemplatesCreateInput, EmailTemplatesResults['create']>;
  update: DomainAction<EmailTemplatesUpdateInput, EmailTemplatesResults['update']>;
  duplicate: DomainAction<EmailTemplatesDuplicateInput, EmailTemplatesResults['duplicate']>;
  remove: DomainAction<EmailTemplatesDeleteInput, unknown>;
}

export function emailTemplatesRoutes(actions: EmailTemplatesActions): EndpointRoute[] {
  return [
    {
      resource: 'emailTemplates',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/EmailTemplates",
      specPath: "/EmailTemplates",
      access: 'read',
      permission: ["vp.crm.emailtemplates.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get email templates",
    },
    {
      resource: 'emailTemplates',
      name: 'forCampaigns',
      surface: 'crm',
      method: 'GET',
      path: "/EmailTemplates/ForCampaigns",
      specPath: "/EmailTemplates/ForCampaigns",
      access: 'read',
      permission: ["vp.crm.emailtemplates.view", "vp.crm.campaigns.view", "vp.vp.venuecampaigns.view"],
      scope: {},
      id: null,
      schemas: forCampaignsSchemas,
      upload: false,
      handler: { action: actions.forCampaigns },
      returns: 'result',
      error: "Unable to get email templates",
    },
    {
      resource: 'emailTemplates',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/EmailTemplates/:id",
      specPath: "/EmailTemplates/{id}",
      access: 'read',
      permission: ["vp.crm.emailtemplates.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get email template",
    },
    {
      resource: 'emailTemplates',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/EmailTemplates",
      specPath: "/EmailTemplates",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add email template",
    },
    {
      resource: 'emailTemplates',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/EmailTemplates",
      specPath: "/EmailTemplates",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update email template",
    },
    {
      resource: 'emailTemplates',
      name: 'duplicate',
      surface: 'crm',
      method: 'POST',
      path: "/EmailTemplates/duplicate",
      specPath: "/EmailTemplates/duplicate",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit"],
      scope: {},
      id: null,
      schemas: duplicateSchemas,
      upload: false,
      handler: { action: actions.duplicate },
      returns: 'result',
      error: "Unable to duplicate email template",
    },
    {
      resource: 'emailTemplates',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/EmailTemplates/",
      specPath: "/EmailTemplates/",
      access: 'write',
      permission: ["vp.crm.emailtemplates.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete email template",
    },
  ];
}
