// Generated from schema/setup/venueSetups.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { VenueSetupsResults } from '@/shared/setup/venueSetups';

export const venueSetupsEndpoints = {
  getList: { "resource": "venueSetups", "name": "getList", "surface": "setup", "method": "GET", "path": "/venue-setups", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" } }, "body": null, "returns": "result", "error": "Unable to get venue setups" },
  active: { "resource": "venueSetups", "name": "active", "surface": "setup", "method": "GET", "path": "/venue-setups/active", "params": { "venue-details-id": { "in": "query", "from": "activeVenue" }, "date-time": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get venue setups" },
  getOne: { "resource": "venueSetups", "name": "getOne", "surface": "setup", "method": "GET", "path": "/venue-setups/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue setups" },
  create: { "resource": "venueSetups", "name": "create", "surface": "setup", "method": "POST", "path": "/venue-setups", "params": {}, "body": "fields", "returns": "result", "error": "Unable to post venue setup" },
  update: { "resource": "venueSetups", "name": "update", "surface": "setup", "method": "PUT", "path": "/venue-setups/{id}", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put venue setup" },
  delete: { "resource": "venueSetups", "name": "delete", "surface": "setup", "method": "DELETE", "path": "/venue-setups/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Bookings are reserved for this setup, so it cannot be deleted" },
  copy: { "resource": "venueSetups", "name": "copy", "surface": "setup", "method": "POST", "path": "/venue-setups/{id}/copy/{newName}", "params": { "id": { "in": "path" }, "newName": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to copy venue setup" },
  createSection: { "resource": "venueSetups", "name": "createSection", "surface": "setup", "method": "POST", "path": "/venue-setups/{id}/venue-sections", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to post section" },
  updateSection: { "resource": "venueSetups", "name": "updateSection", "surface": "setup", "method": "PUT", "path": "/venue-setups/{id}/venue-sections/{sectionId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put venue section" },
  deleteSection: { "resource": "venueSetups", "name": "deleteSection", "surface": "setup", "method": "DELETE", "path": "/venue-setups/{id}/venue-sections/{sectionId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" } }, "body": null, "returns": "result", "error": "Bookings are reserved for this section, so it cannot be deleted" },
  createTable: { "resource": "venueSetups", "name": "createTable", "surface": "setup", "method": "POST", "path": "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to get Team Members" },
  updateTable: { "resource": "venueSetups", "name": "updateTable", "surface": "setup", "method": "PUT", "path": "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" }, "tableId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put venue table" },
  deleteTable: { "resource": "venueSetups", "name": "deleteTable", "surface": "setup", "method": "DELETE", "path": "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" }, "tableId": { "in": "path" } }, "body": null, "returns": "result", "error": "Bookings are reserved for this table, so it cannot be deleted" },
  setTableActive: { "resource": "venueSetups", "name": "setTableActive", "surface": "setup", "method": "PATCH", "path": "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" }, "tableId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to patch venue table active state" },
  moveTable: { "resource": "venueSetups", "name": "moveTable", "surface": "setup", "method": "POST", "path": "/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}/move/{targetSectionId}", "params": { "id": { "in": "path" }, "sectionId": { "in": "path" }, "tableId": { "in": "path" }, "targetSectionId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put venue table" },
  getFloorplan: { "resource": "venueSetups", "name": "getFloorplan", "surface": "setup", "method": "GET", "path": "/floorplan/{setupId}", "params": { "setupId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue setup floorplan" },
  putFloorplan: { "resource": "venueSetups", "name": "putFloorplan", "surface": "setup", "method": "PUT", "path": "/floorplan/{setupId}", "params": { "setupId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to put floorplan" },
  products: { "resource": "venueSetups", "name": "products", "surface": "setup", "method": "GET", "path": "/products", "params": { "venue-setup-id": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get products" },
  entryByDateList: { "resource": "venueSetups", "name": "entryByDateList", "surface": "setup", "method": "POST", "path": "/venue-setup-calendar-entries/{id}/calendar-dates-by-date-list", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to post calendar entry" },
  entryByWeeklyInterval: { "resource": "venueSetups", "name": "entryByWeeklyInterval", "surface": "setup", "method": "POST", "path": "/venue-setup-calendar-entries/{id}/calendar-dates-by-weekly-interval", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to post calendar entry" },
  entryByYearlyInterval: { "resource": "venueSetups", "name": "entryByYearlyInterval", "surface": "setup", "method": "POST", "path": "/venue-setup-calendar-entries/{id}/calendar-dates-by-yearly-interval", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to post yearly entry" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Setup (setup API). */
export const venueSetupsApi = {
  /** GET /venue-setups */
  getList: (input: { "venue-details-id"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['list']>>(venueSetupsEndpoints.getList, input, options),
  /** GET /venue-setups/active */
  active: (input: { "venue-details-id"?: string; "date-time": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['active']>>(venueSetupsEndpoints.active, input, options),
  /** GET /venue-setups/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['getOne']>>(venueSetupsEndpoints.getOne, input, options),
  /** POST /venue-setups */
  create: (input: { body: { name: string; venueDetailsId: string; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['create']>>(venueSetupsEndpoints.create, input, options),
  /** PUT /venue-setups/{id} */
  update: (input: { "id": string; body: { name: string; isActive?: boolean | null; venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null; seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null; bookingOnRequestOnly?: boolean | null; type?: number | null; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['update']>>(venueSetupsEndpoints.update, input, options),
  /** DELETE /venue-setups/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['remove']>>(venueSetupsEndpoints.delete, input, options),
  /** POST /venue-setups/{id}/copy/{newName} */
  copy: (input: { "id": string; "newName": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['copy']>>(venueSetupsEndpoints.copy, input, options),
  /** POST /venue-setups/{id}/venue-sections */
  createSection: (input: { "id": string; body: { name: string; image?: string | null; description?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['createSection']>>(venueSetupsEndpoints.createSection, input, options),
  /** PUT /venue-setups/{id}/venue-sections/{sectionId} */
  updateSection: (input: { "id": string; "sectionId": string; body: { name: string; image?: string | null; description?: string | null; venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null; seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null; bookingOnRequestOnly?: boolean | null; sortOrder?: number | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['updateSection']>>(venueSetupsEndpoints.updateSection, input, options),
  /** DELETE /venue-setups/{id}/venue-sections/{sectionId} */
  deleteSection: (input: { "id": string; "sectionId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['removeSection']>>(venueSetupsEndpoints.deleteSection, input, options),
  /** POST /venue-setups/{id}/venue-sections/{sectionId}/venue-tables */
  createTable: (input: { "id": string; "sectionId": string; body: { name: string; seatCount: number; venueTableType: 1 | 2; note?: string | null; isRoundTable?: boolean | null; combinationTablePartIds?: string[] | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['createTable']>>(venueSetupsEndpoints.createTable, input, options),
  /** PUT /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
  updateTable: (input: { "id": string; "sectionId": string; "tableId": string; body: { name: string; seatCount: number; venueTableType: 1 | 2; note?: string | null; isRoundTable?: boolean | null; combinationTablePartIds?: string[] | null; venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null; seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null; bookingOnRequestOnly?: boolean | null; floorplanTable?: { x?: number | null; y?: number | null; width?: number | null; height?: number | null; rotation?: number | null; } | null; sortOrder?: number | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['updateTable']>>(venueSetupsEndpoints.updateTable, input, options),
  /** DELETE /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
  deleteTable: (input: { "id": string; "sectionId": string; "tableId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['removeTable']>>(venueSetupsEndpoints.deleteTable, input, options),
  /** PATCH /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId} */
  setTableActive: (input: { "id": string; "sectionId": string; "tableId": string; body: { active: boolean; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['setTableActive']>>(venueSetupsEndpoints.setTableActive, input, options),
  /** POST /venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}/move/{targetSectionId} */
  moveTable: (input: { "id": string; "sectionId": string; "tableId": string; "targetSectionId": string; body: { version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['moveTable']>>(venueSetupsEndpoints.moveTable, input, options),
  /** GET /floorplan/{setupId} */
  getFloorplan: (input: { "setupId": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['getFloorplan']>>(venueSetupsEndpoints.getFloorplan, input, options),
  /** PUT /floorplan/{setupId} */
  putFloorplan: (input: { "setupId": string; body: { width: number | null; height: number | null; backgroundImage: string | null; tables: Array<{ venueTableId: string; x: number; y: number; width?: number | null; height?: number | null; rotation?: number | null; }> | null; version: number; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['putFloorplan']>>(venueSetupsEndpoints.putFloorplan, input, options),
  /** GET /products */
  products: (input: { "venue-setup-id": string; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['products']>>(venueSetupsEndpoints.products, input, options),
  /** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-date-list */
  entryByDateList: (input: { "id": string; body: { dates: string[]; priority?: number | null; fromTime?: string | null; toTime?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['entryByDateList']>>(venueSetupsEndpoints.entryByDateList, input, options),
  /** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-weekly-interval */
  entryByWeeklyInterval: (input: { "id": string; body: { repeatEveryCount?: number | null; repeatOnDays: number[]; priority?: number | null; fromDate?: string | null; toDate?: string | null; fromTime?: string | null; toTime?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['entryByWeeklyInterval']>>(venueSetupsEndpoints.entryByWeeklyInterval, input, options),
  /** POST /venue-setup-calendar-entries/{id}/calendar-dates-by-yearly-interval */
  entryByYearlyInterval: (input: { "id": string; body: { repeatEveryCount?: number | null; repeatOnDates: string[]; priority?: number | null; fromDate?: string | null; toDate?: string | null; fromTime?: string | null; toTime?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<VenueSetupsResults['entryByYearlyInterval']>>(venueSetupsEndpoints.entryByYearlyInterval, input, options),
};
