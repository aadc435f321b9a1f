// Generated from schema/life/lists.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { ListsResults } from '@/shared/life/lists';
import type { ListInput } from '@generated/shared/types/lists';
import type { ListRecord } from '@generated/shared/types/lists';
import type { MultilingualText } from '@/shared/types';

export const listsEndpoints = {
  getOne: { "resource": "lists", "name": "getOne", "surface": "main", "method": "GET", "path": "/Lists/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get list" },
  queryLatest: { "resource": "lists", "name": "queryLatest", "surface": "main", "method": "GET", "path": "/Lists/QueryLatest", "params": { "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get lists" },
  queryLatestForVenue: { "resource": "lists", "name": "queryLatestForVenue", "surface": "main", "method": "GET", "path": "/Lists/QueryLatestForVenue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue lists" },
  byType: { "resource": "lists", "name": "byType", "surface": "main", "method": "GET", "path": "/Lists/ByType/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "records", "error": "Unable to get list versions" },
  categoriesByType: { "resource": "lists", "name": "categoriesByType", "surface": "main", "method": "GET", "path": "/Lists/Categories/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get list categories" },
  areasByType: { "resource": "lists", "name": "areasByType", "surface": "main", "method": "GET", "path": "/Lists/Areas/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get list areas" },
  allCategories: { "resource": "lists", "name": "allCategories", "surface": "main", "method": "GET", "path": "/Lists/Categories", "params": {}, "body": null, "returns": "result", "error": "Unable to get list categories" },
  update: { "resource": "lists", "name": "update", "surface": "main", "method": "PUT", "path": "/Lists/Save", "params": {}, "body": "record", "returns": "result", "error": "Unable to save list" },
  newVersion: { "resource": "lists", "name": "newVersion", "surface": "main", "method": "POST", "path": "/Lists/NewVersion/{type}", "params": { "type": { "in": "path" }, "country": { "in": "query", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to create new list version" },
  publish: { "resource": "lists", "name": "publish", "surface": "main", "method": "POST", "path": "/Lists/Publish", "params": {}, "body": "fields", "returns": "result", "error": "Unable to publish list" },
  create: { "resource": "lists", "name": "create", "surface": "main", "method": "POST", "path": "/Lists", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create list" },
  copy: { "resource": "lists", "name": "copy", "surface": "main", "method": "POST", "path": "/Lists/Copy", "params": {}, "body": "fields", "returns": "result", "error": "Unable to copy list" },
  newQuestion: { "resource": "lists", "name": "newQuestion", "surface": "main", "method": "POST", "path": "/Lists/NewQuestion/{id}", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to add question" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of List (main API). */
export const listsApi = {
  /** GET /Lists/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<ListRecord>(listsEndpoints.getOne, input, options),
  /** GET /Lists/QueryLatest */
  queryLatest: (input: { "country"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<ListsResults['queryLatest']>>(listsEndpoints.queryLatest, input, options),
  /** GET /Lists/QueryLatestForVenue/{venueId} */
  queryLatestForVenue: (input: { "venueId"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<ListsResults['queryLatestForVenue']>>(listsEndpoints.queryLatestForVenue, input, options),
  /** GET /Lists/ByType/{type} */
  byType: (input: { "type": "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough"; "country"?: "dk" | "no" | "fi" | "uk"; }, options?: CallOptions) =>
    call<ListRecord[]>(listsEndpoints.byType, input, options),
  /** GET /Lists/Categories/{type} */
  categoriesByType: (input: { "type": "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough"; "country"?: "dk" | "no" | "fi" | "uk"; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['categoriesByType']>>(listsEndpoints.categoriesByType, input, options),
  /** GET /Lists/Areas/{type} */
  areasByType: (input: { "type": "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough"; "country"?: "dk" | "no" | "fi" | "uk"; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['areasByType']>>(listsEndpoints.areasByType, input, options),
  /** GET /Lists/Categories */
  allCategories: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<ListsResults['allCategories']>>(listsEndpoints.allCategories, input, options),
  /** PUT /Lists/Save */
  update: (input: { body: ListInput; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['save']>>(listsEndpoints.update, input, options),
  /** POST /Lists/NewVersion/{type} */
  newVersion: (input: { "type": "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough"; "country"?: "dk" | "no" | "fi" | "uk"; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['newVersion']>>(listsEndpoints.newVersion, input, options),
  /** POST /Lists/Publish */
  publish: (input: { body: { listId: string; }; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['publish']>>(listsEndpoints.publish, input, options),
  /** POST /Lists */
  create: (input: { body: { type: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough"; country: "dk" | "no" | "fi" | "uk"; title: MultilingualText; }; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['create']>>(listsEndpoints.create, input, options),
  /** POST /Lists/Copy */
  copy: (input: { body: { listId: string; country: "dk" | "no" | "fi" | "uk"; type?: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null; }; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['copy']>>(listsEndpoints.copy, input, options),
  /** POST /Lists/NewQuestion/{id} */
  newQuestion: (input: { "id": string; body: { kind?: "yesNo" | "yesNoCritical" | "text" | "number" | "rating" | "photoMultipleUpload" | "videoMultipleUpload" | null; categoryId?: string | null; areaId?: string | null; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<ListsResults['newQuestion']>>(listsEndpoints.newQuestion, input, options),
};
