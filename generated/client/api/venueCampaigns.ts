// Generated from schema/crm/venueCampaigns.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueCampaignsResults } from '@/shared/crm/venueCampaigns';
import type { VenueCampaignInput } from '@generated/shared/types/venueCampaigns';

export const venueCampaignsEndpoints = {
  byVenue: { "resource": "venueCampaigns", "name": "byVenue", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/ByVenueId/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue campaigns" },
  paginated: { "resource": "venueCampaigns", "name": "paginated", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/ByVenueId/{venueId}/Paginated", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "page": { "in": "query" }, "pageSize": { "in": "query" }, "statuses": { "in": "query", "repeated": true }, "searchTerm": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get venue campaigns" },
  forHqApproval: { "resource": "venueCampaigns", "name": "forHqApproval", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/ForHQApproval", "params": {}, "body": null, "returns": "result", "error": "Unable to get venue campaigns for approval" },
  byMaster: { "resource": "venueCampaigns", "name": "byMaster", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/ByMasterCampaign/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue campaigns" },
  getOne: { "resource": "venueCampaigns", "name": "getOne", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue campaign" },
  statistics: { "resource": "venueCampaigns", "name": "statistics", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/{id}/Statistics", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue campaign statistics" },
  preview: { "resource": "venueCampaigns", "name": "preview", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/{id}/PreviewCampaign", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to preview venue campaign" },
  testMessages: { "resource": "venueCampaigns", "name": "testMessages", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/{id}/TestMessages", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get test messages" },
  query: { "resource": "venueCampaigns", "name": "query", "surface": "crm", "method": "GET", "path": "/VenueCampaigns/Query", "params": { "page": { "in": "query" }, "statuses": { "in": "query", "repeated": true }, "title": { "in": "query" }, "venueId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query venue campaigns" },
  createWithoutMaster: { "resource": "venueCampaigns", "name": "createWithoutMaster", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/CreateWithoutMaster", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create venue campaign" },
  update: { "resource": "venueCampaigns", "name": "update", "surface": "crm", "method": "PUT", "path": "/VenueCampaigns", "params": {}, "body": "record", "returns": "result", "error": "Unable to update venue campaign" },
  submitForApproval: { "resource": "venueCampaigns", "name": "submitForApproval", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/SubmitForApproval", "params": {}, "body": "fields", "returns": "result", "error": "Unable to submit venue campaign for approval" },
  approve: { "resource": "venueCampaigns", "name": "approve", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/Approve", "params": {}, "body": "fields", "returns": "result", "error": "Unable to approve venue campaign" },
  reject: { "resource": "venueCampaigns", "name": "reject", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/Reject", "params": {}, "body": "fields", "returns": "result", "error": "Unable to reject venue campaign" },
  resetFromMaster: { "resource": "venueCampaigns", "name": "resetFromMaster", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/ResetFromMaster", "params": {}, "body": "fields", "returns": "result", "error": "Unable to reset venue campaign from master" },
  applyEmailTemplate: { "resource": "venueCampaigns", "name": "applyEmailTemplate", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/ApplyEmailTemplate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to apply email template to venue campaign" },
  retractSubmission: { "resource": "venueCampaigns", "name": "retractSubmission", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/RetractSubmission", "params": {}, "body": "fields", "returns": "result", "error": "Unable to retract venue campaign submission" },
  changeMediaDate: { "resource": "venueCampaigns", "name": "changeMediaDate", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/ChangeMediaDate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to change venue campaign media date" },
  sendTestEmail: { "resource": "venueCampaigns", "name": "sendTestEmail", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/SendTestEmail", "params": {}, "body": "fields", "returns": "result", "error": "Unable to send test email" },
  sendTestSms: { "resource": "venueCampaigns", "name": "sendTestSms", "surface": "crm", "method": "POST", "path": "/VenueCampaigns/SendTestSms", "params": {}, "body": "fields", "returns": "result", "error": "Unable to send test SMS" },
  delete: { "resource": "venueCampaigns", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/VenueCampaigns/", "params": { "id": { "in": "query" }, "byHQ": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to delete venue campaign" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue campaign (crm API). */
export const venueCampaignsApi = {
  /** GET /VenueCampaigns/ByVenueId/{venueId} */
  byVenue: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['listByVenue']>>(venueCampaignsEndpoints.byVenue, input, options),
  /** GET /VenueCampaigns/ByVenueId/{venueId}/Paginated */
  paginated: (input: { "venueId"?: string; "page"?: number; "pageSize"?: number; "statuses"?: Array<"ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled">; "searchTerm"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['paginated']>>(venueCampaignsEndpoints.paginated, input, options),
  /** GET /VenueCampaigns/ForHQApproval */
  forHqApproval: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['forHqApproval']>>(venueCampaignsEndpoints.forHqApproval, input, options),
  /** GET /VenueCampaigns/ByMasterCampaign/{id} */
  byMaster: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['listByMaster']>>(venueCampaignsEndpoints.byMaster, input, options),
  /** GET /VenueCampaigns/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['getCampaign']>>(venueCampaignsEndpoints.getOne, input, options),
  /** GET /VenueCampaigns/{id}/Statistics */
  statistics: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['statistics']>>(venueCampaignsEndpoints.statistics, input, options),
  /** GET /VenueCampaigns/{id}/PreviewCampaign */
  preview: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['preview']>>(venueCampaignsEndpoints.preview, input, options),
  /** GET /VenueCampaigns/{id}/TestMessages */
  testMessages: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['testMessages']>>(venueCampaignsEndpoints.testMessages, input, options),
  /** GET /VenueCampaigns/Query */
  query: (input: { "page"?: number; "statuses"?: Array<"ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled">; "title"?: string; "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['query']>>(venueCampaignsEndpoints.query, input, options),
  /** POST /VenueCampaigns/CreateWithoutMaster */
  createWithoutMaster: (input: { body: { venueId: string; title: string; description?: string | null; emailSubject?: string | null; emailHtml?: string | null; smsText?: string | null; npPushTitle?: string | null; npPushBody?: string | null; npPushCtaName?: string | null; npPushCtaUrl?: string | null; emailDate?: string | null; smsDate?: string | null; pushDate?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['createWithoutMaster']>>(venueCampaignsEndpoints.createWithoutMaster, input, options),
  /** PUT /VenueCampaigns */
  update: (input: { body: VenueCampaignInput; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['update']>>(venueCampaignsEndpoints.update, input, options),
  /** POST /VenueCampaigns/SubmitForApproval */
  submitForApproval: (input: { body: { venueCampaignId: string; version?: number | null; comment?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['submitForApproval']>>(venueCampaignsEndpoints.submitForApproval, input, options),
  /** POST /VenueCampaigns/Approve */
  approve: (input: { body: { venueCampaignId: string; version?: number | null; comment?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['approve']>>(venueCampaignsEndpoints.approve, input, options),
  /** POST /VenueCampaigns/Reject */
  reject: (input: { body: { venueCampaignId: string; version?: number | null; rejectedComment: string; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['reject']>>(venueCampaignsEndpoints.reject, input, options),
  /** POST /VenueCampaigns/ResetFromMaster */
  resetFromMaster: (input: { body: { venueCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['resetFromMaster']>>(venueCampaignsEndpoints.resetFromMaster, input, options),
  /** POST /VenueCampaigns/ApplyEmailTemplate */
  applyEmailTemplate: (input: { body: { venueCampaignId: string; version?: number | null; emailTemplateId: string; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['applyEmailTemplate']>>(venueCampaignsEndpoints.applyEmailTemplate, input, options),
  /** POST /VenueCampaigns/RetractSubmission */
  retractSubmission: (input: { body: { venueCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['retractSubmission']>>(venueCampaignsEndpoints.retractSubmission, input, options),
  /** POST /VenueCampaigns/ChangeMediaDate */
  changeMediaDate: (input: { body: { venueCampaignId: string; version?: number | null; date: string; mediaType: "Email" | "Sms" | "Push"; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['changeMediaDate']>>(venueCampaignsEndpoints.changeMediaDate, input, options),
  /** POST /VenueCampaigns/SendTestEmail */
  sendTestEmail: (input: { body: { venueCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['sendTestEmail']>>(venueCampaignsEndpoints.sendTestEmail, input, options),
  /** POST /VenueCampaigns/SendTestSms */
  sendTestSms: (input: { body: { venueCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['sendTestSms']>>(venueCampaignsEndpoints.sendTestSms, input, options),
  /** DELETE /VenueCampaigns/ */
  delete: (input: { "id": string; "byHQ"?: boolean; }, options?: CallOptions) =>
    call<Jsonify<VenueCampaignsResults['remove']>>(venueCampaignsEndpoints.delete, input, options),
};
