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
  "activationPlanCampaigns.channel": [{ "value": "inVenue", "color": "primary" }, { "value": "social", "color": "secondary" }, { "value": "email", "color": "info" }, { "value": "print", "color": "default" }],
  "activationPlanChangeLog.entity": [{ "value": "event", "color": null }, { "value": "campaign", "color": null }, { "value": "comment", "color": null }, { "value": "budget", "color": null }],
  "activationPlanChangeLog.change": [{ "value": "created", "color": "success" }, { "value": "updated", "color": "info" }, { "value": "deleted", "color": "error" }, { "value": "imported", "color": "secondary" }],
  "activationPlanEvents.category": [{ "value": "music", "color": "primary" }, { "value": "sports", "color": "success" }, { "value": "theme", "color": "secondary" }, { "value": "promotion", "color": "warning" }, { "value": "holiday", "color": "info" }, { "value": "other", "color": "default" }],
  "campusEmployees.position": [{ "value": "bartender", "color": null }, { "value": "waiter", "color": null }, { "value": "host", "color": null }, { "value": "chef", "color": null }, { "value": "doorman", "color": null }, { "value": "shiftManager", "color": null }, { "value": "venueManager", "color": null }],
  "campusEmployees.level": [{ "value": 0, "color": "default" }, { "value": 1, "color": "info" }, { "value": 2, "color": "primary" }, { "value": 3, "color": "success" }],
  "campusLevelChanges.level": [{ "value": 1, "color": "default" }, { "value": 2, "color": "info" }, { "value": 3, "color": "success" }],
  "cockpitReports.category": [{ "value": "coreReporting", "color": null }, { "value": "fuelReporting", "color": null }],
  "meetingInstances.status": [{ "value": "created", "color": "default" }, { "value": "started", "color": "warning" }, { "value": "ended", "color": "success" }],
  "meetingNotificationRules.ruleType": [{ "value": "meetingEnded", "color": "success" }, { "value": "inactivity", "color": "warning" }],
  "meetingNotificationRules.inactivityInterval": [{ "value": 86400, "color": null }, { "value": 172800, "color": null }, { "value": 259200, "color": null }, { "value": 604800, "color": null }, { "value": 1209600, "color": null }, { "value": 1814400, "color": null }, { "value": 2629743, "color": null }, { "value": 5259486, "color": null }, { "value": 7889229, "color": null }, { "value": 10518972, "color": null }, { "value": 13148715, "color": null }, { "value": 15778458, "color": null }, { "value": 31556926, "color": null }],
  "meetingNotificationRules.recipientRole": [{ "value": "vm", "color": null }, { "value": "svm", "color": null }, { "value": "avm", "color": null }, { "value": "sm", "color": null }, { "value": "rm", "color": null }, { "value": "rd", "color": null }, { "value": "cd", "color": null }],
  "meetings.meetingType": [{ "value": "Weekly", "color": "primary" }, { "value": "BiWeekly", "color": "primary" }, { "value": "Monthly", "color": "secondary" }, { "value": "Quarterly", "color": "info" }, { "value": "BiAnnually", "color": "warning" }, { "value": "Annually", "color": "warning" }],
  "meetings.stepType": [{ "value": "venueTaskReview", "color": null }, { "value": "employeesReport", "color": null }, { "value": "powerBi", "color": null }, { "value": "summary", "color": null }, { "value": "finalReview", "color": null }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "plandayPayrateChanges.reason": [{ "value": 1, "color": "info" }, { "value": 2, "color": "secondary" }, { "value": 3, "color": "success" }],
  "venueDrive.domainPermission": [{ "value": "venue", "color": "default" }, { "value": "region", "color": "info" }, { "value": "country", "color": "primary" }, { "value": "group", "color": "warning" }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
  "venueTrainingSessions.status": [{ "value": "planned", "color": "info" }, { "value": "completed", "color": "success" }, { "value": "cancelled", "color": "default" }],
  "wizardInstances.wizard": [{ "value": "onboarding", "color": null }, { "value": "responsibleServing", "color": null }, { "value": "shiftManager", "color": null }, { "value": "venueOpening", "color": null }],
  "wizardInstances.status": [{ "value": "inProgress", "color": "info" }, { "value": "completed", "color": "success" }, { "value": "abandoned", "color": "default" }],
};
