// Generated from schema/venue/venueInfo.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueInfoResults } from '@/shared/venue/venueInfo';
import type { MultilingualText } from '@/shared/types';

export const venueInfoEndpoints = {
  getAddress: { "resource": "venueInfo", "name": "getAddress", "surface": "main", "method": "GET", "path": "/venue/info/address", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get address" },
  setAddress: { "resource": "venueInfo", "name": "setAddress", "surface": "main", "method": "POST", "path": "/venue/info/address", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": "fields", "returns": "result", "error": "Unable to update address." },
  getGeneral: { "resource": "venueInfo", "name": "getGeneral", "surface": "main", "method": "GET", "path": "/venue/info/general", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get general info" },
  setGeneral: { "resource": "venueInfo", "name": "setGeneral", "surface": "main", "method": "PUT", "path": "/venue/info/general", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": "fields", "returns": "result", "error": "Unable to update general info." },
  getOpeningHours: { "resource": "venueInfo", "name": "getOpeningHours", "surface": "main", "method": "GET", "path": "/venue/info/openinghours", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get opening hours" },
  setOpeningHours: { "resource": "venueInfo", "name": "setOpeningHours", "surface": "main", "method": "POST", "path": "/venue/info/openinghours", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": "fields", "returns": "result", "error": "Unable to update opening hours." },
  getUsers: { "resource": "venueInfo", "name": "getUsers", "surface": "main", "method": "GET", "path": "/venue/info/users", "params": { "venueId": { "in": "header", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue users" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Venue info (main API). */
export const venueInfoApi = {
  /** GET /venue/info/address */
  getAddress: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['getAddress']>>(venueInfoEndpoints.getAddress, input, options),
  /** POST /venue/info/address */
  setAddress: (input: { "venueId"?: string; body: { street: string; postalCode: string; city: string; country: "dk" | "no" | "fi" | "uk"; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['setAddress']>>(venueInfoEndpoints.setAddress, input, options),
  /** GET /venue/info/general */
  getGeneral: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['getGeneral']>>(venueInfoEndpoints.getGeneral, input, options),
  /** PUT /venue/info/general */
  setGeneral: (input: { "venueId"?: string; body: { description: MultilingualText | null; phone: string | null; email: string | null; website: string | null; capacity: number | null; ageLimit: number | null; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['setGeneral']>>(venueInfoEndpoints.setGeneral, input, options),
  /** GET /venue/info/openinghours */
  getOpeningHours: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['getOpeningHours']>>(venueInfoEndpoints.getOpeningHours, input, options),
  /** POST /venue/info/openinghours */
  setOpeningHours: (input: { "venueId"?: string; body: { openingHours: Array<{ weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; closed?: boolean | null; opens?: string | null; closes?: string | null; }>; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['setOpeningHours']>>(venueInfoEndpoints.setOpeningHours, input, options),
  /** GET /venue/info/users */
  getUsers: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueInfoResults['getUsers']>>(venueInfoEndpoints.getUsers, input, options),
};
