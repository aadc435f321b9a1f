// Generated from schema/crm/masterCampaigns.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MasterCampaignsResults } from '@/shared/crm/masterCampaigns';
import { dateSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  venueIds: z.array(z.string()).max(500, 'must have at most 500 items').nullish(),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  emailSubject: z.string().trim().max(300, 'must be at most 300 characters').nullish(),
  emailHtml: z.string().max(100000).nullish(),
  smsText: z.string().trim().max(640, 'must be at most 640 characters').nullish(),
  npPushTitle: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  npPushBody: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  npPushCtaName: z.string().trim().max(50, 'must be at most 50 characters').nullish(),
  npPushCtaUrl: z.union([z.literal(''), z.string().trim().max(2000, 'must be at most 2000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(),
  emailDate: dateSchema.nullish(),
  smsDate: dateSchema.nullish(),
  pushDate: dateSchema.nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const masterCampaignsResource: ResourceMeta = {
  name: 'masterCampaigns',
  file: 'schema/crm/masterCampaigns.ts',
  surface: 'crm',
  table: "master_campaigns",
  versioned: true,
  scope: {},
  columns: { "name": "text", "status": "enum", "venueIds": "json", "emailTemplateId": "reference", "description": "text", "emailSubject": "text", "emailHtml": "richText", "smsText": "text", "npPushTitle": "text", "npPushBody": "text", "npPushCtaName": "text", "npPushCtaUrl": "text", "emailDate": "date", "smsDate": "date", "pushDate": "date", "activationComment": "text", "activatedAt": "datetime", "approvedForSendingAt": "datetime", "history": "json" },
  readOnly: ["status", "emailTemplateId", "activationComment", "activatedAt", "approvedForSendingAt", "history"],
  defaults: { "status": "Draft" },
  search: ["name"],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /MasterCampaigns */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MasterCampaignsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /MasterCampaigns/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MasterCampaignsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /MasterCampaigns/{id}/Statistics */
const statisticsSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MasterCampaignsStatisticsInput = EndpointInput<typeof statisticsSchemas>;

/** POST /MasterCampaigns */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type MasterCampaignsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /MasterCampaigns */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MasterCampaignsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /MasterCampaigns/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MasterCampaignsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /MasterCampaigns/Activate */
const activateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ masterCampaignId: z.string().min(1, 'is required'), comment: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type MasterCampaignsActivateInput = EndpointInput<typeof activateSchemas>;

/** POST /MasterCampaigns/ApproveForSending */
const approveForSendingSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ masterCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type MasterCampaignsApproveForSendingInput = EndpointInput<typeof approveForSendingSchemas>;

/** POST /MasterCampaigns/ApplyEmailTemplate */
const applyEmailTemplateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ masterCampaignId: z.string().min(1, 'is required'), emailTemplateId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type MasterCampaignsApplyEmailTemplateInput = EndpointInput<typeof applyEmailTemplateSchemas>;

/** POST /MasterCampaigns/RetractApproval */
const retractApprovalSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ masterCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type MasterCampaignsRetractApprovalInput = EndpointInput<typeof retractApprovalSchemas>;

/** POST /MasterCampaigns/Duplicate */
const duplicateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ masterCampaignId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MasterCampaignsDuplicateInput = EndpointInput<typeof duplicateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/masterCampaigns.ts and joined to the routes by the server's registry. */
export interface MasterCampaignsActions {
  statistics: DomainAction<MasterCampaignsStatisticsInput, MasterCampaignsResults['statistics']>;
  create: DomainAction<MasterCampaignsCreateInput, MasterCampaignsResults['create']>;
  update: DomainAction<MasterCampaignsUpdateInput, MasterCampaignsResults['update']>;
  remove: DomainAction<MasterCampaignsDeleteInput, unknown>;
  activate: DomainAction<MasterCampaignsActivateInput, MasterCampaignsResults['activate']>;
  approveForSending: DomainAction<MasterCampaignsApproveForSendingInput, MasterCampaignsResults['approveForSending']>;
  applyEmailTemplate: DomainAction<MasterCampaignsApplyEmailTemplateInput, MasterCampaignsResults['applyEmailTemplate']>;
  retractApproval: DomainAction<MasterCampaignsRetractApprovalInput, MasterCampaignsResults['retractApproval']>;
  duplicate: DomainAction<MasterCampaignsDuplicateInput, MasterCampaignsResults['duplicate']>;
}

export function masterCampaignsRoutes(actions: MasterCampaignsActions): EndpointRoute[] {
  return [
    {
      resource: 'masterCampaigns',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/MasterCampaigns",
      specPath: "/MasterCampaigns",
      access: 'read',
      permission: ["vp.crm.campaigns.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get master campaigns",
    },
    {
      resource: 'masterCampaigns',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/MasterCampaigns/:id",
      specPath: "/MasterCampaigns/{id}",
      access: 'read',
      permission: ["vp.crm.campaigns.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get master campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'statistics',
      surface: 'crm',
      method: 'GET',
      path: "/MasterCampaigns/:id/Statistics",
      specPath: "/MasterCampaigns/{id}/Statistics",
      access: 'read',
      permission: ["vp.crm.campaigns.view"],
      scope: {},
      id: "path:id",
      schemas: statisticsSchemas,
      upload: false,
      handler: { action: actions.statistics },
      returns: 'result',
      error: "Unable to get master campaign statistics",
    },
    {
      resource: 'masterCampaigns',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns",
      specPath: "/MasterCampaigns",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add master campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/MasterCampaigns",
      specPath: "/MasterCampaigns",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update master campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/MasterCampaigns/",
      specPath: "/MasterCampaigns/",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete HQ campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'activate',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns/Activate",
      specPath: "/MasterCampaigns/Activate",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: activateSchemas,
      upload: false,
      handler: { action: actions.activate },
      returns: 'result',
      error: "Unable to activate master campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'approveForSending',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns/ApproveForSending",
      specPath: "/MasterCampaigns/ApproveForSending",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: approveForSendingSchemas,
      upload: false,
      handler: { action: actions.approveForSending },
      returns: 'result',
      error: "Unable to approve master campaign for sending",
    },
    {
      resource: 'masterCampaigns',
      name: 'applyEmailTemplate',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns/ApplyEmailTemplate",
      specPath: "/MasterCampaigns/ApplyEmailTemplate",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: applyEmailTemplateSchemas,
      upload: false,
      handler: { action: actions.applyEmailTemplate },
      returns: 'result',
      error: "Unable to apply email template to master campaign",
    },
    {
      resource: 'masterCampaigns',
      name: 'retractApproval',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns/RetractApproval",
      specPath: "/MasterCampaigns/RetractApproval",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: retractApprovalSchemas,
      upload: false,
      handler: { action: actions.retractApproval },
      returns: 'result',
      error: "Unable to retract master campaign approval",
    },
    {
      resource: 'masterCampaigns',
      name: 'duplicate',
      surface: 'crm',
      method: 'POST',
      path: "/MasterCampaigns/Duplicate",
      specPath: "/MasterCampaigns/Duplicate",
      access: 'write',
      permission: ["vp.crm.campaigns.edit"],
      scope: {},
      id: null,
      schemas: duplicateSchemas,
      upload: false,
      handler: { action: actions.duplicate },
      returns: 'result',
      error: "Unable to duplicate master campaign",
    },
  ];
}
