// Generated from schema/venue/venueCockpit.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueCockpitResults } from '@/shared/venue/venueCockpit';

export const venueCockpitEndpoints = {
  get: { "resource": "venueCockpit", "name": "get", "surface": "main", "method": "GET", "path": "/VenueCockpit/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get the venue cockpit" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Cockpit (main API). */
export const venueCockpitApi = {
  /** GET /VenueCockpit/{venueId} */
  get: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueCockpitResults['overview']>>(venueCockpitEndpoints.get, input, options),
};
