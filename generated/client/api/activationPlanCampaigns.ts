// Generated from schema/venue/activationPlanCampaigns.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ActivationPlanCampaignsResults } from '@/shared/venue/activationPlanCampaigns';
import type { ActivationPlanCampaignInput } from '@generated/shared/types/activationPlanCampaigns';

export const activationPlanCampaignsEndpoints = {
  getByVenue: { "resource": "activationPlanCampaigns", "name": "getByVenue", "surface": "main", "method": "GET", "path": "/ActivationPlanCampaigns/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "year": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get campaigns" },
  getHeadOffice: { "resource": "activationPlanCampaigns", "name": "getHeadOffice", "surface": "main", "method": "GET", "path": "/ActivationPlanCampaigns", "params": { "year": { "in": "query" }, "month": { "in": "query" }, "country": { "in": "query" }, "page": { "in": "query" }, "perPage": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get campaigns" },
  create: { "resource": "activationPlanCampaigns", "name": "create", "surface": "main", "method": "POST", "path": "/ActivationPlanCampaigns/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": "record", "returns": "result", "error": "Unable to add campaign" },
  update: { "resource": "activationPlanCampaigns", "name": "update", "surface": "main", "method": "PUT", "path": "/ActivationPlanCampaigns/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update campaign." },
  delete: { "resource": "activationPlanCampaigns", "name": "delete", "surface": "main", "method": "DELETE", "path": "/ActivationPlanCampaigns/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to delete campaign." },
  importTemplate: { "resource": "activationPlanCampaigns", "name": "importTemplate", "surface": "main", "method": "POST", "path": "/ActivationPlanCampaigns/template/{templateId}/{year}/{venueId}", "params": { "year": { "in": "path" }, "templateId": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to import campaigns from the template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Campaign (main API). */
export const activationPlanCampaignsApi = {
  /** GET /ActivationPlanCampaigns/{venueId} */
  getByVenue: (input: { "venueId"?: string; "year"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['listForVenue']>>(activationPlanCampaignsEndpoints.getByVenue, input, options),
  /** GET /ActivationPlanCampaigns */
  getHeadOffice: (input: { "year"?: number; "month"?: number; "country"?: "dk" | "no" | "fi" | "uk"; "page"?: number; "perPage"?: number; } = {}, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['listHeadOffice']>>(activationPlanCampaignsEndpoints.getHeadOffice, input, options),
  /** POST /ActivationPlanCampaigns/{venueId} */
  create: (input: { "venueId"?: string; body: ActivationPlanCampaignInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['create']>>(activationPlanCampaignsEndpoints.create, input, options),
  /** PUT /ActivationPlanCampaigns/{id} */
  update: (input: { "id": string; body: ActivationPlanCampaignInput; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['update']>>(activationPlanCampaignsEndpoints.update, input, options),
  /** DELETE /ActivationPlanCampaigns/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['remove']>>(activationPlanCampaignsEndpoints.delete, input, options),
  /** POST /ActivationPlanCampaigns/template/{templateId}/{year}/{venueId} */
  importTemplate: (input: { "year": number; "templateId": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<ActivationPlanCampaignsResults['importTemplate']>>(activationPlanCampaignsEndpoints.importTemplate, input, options),
};
