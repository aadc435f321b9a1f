// Generated from schema/pos/stockWasteReasons.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { StockWasteReasonsResults } from '@/shared/pos/stockWasteReasons';
import type { StockWasteReasonInput } from '@generated/shared/types/stockWasteReasons';
import type { StockWasteReasonRecord } from '@generated/shared/types/stockWasteReasons';

export const stockWasteReasonsEndpoints = {
  getList: { "resource": "stockWasteReasons", "name": "getList", "surface": "pos", "method": "GET", "path": "/StockWasteReasons", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get stock waste reasons" },
  create: { "resource": "stockWasteReasons", "name": "create", "surface": "pos", "method": "POST", "path": "/StockWasteReasons", "params": {}, "body": "record", "returns": "result", "error": "Unable to create stock waste reason" },
  delete: { "resource": "stockWasteReasons", "name": "delete", "surface": "pos", "method": "DELETE", "path": "/StockWasteReasons/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete stock waste reason" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Stock waste reason (pos API). */
export const stockWasteReasonsApi = {
  /** GET /StockWasteReasons */
  getList: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<StockWasteReasonRecord[]>(stockWasteReasonsEndpoints.getList, input, options),
  /** POST /StockWasteReasons */
  create: (input: { body: StockWasteReasonInput; }, options?: CallOptions) =>
    call<Jsonify<StockWasteReasonsResults['create']>>(stockWasteReasonsEndpoints.create, input, options),
  /** DELETE /StockWasteReasons/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(stockWasteReasonsEndpoints.delete, input, options),
};
