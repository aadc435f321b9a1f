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
  "eodReportRules.notifyRole": [{ "value": "vm", "color": null }, { "value": "svm", "color": null }, { "value": "avm", "color": null }, { "value": "sm", "color": null }, { "value": "rm", "color": null }, { "value": "rd", "color": null }, { "value": "cd", "color": null }],
  "eodReports.status": [{ "value": "draft", "color": "info" }, { "value": "sent", "color": "success" }],
  "listNotificationRules.ruleType": [{ "value": "score", "color": "warning" }, { "value": "inactivity", "color": "info" }],
  "listNotificationRules.listType": [{ "value": "FireProtectionMeasures", "color": "error" }, { "value": "VenueVisitLight", "color": "primary" }, { "value": "BarsWithRestaurantsThorough", "color": "primary" }, { "value": "BarsAndNightclubsThorough", "color": "primary" }, { "value": "CompetitorVisit", "color": "secondary" }, { "value": "MaintenanceReviewLight", "color": "warning" }, { "value": "MaintenanceReviewThorough", "color": "warning" }],
  "listNotificationRules.inactivity": [{ "value": 86400, "color": null }, { "value": 172800, "color": null }, { "value": 259200, "color": null }, { "value": 604800, "color": null }, { "value": 1209600, "color": null }, { "value": 1814400, "color": null }, { "value": 2629743, "color": null }, { "value": 5259486, "color": null }, { "value": 7889229, "color": null }, { "value": 10518972, "color": null }, { "value": 13148715, "color": null }, { "value": 15778458, "color": null }, { "value": 31556926, "color": null }],
  "listNotificationRules.notifyRole": [{ "value": "vm", "color": null }, { "value": "svm", "color": null }, { "value": "avm", "color": null }, { "value": "sm", "color": null }, { "value": "rm", "color": null }, { "value": "rd", "color": null }, { "value": "cd", "color": null }],
  "lists.listType": [{ "value": "FireProtectionMeasures", "color": "error" }, { "value": "VenueVisitLight", "color": "primary" }, { "value": "BarsWithRestaurantsThorough", "color": "primary" }, { "value": "BarsAndNightclubsThorough", "color": "primary" }, { "value": "CompetitorVisit", "color": "secondary" }, { "value": "MaintenanceReviewLight", "color": "warning" }, { "value": "MaintenanceReviewThorough", "color": "warning" }],
  "lists.questionKind": [{ "value": "yesNo", "color": null }, { "value": "yesNoCritical", "color": "error" }, { "value": "text", "color": null }, { "value": "number", "color": null }, { "value": "rating", "color": "primary" }, { "value": "photoMultipleUpload", "color": "info" }, { "value": "videoMultipleUpload", "color": "info" }],
  "lists.status": [{ "value": "draft", "color": "info" }, { "value": "published", "color": "success" }, { "value": "archived", "color": "default" }],
  "listSessions.listType": [{ "value": "FireProtectionMeasures", "color": "error" }, { "value": "VenueVisitLight", "color": "primary" }, { "value": "BarsWithRestaurantsThorough", "color": "primary" }, { "value": "BarsAndNightclubsThorough", "color": "primary" }, { "value": "CompetitorVisit", "color": "secondary" }, { "value": "MaintenanceReviewLight", "color": "warning" }, { "value": "MaintenanceReviewThorough", "color": "warning" }],
  "listSessions.questionKind": [{ "value": "yesNo", "color": null }, { "value": "yesNoCritical", "color": "error" }, { "value": "text", "color": null }, { "value": "number", "color": null }, { "value": "rating", "color": "primary" }, { "value": "photoMultipleUpload", "color": "info" }, { "value": "videoMultipleUpload", "color": "info" }],
  "listSessions.surveyType": [{ "value": 0, "color": null }, { "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "personalTodoCategories.todoRole": [{ "value": "sm", "color": null }, { "value": "vm", "color": null }, { "value": "avm", "color": null }, { "value": "svm", "color": null }, { "value": "vm-test", "color": null }, { "value": "sm-test", "color": null }],
  "personalTodoCategories.icon": [{ "value": "List", "color": null }, { "value": "Star", "color": null }, { "value": "ShoppingCart", "color": null }, { "value": "LocalBar", "color": null }, { "value": "Restaurant", "color": null }, { "value": "Build", "color": null }, { "value": "CleaningServices", "color": null }, { "value": "People", "color": null }, { "value": "Event", "color": null }, { "value": "Inventory", "color": null }, { "value": "Campaign", "color": null }, { "value": "Lightbulb", "color": null }],
  "personalTodos.todoRole": [{ "value": "sm", "color": null }, { "value": "vm", "color": null }, { "value": "avm", "color": null }, { "value": "svm", "color": null }, { "value": "vm-test", "color": null }, { "value": "sm-test", "color": null }],
  "pimStockLocations.pimStockLocationType": [{ "value": "bar", "color": null }, { "value": "backBar", "color": null }, { "value": "storage", "color": null }, { "value": "cellar", "color": null }, { "value": "coldRoom", "color": null }, { "value": "kitchen", "color": null }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
};
