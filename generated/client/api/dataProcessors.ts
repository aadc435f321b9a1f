// Generated from schema/crm/dataProcessors.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { DataProcessorsResults } from '@/shared/crm/dataProcessors';
import type { DataProcessorInput } from '@generated/shared/types/dataProcessors';
import type { DataProcessorRecord } from '@generated/shared/types/dataProcessors';

export const dataProcessorsEndpoints = {
  getList: { "resource": "dataProcessors", "name": "getList", "surface": "crm", "method": "GET", "path": "/LegalDocuments/DataProcessor", "params": {}, "body": null, "returns": "records", "error": "Unable to get data processors" },
  save: { "resource": "dataProcessors", "name": "save", "surface": "crm", "method": "POST", "path": "/LegalDocuments/DataProcessor", "params": {}, "body": "patch", "returns": "result", "error": "Unable to save data processor" },
  delete: { "resource": "dataProcessors", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/LegalDocuments/DataProcessor", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete data processor" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Data processor (crm API). */
export const dataProcessorsApi = {
  /** GET /LegalDocuments/DataProcessor */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<DataProcessorRecord[]>(dataProcessorsEndpoints.getList, input, options),
  /** POST /LegalDocuments/DataProcessor */
  save: (input: { body: Partial<DataProcessorInput>; }, options?: CallOptions) =>
    call<Jsonify<DataProcessorsResults['save']>>(dataProcessorsEndpoints.save, input, options),
  /** DELETE /LegalDocuments/DataProcessor */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(dataProcessorsEndpoints.delete, input, options),
};
