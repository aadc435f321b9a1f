// Generated from schema/crm/emailSyncAccounts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EmailSyncAccountsResults } from '@/shared/crm/emailSyncAccounts';

export const emailSyncAccountsEndpoints = {
  getList: { "resource": "emailSyncAccounts", "name": "getList", "surface": "crm", "method": "GET", "path": "/EngageEmail/syncStatus", "params": { "venueId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get email sync status" },
  create: { "resource": "emailSyncAccounts", "name": "create", "surface": "crm", "method": "POST", "path": "/EngageEmail/syncStatus", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add email sync account" },
  delete: { "resource": "emailSyncAccounts", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/EngageEmail/syncStatus", "params": { "venueId": { "in": "query" }, "syncEmail": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete email sync account" },
  addAlias: { "resource": "emailSyncAccounts", "name": "addAlias", "surface": "crm", "method": "POST", "path": "/EngageEmail/syncStatus/alias", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add alias" },
  removeAlias: { "resource": "emailSyncAccounts", "name": "removeAlias", "surface": "crm", "method": "DELETE", "path": "/EngageEmail/syncStatus/alias", "params": { "alias": { "in": "query" }, "venueId": { "in": "query" }, "syncEmail": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to delete alias" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Email sync account (crm API). */
export const emailSyncAccountsApi = {
  /** GET /EngageEmail/syncStatus */
  getList: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<EmailSyncAccountsResults['list']>>(emailSyncAccountsEndpoints.getList, input, options),
  /** POST /EngageEmail/syncStatus */
  create: (input: { body: { venueId: string; syncEmail: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailSyncAccountsResults['add']>>(emailSyncAccountsEndpoints.create, input, options),
  /** DELETE /EngageEmail/syncStatus */
  delete: (input: { "venueId": string; "syncEmail": string; }, options?: CallOptions) =>
    call<void>(emailSyncAccountsEndpoints.delete, input, options),
  /** POST /EngageEmail/syncStatus/alias */
  addAlias: (input: { body: { alias: string; venueId: string; syncEmail: string; }; }, options?: CallOptions) =>
    call<Jsonify<EmailSyncAccountsResults['addAlias']>>(emailSyncAccountsEndpoints.addAlias, input, options),
  /** DELETE /EngageEmail/syncStatus/alias */
  removeAlias: (input: { "alias": string; "venueId": string; "syncEmail": string; }, options?: CallOptions) =>
    call<Jsonify<EmailSyncAccountsResults['removeAlias']>>(emailSyncAccountsEndpoints.removeAlias, input, options),
};
