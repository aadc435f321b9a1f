// Generated from schema/crm/masterCampaigns.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MasterCampaignsResults } from '@/shared/crm/masterCampaigns';
import type { MasterCampaignInput } from '@generated/shared/types/masterCampaigns';
import type { MasterCampaignRecord } from '@generated/shared/types/masterCampaigns';

export const masterCampaignsEndpoints = {
  getList: { "resource": "masterCampaigns", "name": "getList", "surface": "crm", "method": "GET", "path": "/MasterCampaigns", "params": {}, "body": null, "returns": "records", "error": "Unable to get master campaigns" },
  getOne: { "resource": "masterCampaigns", "name": "getOne", "surface": "crm", "method": "GET", "path": "/MasterCampaigns/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get master campaign" },
  statistics: { "resource": "masterCampaigns", "name": "statistics", "surface": "crm", "method": "GET", "path": "/MasterCampaigns/{id}/Statistics", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get master campaign statistics" },
  create: { "resource": "masterCampaigns", "name": "create", "surface": "crm", "method": "POST", "path": "/MasterCampaigns", "params": {}, "body": "record", "returns": "result", "error": "Unable to add master campaign" },
  update: { "resource": "masterCampaigns", "name": "update", "surface": "crm", "method": "PUT", "path": "/MasterCampaigns", "params": {}, "body": "record", "returns": "result", "error": "Unable to update master campaign" },
  delete: { "resource": "masterCampaigns", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/MasterCampaigns/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete HQ campaign" },
  activate: { "resource": "masterCampaigns", "name": "activate", "surface": "crm", "method": "POST", "path": "/MasterCampaigns/Activate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to activate master campaign" },
  approveForSending: { "resource": "masterCampaigns", "name": "approveForSending", "surface": "crm", "method": "POST", "path": "/MasterCampaigns/ApproveForSending", "params": {}, "body": "fields", "returns": "result", "error": "Unable to approve master campaign for sending" },
  applyEmailTemplate: { "resource": "masterCampaigns", "name": "applyEmailTemplate", "surface": "crm", "method": "POST", "path": "/MasterCampaigns/ApplyEmailTemplate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to apply email template to master campaign" },
  retractApproval: { "resource": "masterCampaigns", "name": "retractApproval", "surface": "crm", "method": "POST", "path": "/MasterCampaigns/RetractApproval", "params": {}, "body": "fields", "returns": "result", "error": "Unable to retract master campaign approval" },
  duplicate: { "resource": "masterCampaigns", "name": "duplicate", "surface": "crm", "method": "POST", "path": "/MasterCampaigns/Duplicate", "params": {}, "body": "fields", "returns": "result", "error": "Unable to duplicate master campaign" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Master campaign (crm API). */
export const masterCampaignsApi = {
  /** GET /MasterCampaigns */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<MasterCampaignRecord[]>(masterCampaignsEndpoints.getList, input, options),
  /** GET /MasterCampaigns/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<MasterCampaignRecord>(masterCampaignsEndpoints.getOne, input, options),
  /** GET /MasterCampaigns/{id}/Statistics */
  statistics: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['statistics']>>(masterCampaignsEndpoints.statistics, input, options),
  /** POST /MasterCampaigns */
  create: (input: { body: MasterCampaignInput; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['create']>>(masterCampaignsEndpoints.create, input, options),
  /** PUT /MasterCampaigns */
  update: (input: { body: MasterCampaignInput; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['update']>>(masterCampaignsEndpoints.update, input, options),
  /** DELETE /MasterCampaigns/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(masterCampaignsEndpoints.delete, input, options),
  /** POST /MasterCampaigns/Activate */
  activate: (input: { body: { masterCampaignId: string; comment?: string | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['activate']>>(masterCampaignsEndpoints.activate, input, options),
  /** POST /MasterCampaigns/ApproveForSending */
  approveForSending: (input: { body: { masterCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['approveForSending']>>(masterCampaignsEndpoints.approveForSending, input, options),
  /** POST /MasterCampaigns/ApplyEmailTemplate */
  applyEmailTemplate: (input: { body: { masterCampaignId: string; emailTemplateId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['applyEmailTemplate']>>(masterCampaignsEndpoints.applyEmailTemplate, input, options),
  /** POST /MasterCampaigns/RetractApproval */
  retractApproval: (input: { body: { masterCampaignId: string; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['retractApproval']>>(masterCampaignsEndpoints.retractApproval, input, options),
  /** POST /MasterCampaigns/Duplicate */
  duplicate: (input: { body: { masterCampaignId: string; }; }, options?: CallOptions) =>
    call<Jsonify<MasterCampaignsResults['duplicate']>>(masterCampaignsEndpoints.duplicate, input, options),
};
