// Generated from schema/crm/messengerIdentities.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { MessengerIdentitiesResults } from '@/shared/crm/messengerIdentities';
import type { MessengerIdentitieInput } from '@generated/shared/types/messengerIdentities';

export const messengerIdentitiesEndpoints = {
  getList: { "resource": "messengerIdentities", "name": "getList", "surface": "crm", "method": "GET", "path": "/EngageMessenger/Identities", "params": { "venueId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get messenger identities" },
  create: { "resource": "messengerIdentities", "name": "create", "surface": "crm", "method": "POST", "path": "/EngageMessenger/Identities", "params": {}, "body": "record", "returns": "result", "error": "Unable to add messenger identity" },
  delete: { "resource": "messengerIdentities", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/EngageMessenger/Identities/", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete messenger identity" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Messenger identity (crm API). */
export const messengerIdentitiesApi = {
  /** GET /EngageMessenger/Identities */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<MessengerIdentitiesResults['list']>>(messengerIdentitiesEndpoints.getList, input, options),
  /** POST /EngageMessenger/Identities */
  create: (input: { body: MessengerIdentitieInput; }, options?: CallOptions) =>
    call<Jsonify<MessengerIdentitiesResults['add']>>(messengerIdentitiesEndpoints.create, input, options),
  /** DELETE /EngageMessenger/Identities/ */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(messengerIdentitiesEndpoints.delete, input, options),
};
