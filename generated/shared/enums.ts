// Generated from the schema (schema/shell/shell.ts and each resource's enums) by `npm run generate`. Do not edit.

export type EnumColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
export interface EnumValue {
  value: string | number;
  color: EnumColor | null;
}

/** Every enum, keyed `shared.<name>` or `<resource>.<name>`; labels are i18n keys `enums.<key>.<value>`. */
export const ENUMS: Record<string, EnumValue[]> = {
  "shared.country": [{ "value": "dk", "color": null }, { "value": "no", "color": null }, { "value": "fi", "color": null }, { "value": "uk", "color": null }],
  "shared.locale": [{ "value": "eng", "color": null }, { "value": "dan", "color": null }, { "value": "swe", "color": null }, { "value": "nor", "color": null }, { "value": "fin", "color": null }],
  "cockpitReports.category": [{ "value": "coreReporting", "color": null }, { "value": "fuelReporting", "color": null }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "posFloorplans.shape": [{ "value": "rect", "color": null }, { "value": "round", "color": null }],
  "priceShiftWindows.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "purchaseOrders.state": [{ "value": "Unknown", "color": "error" }, { "value": "Draft", "color": "default" }, { "value": "Submitted", "color": "info" }, { "value": "PartiallyReceived", "color": "warning" }, { "value": "FullyReceived", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "stockCounts.state": [{ "value": "Unknown", "color": "error" }, { "value": "Draft", "color": "default" }, { "value": "Active", "color": "info" }, { "value": "Completed", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "stockMovements.kind": [{ "value": "received", "color": null }, { "value": "counted", "color": null }, { "value": "transferOut", "color": null }, { "value": "transferIn", "color": null }, { "value": "waste", "color": null }, { "value": "sale", "color": null }],
  "stockProductRequests.state": [{ "value": "Pending", "color": "warning" }, { "value": "Approved", "color": "success" }, { "value": "Rejected", "color": "error" }],
  "stockProductRequests.contentUnit": [{ "value": "cl", "color": null }, { "value": "l", "color": null }, { "value": "g", "color": null }, { "value": "kg", "color": null }, { "value": "pcs", "color": null }],
  "stockProducts.contentUnit": [{ "value": "cl", "color": null }, { "value": "l", "color": null }, { "value": "g", "color": null }, { "value": "kg", "color": null }, { "value": "pcs", "color": null }],
  "stockTransfers.state": [{ "value": "Draft", "color": "default" }, { "value": "Sent", "color": "info" }, { "value": "Received", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
  "waiterLists.role": [{ "value": "waiter", "color": null }, { "value": "bartender", "color": null }, { "value": "runner", "color": null }, { "value": "manager", "color": null }],
  "zReports.paymentMethod": [{ "value": "card", "color": null }, { "value": "cash", "color": null }, { "value": "mobile", "color": null }, { "value": "voucher", "color": null }, { "value": "invoice", "color": null }],
};
