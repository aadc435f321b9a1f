// Generated from schema/crm/venueCampaigns.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueCampaignsResults } from '@/shared/crm/venueCampaigns';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
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

export const venueCampaignsResource: ResourceMeta = {
  name: 'venueCampaigns',
  file: 'schema/crm/venueCampaigns.ts',
  surface: 'crm',
  table: "venue_campaigns",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "masterId": "reference", "title": "text", "status": "enum", "emailTemplateId": "reference", "description": "text", "emailSubject": "text", "emailHtml": "richText", "smsText": "text", "npPushTitle": "text", "npPushBody": "text", "npPushCtaName": "text", "npPushCtaUrl": "text", "emailDate": "date", "smsDate": "date", "pushDate": "date", "submitComment": "text", "approvalComment": "text", "rejectedComment": "text", "submittedAt": "datetime", "statusBeforeMasterApproval": "enum", "statistics": "json", "history": "json" },
  readOnly: ["masterId", "status", "emailTemplateId", "submitComment", "approvalComment", "rejectedComment", "submittedAt", "statusBeforeMasterApproval", "statistics", "history"],
  defaults: { "status": "ReadyToFillOut" },
  search: ["title"],
  defaultSort: { "field": "updatedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueCampaigns/ByVenueId/{venueId} */
const byVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsByVenueInput = EndpointInput<typeof byVenueSchemas>;

/** GET /VenueCampaigns/ByVenueId/{venueId}/Paginated */
const paginatedSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), pageSize: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), statuses: z.preprocess((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')), z.array(z.enum(["ReadyToFillOut", "Archived", "SubmittedForApproval", "Rejected", "Approved", "PartiallySent", "Sent", "ErrorSending", "Cancelled"]))).optional(), searchTerm: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsPaginatedInput = EndpointInput<typeof paginatedSchemas>;

/** GET /VenueCampaigns/ForHQApproval */
const forHqApprovalSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsForHqApprovalInput = EndpointInput<typeof forHqApprovalSchemas>;

/** GET /VenueCampaigns/ByMasterCampaign/{id} */
const byMasterSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsByMasterInput = EndpointInput<typeof byMasterSchemas>;

/** GET /VenueCampaigns/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /VenueCampaigns/{id}/Statistics */
const statisticsSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsStatisticsInput = EndpointInput<typeof statisticsSchemas>;

/** GET /VenueCampaigns/{id}/PreviewCampaign */
const previewSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsPreviewInput = EndpointInput<typeof previewSchemas>;

/** GET /VenueCampaigns/{id}/TestMessages */
const testMessagesSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsTestMessagesInput = EndpointInput<typeof testMessagesSchemas>;

/** GET /VenueCampaigns/Query */
const querySchemas = {
  params: null,
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), statuses: z.preprocess((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')), z.array(z.enum(["ReadyToFillOut", "Archived", "SubmittedForApproval", "Rejected", "Approved", "PartiallySent", "Sent", "ErrorSending", "Cancelled"]))).optional(), title: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), venueId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsQueryInput = EndpointInput<typeof querySchemas>;

/** POST /VenueCampaigns/CreateWithoutMaster */
const createWithoutMasterSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), emailSubject: z.string().trim().max(300, 'must be at most 300 characters').nullish(), emailHtml: z.string().max(100000).nullish(), smsText: z.string().trim().max(640, 'must be at most 640 characters').nullish(), npPushTitle: z.string().trim().max(100, 'must be at most 100 characters').nullish(), npPushBody: z.string().trim().max(500, 'must be at most 500 characters').nullish(), npPushCtaName: z.string().trim().max(50, 'must be at most 50 characters').nullish(), npPushCtaUrl: z.union([z.literal(''), z.string().trim().max(2000, 'must be at most 2000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(), emailDate: dateSchema.nullish(), smsDate: dateSchema.nullish(), pushDate: dateSchema.nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsCreateWithoutMasterInput = EndpointInput<typeof createWithoutMasterSchemas>;

/** PUT /VenueCampaigns */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type VenueCampaignsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /VenueCampaigns/SubmitForApproval */
const submitForApprovalSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish(), comment: z.string().trim().max(2000, 'must be at most 2000 characters').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsSubmitForApprovalInput = EndpointInput<typeof submitForApprovalSchemas>;

/** POST /VenueCampaigns/Approve */
const approveSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish(), comment: z.string().trim().max(2000, 'must be at most 2000 characters').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsApproveInput = EndpointInput<typeof approveSchemas>;

/** POST /VenueCampaigns/Reject */
const rejectSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish(), rejectedComment: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters') }),
} satisfies EndpointSchemas;
export type VenueCampaignsRejectInput = EndpointInput<typeof rejectSchemas>;

/** POST /VenueCampaigns/ResetFromMaster */
const resetFromMasterSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsResetFromMasterInput = EndpointInput<typeof resetFromMasterSchemas>;

/** POST /VenueCampaigns/ApplyEmailTemplate */
const applyEmailTemplateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish(), emailTemplateId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type VenueCampaignsApplyEmailTemplateInput = EndpointInput<typeof applyEmailTemplateSchemas>;

/** POST /VenueCampaigns/RetractSubmission */
const retractSubmissionSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsRetractSubmissionInput = EndpointInput<typeof retractSubmissionSchemas>;

/** POST /VenueCampaigns/ChangeMediaDate */
const changeMediaDateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish(), date: dateSchema, mediaType: z.enum(["Email", "Sms", "Push"]) }),
} satisfies EndpointSchemas;
export type VenueCampaignsChangeMediaDateInput = EndpointInput<typeof changeMediaDateSchemas>;

/** POST /VenueCampaigns/SendTestEmail */
const sendTestEmailSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsSendTestEmailInput = EndpointInput<typeof sendTestEmailSchemas>;

/** POST /VenueCampaigns/SendTestSms */
const sendTestSmsSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueCampaignId: z.string().min(1, 'is required'), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type VenueCampaignsSendTestSmsInput = EndpointInput<typeof sendTestSmsSchemas>;

/** DELETE /VenueCampaigns/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required'), byHQ: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueCampaignsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/venueCampaigns.ts and joined to the routes by the server's registry. */
export interface VenueCampaignsActions {
  listByVenue: DomainAction<VenueCampaignsByVenueInput, VenueCampaignsResults['listByVenue']>;
  paginated: DomainAction<VenueCampaignsPaginatedInput, VenueCampaignsResults['paginated']>;
  forHqApproval: DomainAction<VenueCampaignsForHqApprovalInput, VenueCampaignsResults['forHqApproval']>;
  listByMaster: DomainAction<VenueCampaignsByMasterInput, VenueCampaignsResults['listByMaster']>;
  getCampaign: DomainAction<VenueCampaignsGetOneInput, VenueCampaignsResults['getCampaign']>;
  statistics: DomainAction<VenueCampaignsStatisticsInput, VenueCampaignsResults['statistics']>;
  preview: DomainAction<VenueCampaignsPreviewInput, VenueCampaignsResults['preview']>;
  testMessages: DomainAction<VenueCampaignsTestMessagesInput, VenueCampaignsResults['testMessages']>;
  query: DomainAction<VenueCampaignsQueryInput, VenueCampaignsResults['query']>;
  createWithoutMaster: DomainAction<VenueCampaignsCreateWithoutMasterInput, VenueCampaignsResults['createWithoutMaster']>;
  update: DomainAction<VenueCampaignsUpdateInput, VenueCampaignsResults['update']>;
  submitForApproval: DomainAction<VenueCampaignsSubmitForApprovalInput, VenueCampaignsResults['submitForApproval']>;
  approve: DomainAction<VenueCampaignsApproveInput, VenueCampaignsResults['approve']>;
  reject: DomainAction<VenueCampaignsRejectInput, VenueCampaignsResults['reject']>;
  resetFromMaster: DomainAction<VenueCampaignsResetFromMasterInput, VenueCampaignsResults['resetFromMaster']>;
  applyEmailTemplate: DomainAction<VenueCampaignsApplyEmailTemplateInput, VenueCampaignsResults['applyEmailTemplate']>;
  retractSubmission: DomainAction<VenueCampaignsRetractSubmissionInput, VenueCampaignsResults['retractSubmission']>;
  changeMediaDate: DomainAction<VenueCampaignsChangeMediaDateInput, VenueCampaignsResults['changeMediaDate']>;
  sendTestEmail: DomainAction<VenueCampaignsSendTestEmailInput, VenueCampaignsResults['sendTestEmail']>;
  sendTestSms: DomainAction<VenueCampaignsSendTestSmsInput, VenueCampaignsResults['sendTestSms']>;
  remove: DomainAction<VenueCampaignsDeleteInput, VenueCampaignsResults['remove']>;
}

export function venueCampaignsRoutes(actions: VenueCampaignsActions): EndpointRoute[] {
  return [
    {
      resource: 'venueCampaigns',
      name: 'byVenue',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/ByVenueId/:venueId",
      specPath: "/VenueCampaigns/ByVenueId/{venueId}",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: byVenueSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get venue campaigns",
    },
    {
      resource: 'venueCampaigns',
      name: 'paginated',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/ByVenueId/:venueId/Paginated",
      specPath: "/VenueCampaigns/ByVenueId/{venueId}/Paginated",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: paginatedSchemas,
      upload: false,
      handler: { action: actions.paginated },
      returns: 'result',
      error: "Unable to get venue campaigns",
    },
    {
      resource: 'venueCampaigns',
      name: 'forHqApproval',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/ForHQApproval",
      specPath: "/VenueCampaigns/ForHQApproval",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view"],
      scope: {},
      id: null,
      schemas: forHqApprovalSchemas,
      upload: false,
      handler: { action: actions.forHqApproval },
      returns: 'result',
      error: "Unable to get venue campaigns for approval",
    },
    {
      resource: 'venueCampaigns',
      name: 'byMaster',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/ByMasterCampaign/:id",
      specPath: "/VenueCampaigns/ByMasterCampaign/{id}",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: {},
      id: "path:id",
      schemas: byMasterSchemas,
      upload: false,
      handler: { action: actions.listByMaster },
      returns: 'result',
      error: "Unable to get venue campaigns",
    },
    {
      resource: 'venueCampaigns',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/:id",
      specPath: "/VenueCampaigns/{id}",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getCampaign },
      returns: 'result',
      error: "Unable to get venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'statistics',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/:id/Statistics",
      specPath: "/VenueCampaigns/{id}/Statistics",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: statisticsSchemas,
      upload: false,
      handler: { action: actions.statistics },
      returns: 'result',
      error: "Unable to get venue campaign statistics",
    },
    {
      resource: 'venueCampaigns',
      name: 'preview',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/:id/PreviewCampaign",
      specPath: "/VenueCampaigns/{id}/PreviewCampaign",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: previewSchemas,
      upload: false,
      handler: { action: actions.preview },
      returns: 'result',
      error: "Unable to preview venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'testMessages',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/:id/TestMessages",
      specPath: "/VenueCampaigns/{id}/TestMessages",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: testMessagesSchemas,
      upload: false,
      handler: { action: actions.testMessages },
      returns: 'result',
      error: "Unable to get test messages",
    },
    {
      resource: 'venueCampaigns',
      name: 'query',
      surface: 'crm',
      method: 'GET',
      path: "/VenueCampaigns/Query",
      specPath: "/VenueCampaigns/Query",
      access: 'read',
      permission: ["vp.vp.venuecampaigns.view", "vp.crm.campaigns.view"],
      scope: {},
      id: null,
      schemas: querySchemas,
      upload: false,
      handler: { action: actions.query },
      returns: 'result',
      error: "Unable to query venue campaigns",
    },
    {
      resource: 'venueCampaigns',
      name: 'createWithoutMaster',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/CreateWithoutMaster",
      specPath: "/VenueCampaigns/CreateWithoutMaster",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createWithoutMasterSchemas,
      upload: false,
      handler: { action: actions.createWithoutMaster },
      returns: 'result',
      error: "Unable to create venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/VenueCampaigns",
      specPath: "/VenueCampaigns",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'submitForApproval',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/SubmitForApproval",
      specPath: "/VenueCampaigns/SubmitForApproval",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: submitForApprovalSchemas,
      upload: false,
      handler: { action: actions.submitForApproval },
      returns: 'result',
      error: "Unable to submit venue campaign for approval",
    },
    {
      resource: 'venueCampaigns',
      name: 'approve',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/Approve",
      specPath: "/VenueCampaigns/Approve",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: approveSchemas,
      upload: false,
      handler: { action: actions.approve },
      returns: 'result',
      error: "Unable to approve venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'reject',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/Reject",
      specPath: "/VenueCampaigns/Reject",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: rejectSchemas,
      upload: false,
      handler: { action: actions.reject },
      returns: 'result',
      error: "Unable to reject venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'resetFromMaster',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/ResetFromMaster",
      specPath: "/VenueCampaigns/ResetFromMaster",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: resetFromMasterSchemas,
      upload: false,
      handler: { action: actions.resetFromMaster },
      returns: 'result',
      error: "Unable to reset venue campaign from master",
    },
    {
      resource: 'venueCampaigns',
      name: 'applyEmailTemplate',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/ApplyEmailTemplate",
      specPath: "/VenueCampaigns/ApplyEmailTemplate",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: applyEmailTemplateSchemas,
      upload: false,
      handler: { action: actions.applyEmailTemplate },
      returns: 'result',
      error: "Unable to apply email template to venue campaign",
    },
    {
      resource: 'venueCampaigns',
      name: 'retractSubmission',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/RetractSubmission",
      specPath: "/VenueCampaigns/RetractSubmission",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: retractSubmissionSchemas,
      upload: false,
      handler: { action: actions.retractSubmission },
      returns: 'result',
      error: "Unable to retract venue campaign submission",
    },
    {
      resource: 'venueCampaigns',
      name: 'changeMediaDate',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/ChangeMediaDate",
      specPath: "/VenueCampaigns/ChangeMediaDate",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: changeMediaDateSchemas,
      upload: false,
      handler: { action: actions.changeMediaDate },
      returns: 'result',
      error: "Unable to change venue campaign media date",
    },
    {
      resource: 'venueCampaigns',
      name: 'sendTestEmail',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/SendTestEmail",
      specPath: "/VenueCampaigns/SendTestEmail",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: sendTestEmailSchemas,
      upload: false,
      handler: { action: actions.sendTestEmail },
      returns: 'result',
      error: "Unable to send test email",
    },
    {
      resource: 'venueCampaigns',
      name: 'sendTestSms',
      surface: 'crm',
      method: 'POST',
      path: "/VenueCampaigns/SendTestSms",
      specPath: "/VenueCampaigns/SendTestSms",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "body:venueCampaignId",
      schemas: sendTestSmsSchemas,
      upload: false,
      handler: { action: actions.sendTestSms },
      returns: 'result',
      error: "Unable to send test SMS",
    },
    {
      resource: 'venueCampaigns',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/VenueCampaigns/",
      specPath: "/VenueCampaigns/",
      access: 'write',
      permission: ["vp.vp.venuecampaigns.edit"],
      scope: { "venue": ["record"] },
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Unable to delete venue campaign",
    },
  ];
}
