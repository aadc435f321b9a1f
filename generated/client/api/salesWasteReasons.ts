// Generated from schema/pos/salesWasteReasons.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { SalesWasteReasonsResults } from '@/shared/pos/salesWasteReasons';
import type { SalesWasteReasonInput } from '@generated/shared/types/salesWasteReasons';
import type { SalesWasteReasonRecord } from '@generated/shared/types/salesWasteReasons';

export const salesWasteReasonsEndpoints = {
  getList: { "resource": "salesWasteReasons", "name": "getList", "surface": "pos", "method": "GET", "path": "/SalesWasteReasons", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get sales waste reasons" },
  create: { "resource": "salesWasteReasons", "name": "create", "surface": "pos", "method": "POST", "path": "/SalesWasteReasons", "params": {}, "body": "record", "returns": "result", "error": "Unable to create sales waste reason" },
  delete: { "resource": "salesWasteReasons", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/SalesWasteReasons/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete sales waste reason" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Sales waste reason (pos API). */
export const salesWasteReasonsApi = {
  /** GET /SalesWasteReasons */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<SalesWasteReasonRecord[]>(salesWasteReasonsEndpoints.getList, input, options),
  /** POST /SalesWasteReasons */
  create: (input: { body: SalesWasteReasonInput; }, options?: CallOptions) =>
    call<Jsonify<SalesWasteReasonsResults['create']>>(salesWasteReasonsEndpoints.create, input, options),
  /** DELETE /SalesWasteReasons/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(salesWasteReasonsEndpoints.delete, input, options),
};
