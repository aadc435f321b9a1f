// Generated from schema/crm/dataController.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { DataControllerResults } from '@/shared/crm/dataController';
import type { DataControllerInput } from '@generated/shared/types/dataController';

export const dataControllerEndpoints = {
  get: { "resource": "dataController", "name": "get", "surface": "crm", "method": "GET", "path": "/LegalDocuments/DataController", "params": {}, "body": null, "returns": "result", "error": "Unable to get data controller" },
  save: { "resource": "dataController", "name": "save", "surface": "crm", "method": "PUT", "path": "/LegalDocuments/DataController", "params": {}, "body": "patch", "returns": "result", "error": "Unable to update data controller" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Data controller (crm API). */
export const dataControllerApi = {
  /** GET /LegalDocuments/DataController */
  get: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<DataControllerResults['get']>>(dataControllerEndpoints.get, input, options),
  /** PUT /LegalDocuments/DataController */
  save: (input: { body: Partial<DataControllerInput>; }, options?: CallOptions) =>
    call<Jsonify<DataControllerResults['save']>>(dataControllerEndpoints.save, input, options),
};
