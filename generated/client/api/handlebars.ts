// Generated from schema/crm/handlebars.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { HandlebarsResults } from '@/shared/crm/handlebars';

export const handlebarsEndpoints = {
  catalogue: { "resource": "handlebars", "name": "catalogue", "surface": "crm", "method": "GET", "path": "/Handlebars", "params": {}, "body": null, "returns": "result", "error": "Unable to get the handlebar catalogue" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Placeholder (crm API). */
export const handlebarsApi = {
  /** GET /Handlebars */
  catalogue: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<HandlebarsResults['catalogue']>>(handlebarsEndpoints.catalogue, input, options),
};
