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
  "bookings.bookingState": [{ "value": 1, "color": "info" }, { "value": 2, "color": "primary" }, { "value": 3, "color": "success" }, { "value": 4, "color": "error" }, { "value": 5, "color": "error" }, { "value": 7, "color": "warning" }, { "value": 8, "color": "default" }],
  "bookings.arrivalState": [{ "value": 0, "color": "default" }, { "value": 5, "color": "error" }, { "value": 10, "color": "success" }, { "value": 12, "color": "info" }, { "value": 15, "color": "primary" }, { "value": 80, "color": "warning" }, { "value": 90, "color": "error" }],
  "cockpitReports.category": [{ "value": "coreReporting", "color": null }, { "value": "fuelReporting", "color": null }],
  "guestListItems.guestListRequestState": [{ "value": 0, "color": "success" }, { "value": 10, "color": "warning" }, { "value": 20, "color": "error" }],
  "guestListItems.guestListArrivalState": [{ "value": 0, "color": "default" }, { "value": 10, "color": "success" }, { "value": 20, "color": "error" }, { "value": 40, "color": "info" }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "venueDetails.policyType": [{ "value": "OpeningHoursPolicy", "color": null }, { "value": "BookingHoursPolicy", "color": null }, { "value": "MinimumSpendPolicy", "color": null }, { "value": "TableBookingPolicy", "color": null }],
  "venueDetails.limitType": [{ "value": 1, "color": "error" }, { "value": 2, "color": "warning" }, { "value": 3, "color": "info" }],
  "venueDetails.policyLevel": [{ "value": 0, "color": null }, { "value": 10, "color": null }, { "value": 20, "color": null }, { "value": 30, "color": null }],
  "venueDetails.bookingHoursTarget": [{ "value": 0, "color": null }, { "value": 1, "color": null }],
  "venueDetails.seatingStrategyType": [{ "value": "SeatingStrategyPreferredSeating", "color": null }, { "value": "SeatingStrategyPreferFullTables", "color": null }, { "value": "SeatingStrategyPenalizeBookedTables", "color": null }, { "value": "SeatingStrategyPreferHighTableCapacityUsage", "color": null }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueSections.policyType": [{ "value": "OpeningHoursPolicy", "color": null }, { "value": "BookingHoursPolicy", "color": null }, { "value": "MinimumSpendPolicy", "color": null }, { "value": "TableBookingPolicy", "color": null }],
  "venueSections.limitType": [{ "value": 1, "color": "error" }, { "value": 2, "color": "warning" }, { "value": 3, "color": "info" }],
  "venueSections.policyLevel": [{ "value": 0, "color": null }, { "value": 10, "color": null }, { "value": 20, "color": null }, { "value": 30, "color": null }],
  "venueSections.bookingHoursTarget": [{ "value": 0, "color": null }, { "value": 1, "color": null }],
  "venueSections.seatingStrategyType": [{ "value": "SeatingStrategyPreferredSeating", "color": null }, { "value": "SeatingStrategyPreferFullTables", "color": null }, { "value": "SeatingStrategyPenalizeBookedTables", "color": null }, { "value": "SeatingStrategyPreferHighTableCapacityUsage", "color": null }],
  "venueSetupCalendarEntries.repeatIntervalType": [{ "value": "WeeklyRepeatInterval", "color": null }, { "value": "MonthlyRepeatInterval", "color": null }, { "value": "YearlyRepeatInterval", "color": null }],
  "venueSetups.policyType": [{ "value": "OpeningHoursPolicy", "color": null }, { "value": "BookingHoursPolicy", "color": null }, { "value": "MinimumSpendPolicy", "color": null }, { "value": "TableBookingPolicy", "color": null }],
  "venueSetups.limitType": [{ "value": 1, "color": "error" }, { "value": 2, "color": "warning" }, { "value": 3, "color": "info" }],
  "venueSetups.policyLevel": [{ "value": 0, "color": null }, { "value": 10, "color": null }, { "value": 20, "color": null }, { "value": 30, "color": null }],
  "venueSetups.bookingHoursTarget": [{ "value": 0, "color": null }, { "value": 1, "color": null }],
  "venueSetups.seatingStrategyType": [{ "value": "SeatingStrategyPreferredSeating", "color": null }, { "value": "SeatingStrategyPreferFullTables", "color": null }, { "value": "SeatingStrategyPenalizeBookedTables", "color": null }, { "value": "SeatingStrategyPreferHighTableCapacityUsage", "color": null }],
  "venueSetups.venueTableType": [{ "value": 1, "color": null }, { "value": 2, "color": null }],
  "venueTables.policyType": [{ "value": "OpeningHoursPolicy", "color": null }, { "value": "BookingHoursPolicy", "color": null }, { "value": "MinimumSpendPolicy", "color": null }, { "value": "TableBookingPolicy", "color": null }],
  "venueTables.limitType": [{ "value": 1, "color": "error" }, { "value": 2, "color": "warning" }, { "value": 3, "color": "info" }],
  "venueTables.policyLevel": [{ "value": 0, "color": null }, { "value": 10, "color": null }, { "value": 20, "color": null }, { "value": 30, "color": null }],
  "venueTables.bookingHoursTarget": [{ "value": 0, "color": null }, { "value": 1, "color": null }],
  "venueTables.seatingStrategyType": [{ "value": "SeatingStrategyPreferredSeating", "color": null }, { "value": "SeatingStrategyPreferFullTables", "color": null }, { "value": "SeatingStrategyPenalizeBookedTables", "color": null }, { "value": "SeatingStrategyPreferHighTableCapacityUsage", "color": null }],
  "venueTables.venueTableType": [{ "value": 1, "color": null }, { "value": 2, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
};
