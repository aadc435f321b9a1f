// Generated from schema/guests/guestDuplicates.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestDuplicatesResults } from '@/shared/guests/guestDuplicates';

export const guestDuplicatesEndpoints = {
  list: { "resource": "guestDuplicates", "name": "list", "surface": "crm", "method": "GET", "path": "/GuestDuplicates/{country}", "params": { "country": { "in": "path", "from": "activeCountry" }, "minScore": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "exportReason": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get possible duplicates" },
  latestRun: { "resource": "guestDuplicates", "name": "latestRun", "surface": "crm", "method": "GET", "path": "/GuestDuplicates/{country}/run", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get the duplicate search" },
  startRun: { "resource": "guestDuplicates", "name": "startRun", "surface": "crm", "method": "POST", "path": "/GuestDuplicates/{country}/run", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to start the duplicate search" },
  getPair: { "resource": "guestDuplicates", "name": "getPair", "surface": "crm", "method": "GET", "path": "/GuestDuplicates/{country}/pair", "params": { "country": { "in": "path", "from": "activeCountry" }, "guestId": { "in": "query" }, "otherGuestId": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get the two guest profiles" },
  dismiss: { "resource": "guestDuplicates", "name": "dismiss", "surface": "crm", "method": "POST", "path": "/GuestDuplicates/{country}/dismiss", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": "fields", "returns": "result", "error": "Unable to dismiss the possible duplicate" },
  merge: { "resource": "guestDuplicates", "name": "merge", "surface": "crm", "method": "POST", "path": "/GuestDuplicates/{country}/merge", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": "fields", "returns": "result", "error": "Unable to merge the guest profiles" },
  merges: { "resource": "guestDuplicates", "name": "merges", "surface": "crm", "method": "GET", "path": "/GuestDuplicates/{country}/merges", "params": { "country": { "in": "path", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get the merges" },
  undo: { "resource": "guestDuplicates", "name": "undo", "surface": "crm", "method": "POST", "path": "/GuestDuplicates/{country}/merges/{mergeId}/undo", "params": { "country": { "in": "path", "from": "activeCountry" }, "mergeId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to undo the merge" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Possible duplicate (crm API). */
export const guestDuplicatesApi = {
  /** GET /GuestDuplicates/{country} */
  list: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "minScore"?: number; "top"?: number; "skip"?: number; "exportReason"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['listCandidates']>>(guestDuplicatesEndpoints.list, input, options),
  /** GET /GuestDuplicates/{country}/run */
  latestRun: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['latestRun']>>(guestDuplicatesEndpoints.latestRun, input, options),
  /** POST /GuestDuplicates/{country}/run */
  startRun: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['startRun']>>(guestDuplicatesEndpoints.startRun, input, options),
  /** GET /GuestDuplicates/{country}/pair */
  getPair: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "guestId": string; "otherGuestId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['getPair']>>(guestDuplicatesEndpoints.getPair, input, options),
  /** POST /GuestDuplicates/{country}/dismiss */
  dismiss: (input: { "country"?: "dk" | "no" | "fi" | "uk"; body: { guestId: string; otherGuestId: string; }; }, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['dismiss']>>(guestDuplicatesEndpoints.dismiss, input, options),
  /** POST /GuestDuplicates/{country}/merge */
  merge: (input: { "country"?: "dk" | "no" | "fi" | "uk"; body: { keptGuestId: string; removedGuestId: string; keptVersion: number; removedVersion: number; fromRemoved?: Array<"firstName" | "lastName" | "email" | "phone" | "birthDate" | "venueId" | "profileImageUrl" | "socialsFacebook" | "socialsInstagram"> | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['mergePair']>>(guestDuplicatesEndpoints.merge, input, options),
  /** GET /GuestDuplicates/{country}/merges */
  merges: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['listMerges']>>(guestDuplicatesEndpoints.merges, input, options),
  /** POST /GuestDuplicates/{country}/merges/{mergeId}/undo */
  undo: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "mergeId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestDuplicatesResults['undoMerge']>>(guestDuplicatesEndpoints.undo, input, options),
};
