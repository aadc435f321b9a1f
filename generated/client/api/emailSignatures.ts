// Generated from schema/crm/emailSignatures.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { EmailSignaturesResults } from '@/shared/crm/emailSignatures';
import type { EmailSignatureInput } from '@generated/shared/types/emailSignatures';

export const emailSignaturesEndpoints = {
  get: { "resource": "emailSignatures", "name": "get", "surface": "crm", "method": "GET", "path": "/EngageEmail/EmailSignature", "params": { "venueId": { "in": "query", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get email signature" },
  create: { "resource": "emailSignatures", "name": "create", "surface": "crm", "method": "POST", "path": "/EngageEmail/EmailSignature", "params": {}, "body": "record", "returns": "result", "error": "Unable to create email signature" },
  update: { "resource": "emailSignatures", "name": "update", "surface": "crm", "method": "PUT", "path": "/EngageEmail/EmailSignature", "params": {}, "body": "record", "returns": "result", "error": "Unable to update email signature" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Email signature (crm API). */
export const emailSignaturesApi = {
  /** GET /EngageEmail/EmailSignature */
  get: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<EmailSignaturesResults['get']>>(emailSignaturesEndpoints.get, input, options),
  /** POST /EngageEmail/EmailSignature */
  create: (input: { body: EmailSignatureInput; }, options?: CallOptions) =>
    call<Jsonify<EmailSignaturesResults['create']>>(emailSignaturesEndpoints.create, input, options),
  /** PUT /EngageEmail/EmailSignature */
  update: (input: { body: EmailSignatureInput; }, options?: CallOptions) =>
    call<Jsonify<EmailSignaturesResults['update']>>(emailSignaturesEndpoints.update, input, options),
};
