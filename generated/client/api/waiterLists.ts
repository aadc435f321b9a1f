// Generated from schema/pos/waiterLists.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { WaiterListsResults } from '@/shared/pos/waiterLists';

export const waiterListsEndpoints = {
  getDay: { "resource": "waiterLists", "name": "getDay", "surface": "pos", "method": "GET", "path": "/VenueWaiterList/{venueId}/day/{date}", "params": { "date": { "in": "path" }, "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get venue waiter list" },
  saveDay: { "resource": "waiterLists", "name": "saveDay", "surface": "pos", "method": "POST", "path": "/VenueWaiterList/day", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update venue waiter list" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Waiter list (pos API). */
export const waiterListsApi = {
  /** GET /VenueWaiterList/{venueId}/day/{date} */
  getDay: (input: { "date": string; "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<WaiterListsResults['getDay']>>(waiterListsEndpoints.getDay, input, options),
  /** POST /VenueWaiterList/day */
  saveDay: (input: { body: { venueId: string; date: string; version?: number | null; waiters: Array<{ userId?: string | null; name: string; role: "waiter" | "bartender" | "runner" | "manager"; startTime: string; endTime: string; terminalIds?: string[] | null; }>; }; }, options?: CallOptions) =>
    call<Jsonify<WaiterListsResults['saveDay']>>(waiterListsEndpoints.saveDay, input, options),
};
