// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockingTemplatesResults } from '@/shared/procurement/stockingTemplates';
import type { StockingTemplateInput } from '@generated/shared/types/stockingTemplates';
import type { StockingTemplateRecord } from '@generated/shared/types/stockingTemplates';

export const stockingTemplatesEndpoints = {
  getList: { "resource": "stockingTemplates", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockingTemplates", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get stocking templates" },
  getOne: { "resource": "stockingTemplates", "name": "getOne", "surface": "pos", "method": "GET", "path": "/StockingTemplate/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get stocking template" },
  create: { "resource": "stockingTemplates", "name": "create", "surface": "pos", "method": "POST", "path": "/StockingTemplates", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stocking template" },
  update: { "resource": "stockingTemplates", "name": "update", "surface": "pos", "method": "PUT", "path": "/StockingTemplate/{id}", "params": { "id": { "in": "path" } }, "body": "record", "returns": "result", "error": "Unable to update stocking template with id {id}" },
  apply: { "resource": "stockingTemplates", "name": "apply", "surface": "pos", "method": "POST", "path": "/StockingTemplate/{id}/Apply/{venueId}", "params": { "id": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to apply stocking template" },
  delete: { "resource": "stockingTemplates", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/StockingTemplate/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete stocking template" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stocking template (pos API). */
export const stockingTemplatesApi = {
  /** GET /StockingTemplates */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<StockingTemplateRecord[]>(stockingTemplatesEndpoints.getList, input, options),
  /** GET /StockingTemplate/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<StockingTemplateRecord>(stockingTemplatesEndpoints.getOne, input, options),
  /** POST /StockingTemplates */
  create: (input: { body: StockingTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<StockingTemplatesResults['create']>>(stockingTemplatesEndpoints.create, input, options),
  /** PUT /StockingTemplate/{id} */
  update: (input: { "id": string; body: StockingTemplateInput; }, options?: CallOptions) =>
    call<Jsonify<StockingTemplatesResults['update']>>(stockingTemplatesEndpoints.update, input, options),
  /** POST /StockingTemplate/{id}/Apply/{venueId} */
  apply: (input: { "id": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<StockingTemplatesResults['apply']>>(stockingTemplatesEndpoints.apply, input, options),
  /** DELETE /StockingTemplate/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(stockingTemplatesEndpoints.delete, input, options),
};
