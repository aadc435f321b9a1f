// Generated from the schema (schema/shell/shell.ts and each resource's enums) by `npm run generate`. Do not edit.

export type EnumColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
export interface EnumValue {
  value: string | number;
  color: EnumColor | null;
}

/** The name of every enum: a screen that asks for one that does not exist fails the type-check, not the page. */
export type EnumKey =
  | "shared.country"
  | "shared.locale"
  | "activationPlanCampaigns.channel"
  | "activationPlanChangeLog.entity"
  | "activationPlanChangeLog.change"
  | "activationPlanEvents.category"
  | "automations.trigger"
  | "automations.conditionType"
  | "automations.actionType"
  | "bookingForms.bookingFieldType"
  | "bookings.bookingState"
  | "bookings.arrivalState"
  | "campaignOutbox.channel"
  | "campusEmployees.position"
  | "campusEmployees.level"
  | "campusLevelChanges.level"
  | "cockpitReports.category"
  | "cookiePopupSettings.popupPosition"
  | "cookies.cookieMethod"
  | "cookies.cookieType"
  | "cookies.cookieCategory"
  | "dynamicForms.formFieldType"
  | "emailConversations.mailFolder"
  | "emailSyncAccounts.syncState"
  | "emailTemplates.templateType"
  | "eodReportRules.notifyRole"
  | "eodReports.status"
  | "feedback.feedbackCategory"
  | "guestDuplicates.mergeField"
  | "guestListItems.guestListRequestState"
  | "guestListItems.guestListArrivalState"
  | "guestProfiles.consentType"
  | "guestProfiles.guestExportFormat"
  | "guestProfiles.personalDataField"
  | "guestProfiles.fieldSource"
  | "guestRequests.guestRequestType"
  | "guestRequests.guestRequestStatus"
  | "guestSegments.segmentKind"
  | "legalDocuments.legalDocumentType"
  | "listNotificationRules.ruleType"
  | "listNotificationRules.listType"
  | "listNotificationRules.inactivity"
  | "listNotificationRules.notifyRole"
  | "lists.listType"
  | "lists.questionKind"
  | "lists.status"
  | "listSessions.listType"
  | "listSessions.questionKind"
  | "listSessions.surveyType"
  | "masterCampaigns.masterStatus"
  | "meetingInstances.status"
  | "meetingInstances.actionKind"
  | "meetingInstances.stepType"
  | "meetingNotificationRules.ruleType"
  | "meetingNotificationRules.inactivityInterval"
  | "meetingNotificationRules.recipientRole"
  | "meetings.meetingType"
  | "meetings.stepType"
  | "messageTemplates.messageTemplateType"
  | "messengerIdentities.messengerPlatform"
  | "notifications.kind"
  | "notifications.place"
  | "operationLinks.category"
  | "personalTodoCategories.todoRole"
  | "personalTodoCategories.icon"
  | "personalTodos.todoRole"
  | "pimStockLocations.pimStockLocationType"
  | "plandayPayrateChanges.reason"
  | "posFloorplans.shape"
  | "priceShiftWindows.weekday"
  | "purchaseOrders.state"
  | "stockCounts.state"
  | "stockMovements.kind"
  | "stockProductRequests.state"
  | "stockProductRequests.contentUnit"
  | "stockProducts.contentUnit"
  | "stockTransfers.state"
  | "venueCampaigns.venueCampaignStatus"
  | "venueCampaigns.mediaType"
  | "venueDetails.policyType"
  | "venueDetails.limitType"
  | "venueDetails.policyLevel"
  | "venueDetails.bookingHoursTarget"
  | "venueDetails.seatingStrategyType"
  | "venueDrive.domainPermission"
  | "venueInfo.weekday"
  | "venueSections.policyType"
  | "venueSections.limitType"
  | "venueSections.policyLevel"
  | "venueSections.bookingHoursTarget"
  | "venueSections.seatingStrategyType"
  | "venueSetupCalendarEntries.repeatIntervalType"
  | "venueSetups.policyType"
  | "venueSetups.limitType"
  | "venueSetups.policyLevel"
  | "venueSetups.bookingHoursTarget"
  | "venueSetups.seatingStrategyType"
  | "venueSetups.venueTableType"
  | "venueTables.policyType"
  | "venueTables.limitType"
  | "venueTables.policyLevel"
  | "venueTables.bookingHoursTarget"
  | "venueTables.seatingStrategyType"
  | "venueTables.venueTableType"
  | "venueTasks.roleType"
  | "venueTasks.repeat"
  | "venueTrainingSessions.status"
  | "waiterLists.role"
  | "wizardInstances.wizard"
  | "wizardInstances.status"
  | "zReports.paymentMethod";

/** Every enum, keyed `shared.<name>` or `<resource>.<name>`; labels are i18n keys `enums.<key>.<value>`. */
export const ENUMS: Record<EnumKey, EnumValue[]> = {
  "shared.country": [{ "value": "dk", "color": null }, { "value": "no", "color": null }, { "value": "fi", "color": null }, { "value": "uk", "color": null }],
  "shared.locale": [{ "value": "eng", "color": null }, { "value": "dan", "color": null }, { "value": "swe", "color": null }, { "value": "nor", "color": null }, { "value": "fin", "color": null }],
  "activationPlanCampaigns.channel": [{ "value": "inVenue", "color": "primary" }, { "value": "social", "color": "secondary" }, { "value": "email", "color": "info" }, { "value": "print", "color": "default" }],
  "activationPlanChangeLog.entity": [{ "value": "event", "color": null }, { "value": "campaign", "color": null }, { "value": "comment", "color": null }, { "value": "budget", "color": null }],
  "activationPlanChangeLog.change": [{ "value": "created", "color": "success" }, { "value": "updated", "color": "info" }, { "value": "moved", "color": "primary" }, { "value": "deleted", "color": "error" }, { "value": "imported", "color": "secondary" }],
  "activationPlanEvents.category": [{ "value": "music", "color": "primary" }, { "value": "sports", "color": "success" }, { "value": "theme", "color": "secondary" }, { "value": "promotion", "color": "warning" }, { "value": "holiday", "color": "info" }, { "value": "other", "color": "default" }],
  "automations.trigger": [{ "value": 0, "color": null }, { "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }, { "value": 8, "color": null }, { "value": 9, "color": null }, { "value": 10, "color": null }],
  "automations.conditionType": [{ "value": "HasReadMailCondition", "color": null }, { "value": "HasClickedMailCondition", "color": null }, { "value": "HasLabelCondition", "color": null }, { "value": "IsDynamicFormCondition", "color": null }],
  "automations.actionType": [{ "value": "SendMailAction", "color": "primary" }, { "value": "SendSmsAction", "color": "info" }, { "value": "AddPointsAction", "color": "success" }, { "value": "AddLabelAction", "color": "secondary" }],
  "bookingForms.bookingFieldType": [{ "value": "GuestFullName", "color": null }, { "value": "GuestEmail", "color": null }, { "value": "GuestPhone", "color": null }, { "value": "GuestBirthdate", "color": null }, { "value": "Products", "color": null }, { "value": "ProductsSingle", "color": null }, { "value": "NumGuests", "color": null }, { "value": "ArrivalDate", "color": null }, { "value": "GeneralComments", "color": null }, { "value": "DynamicText", "color": null }, { "value": "DynamicDropdown", "color": null }],
  "bookings.bookingState": [{ "value": 1, "color": "info" }, { "value": 2, "color": "primary" }, { "value": 3, "color": "success" }, { "value": 4, "color": "error" }, { "value": 5, "color": "error" }, { "value": 7, "color": "warning" }, { "value": 8, "color": "default" }],
  "bookings.arrivalState": [{ "value": 0, "color": "default" }, { "value": 5, "color": "error" }, { "value": 10, "color": "success" }, { "value": 12, "color": "info" }, { "value": 15, "color": "primary" }, { "value": 80, "color": "warning" }, { "value": 90, "color": "error" }],
  "campaignOutbox.channel": [{ "value": "Email", "color": null }, { "value": "Sms", "color": null }],
  "campusEmployees.position": [{ "value": "bartender", "color": null }, { "value": "waiter", "color": null }, { "value": "host", "color": null }, { "value": "chef", "color": null }, { "value": "doorman", "color": null }, { "value": "shiftManager", "color": null }, { "value": "venueManager", "color": null }],
  "campusEmployees.level": [{ "value": 0, "color": "default" }, { "value": 1, "color": "info" }, { "value": 2, "color": "primary" }, { "value": 3, "color": "success" }],
  "campusLevelChanges.level": [{ "value": 1, "color": "default" }, { "value": 2, "color": "info" }, { "value": 3, "color": "success" }],
  "cockpitReports.category": [{ "value": "coreReporting", "color": null }, { "value": "fuelReporting", "color": null }],
  "cookiePopupSettings.popupPosition": [{ "value": "bottom", "color": null }, { "value": "bottomLeft", "color": null }, { "value": "center", "color": null }],
  "cookies.cookieMethod": [{ "value": "Cookie", "color": null }, { "value": "SessionStorage", "color": null }, { "value": "LocalStorage", "color": null }],
  "cookies.cookieType": [{ "value": "Session", "color": null }, { "value": "Persistent", "color": null }],
  "cookies.cookieCategory": [{ "value": "Nessecary", "color": "success" }, { "value": "Preferences", "color": "info" }, { "value": "Analytics", "color": "primary" }, { "value": "Marketing", "color": "warning" }, { "value": "Unclassified", "color": "default" }],
  "dynamicForms.formFieldType": [{ "value": "Text", "color": null }, { "value": "Textarea", "color": null }, { "value": "Email", "color": null }, { "value": "Phone", "color": null }, { "value": "Number", "color": null }, { "value": "Date", "color": null }, { "value": "Checkbox", "color": null }, { "value": "Dropdown", "color": null }],
  "emailConversations.mailFolder": [{ "value": "inbox", "color": null }, { "value": "spam", "color": null }],
  "emailSyncAccounts.syncState": [{ "value": "Pending", "color": "default" }, { "value": "Synced", "color": "success" }, { "value": "Error", "color": "error" }],
  "emailTemplates.templateType": [{ "value": "Campaign", "color": "primary" }, { "value": "Automation", "color": "secondary" }],
  "eodReportRules.notifyRole": [{ "value": "vm", "color": null }, { "value": "svm", "color": null }, { "value": "avm", "color": null }, { "value": "sm", "color": null }, { "value": "rm", "color": null }, { "value": "rd", "color": null }, { "value": "cd", "color": null }],
  "eodReports.status": [{ "value": "draft", "color": "info" }, { "value": "sent", "color": "success" }],
  "feedback.feedbackCategory": [{ "value": "Idea", "color": null }, { "value": "Problem", "color": null }, { "value": "Praise", "color": null }, { "value": "Other", "color": null }],
  "guestDuplicates.mergeField": [{ "value": "firstName", "color": null }, { "value": "lastName", "color": null }, { "value": "email", "color": null }, { "value": "phone", "color": null }, { "value": "birthDate", "color": null }, { "value": "venueId", "color": null }, { "value": "profileImageUrl", "color": null }, { "value": "socialsFacebook", "color": null }, { "value": "socialsInstagram", "color": null }],
  "guestListItems.guestListRequestState": [{ "value": 0, "color": "success" }, { "value": 10, "color": "warning" }, { "value": 20, "color": "error" }],
  "guestListItems.guestListArrivalState": [{ "value": 0, "color": "default" }, { "value": 10, "color": "success" }, { "value": 20, "color": "error" }, { "value": 40, "color": "info" }],
  "guestProfiles.consentType": [{ "value": "PersonalData", "color": null }, { "value": "Analytics", "color": null }, { "value": "Enrichment", "color": null }, { "value": "Email", "color": null }, { "value": "Phone", "color": null }, { "value": "SoMe", "color": null }, { "value": "SnailMail", "color": null }, { "value": "Marketing", "color": null }],
  "guestProfiles.guestExportFormat": [{ "value": "json", "color": null }, { "value": "pdf", "color": null }],
  "guestProfiles.personalDataField": [{ "value": "GuestFirstName", "color": null }, { "value": "GuestLastName", "color": null }, { "value": "GuestEmail", "color": null }, { "value": "GuestPhone", "color": null }, { "value": "GuestBirthDate", "color": null }, { "value": "ProfileImageUrl", "color": null }, { "value": "SocialsFacebook", "color": null }, { "value": "SocialsInstagram", "color": null }],
  "guestProfiles.fieldSource": [{ "value": "Manual", "color": null }, { "value": "BookingForm", "color": null }, { "value": "DynamicForm", "color": null }, { "value": "WifiLogin", "color": null }, { "value": "Messenger", "color": null }, { "value": "Email", "color": null }, { "value": "Referral", "color": null }, { "value": "Import", "color": null }],
  "guestRequests.guestRequestType": [{ "value": "Access", "color": null }, { "value": "Erasure", "color": null }, { "value": "Correction", "color": null }],
  "guestRequests.guestRequestStatus": [{ "value": "Open", "color": "info" }, { "value": "InProgress", "color": "warning" }, { "value": "Done", "color": "success" }, { "value": "Refused", "color": "default" }],
  "guestSegments.segmentKind": [{ "value": "label", "color": null }, { "value": "interest", "color": null }],
  "legalDocuments.legalDocumentType": [{ "value": "PrivacyPolicy", "color": null }, { "value": "TermsAndConditions", "color": null }, { "value": "CookiePolicy", "color": null }, { "value": "MarketingConsent", "color": null }, { "value": "Other", "color": null }],
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
  "masterCampaigns.masterStatus": [{ "value": "Draft", "color": "default" }, { "value": "Active", "color": "info" }, { "value": "ApprovedForSending", "color": "success" }],
  "meetingInstances.status": [{ "value": "created", "color": "default" }, { "value": "started", "color": "warning" }, { "value": "ended", "color": "success" }],
  "meetingInstances.actionKind": [{ "value": "task", "color": null }, { "value": "todo", "color": null }],
  "meetingInstances.stepType": [{ "value": "venueTaskReview", "color": null }, { "value": "employeesReport", "color": null }, { "value": "powerBi", "color": null }, { "value": "summary", "color": null }, { "value": "finalReview", "color": null }],
  "meetingNotificationRules.ruleType": [{ "value": "meetingEnded", "color": "success" }, { "value": "inactivity", "color": "warning" }],
  "meetingNotificationRules.inactivityInterval": [{ "value": 86400, "color": null }, { "value": 172800, "color": null }, { "value": 259200, "color": null }, { "value": 604800, "color": null }, { "value": 1209600, "color": null }, { "value": 1814400, "color": null }, { "value": 2629743, "color": null }, { "value": 5259486, "color": null }, { "value": 7889229, "color": null }, { "value": 10518972, "color": null }, { "value": 13148715, "color": null }, { "value": 15778458, "color": null }, { "value": 31556926, "color": null }],
  "meetingNotificationRules.recipientRole": [{ "value": "vm", "color": null }, { "value": "svm", "color": null }, { "value": "avm", "color": null }, { "value": "sm", "color": null }, { "value": "rm", "color": null }, { "value": "rd", "color": null }, { "value": "cd", "color": null }],
  "meetings.meetingType": [{ "value": "Weekly", "color": "primary" }, { "value": "BiWeekly", "color": "primary" }, { "value": "Monthly", "color": "secondary" }, { "value": "Quarterly", "color": "info" }, { "value": "BiAnnually", "color": "warning" }, { "value": "Annually", "color": "warning" }],
  "meetings.stepType": [{ "value": "venueTaskReview", "color": null }, { "value": "employeesReport", "color": null }, { "value": "powerBi", "color": null }, { "value": "summary", "color": null }, { "value": "finalReview", "color": null }],
  "messageTemplates.messageTemplateType": [{ "value": "Html", "color": "primary" }, { "value": "Plain", "color": "default" }],
  "messengerIdentities.messengerPlatform": [{ "value": "Facebook", "color": null }, { "value": "Instagram", "color": null }],
  "notifications.kind": [{ "value": "mention", "color": null }],
  "notifications.place": [{ "value": "news", "color": null }, { "value": "activationPlan", "color": null }, { "value": "meeting", "color": null }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "personalTodoCategories.todoRole": [{ "value": "sm", "color": null }, { "value": "vm", "color": null }, { "value": "avm", "color": null }, { "value": "svm", "color": null }, { "value": "vm-test", "color": null }, { "value": "sm-test", "color": null }],
  "personalTodoCategories.icon": [{ "value": "List", "color": null }, { "value": "Star", "color": null }, { "value": "ShoppingCart", "color": null }, { "value": "LocalBar", "color": null }, { "value": "Restaurant", "color": null }, { "value": "Build", "color": null }, { "value": "CleaningServices", "color": null }, { "value": "People", "color": null }, { "value": "Event", "color": null }, { "value": "Inventory", "color": null }, { "value": "Campaign", "color": null }, { "value": "Lightbulb", "color": null }],
  "personalTodos.todoRole": [{ "value": "sm", "color": null }, { "value": "vm", "color": null }, { "value": "avm", "color": null }, { "value": "svm", "color": null }, { "value": "vm-test", "color": null }, { "value": "sm-test", "color": null }],
  "pimStockLocations.pimStockLocationType": [{ "value": "bar", "color": null }, { "value": "backBar", "color": null }, { "value": "storage", "color": null }, { "value": "cellar", "color": null }, { "value": "coldRoom", "color": null }, { "value": "kitchen", "color": null }],
  "plandayPayrateChanges.reason": [{ "value": 1, "color": "info" }, { "value": 2, "color": "secondary" }, { "value": 3, "color": "success" }],
  "posFloorplans.shape": [{ "value": "rect", "color": null }, { "value": "round", "color": null }],
  "priceShiftWindows.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "purchaseOrders.state": [{ "value": "Unknown", "color": "error" }, { "value": "Draft", "color": "default" }, { "value": "Submitted", "color": "info" }, { "value": "PartiallyReceived", "color": "warning" }, { "value": "FullyReceived", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "stockCounts.state": [{ "value": "Unknown", "color": "error" }, { "value": "Draft", "color": "default" }, { "value": "Active", "color": "info" }, { "value": "Completed", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "stockMovements.kind": [{ "value": "received", "color": null }, { "value": "counted", "color": null }, { "value": "transferOut", "color": null }, { "value": "transferIn", "color": null }, { "value": "waste", "color": null }, { "value": "sale", "color": null }],
  "stockProductRequests.state": [{ "value": "Pending", "color": "warning" }, { "value": "Approved", "color": "success" }, { "value": "Rejected", "color": "error" }],
  "stockProductRequests.contentUnit": [{ "value": "cl", "color": null }, { "value": "l", "color": null }, { "value": "g", "color": null }, { "value": "kg", "color": null }, { "value": "pcs", "color": null }],
  "stockProducts.contentUnit": [{ "value": "cl", "color": null }, { "value": "l", "color": null }, { "value": "g", "color": null }, { "value": "kg", "color": null }, { "value": "pcs", "color": null }],
  "stockTransfers.state": [{ "value": "Draft", "color": "default" }, { "value": "Sent", "color": "info" }, { "value": "Received", "color": "success" }, { "value": "Cancelled", "color": "error" }],
  "venueCampaigns.venueCampaignStatus": [{ "value": "ReadyToFillOut", "color": "default" }, { "value": "Archived", "color": "default" }, { "value": "SubmittedForApproval", "color": "warning" }, { "value": "Rejected", "color": "error" }, { "value": "Approved", "color": "success" }, { "value": "PartiallySent", "color": "info" }, { "value": "Sent", "color": "primary" }, { "value": "ErrorSending", "color": "error" }, { "value": "Cancelled", "color": "default" }],
  "venueCampaigns.mediaType": [{ "value": "Email", "color": null }, { "value": "Sms", "color": null }, { "value": "Push", "color": null }],
  "venueDetails.policyType": [{ "value": "OpeningHoursPolicy", "color": null }, { "value": "BookingHoursPolicy", "color": null }, { "value": "MinimumSpendPolicy", "color": null }, { "value": "TableBookingPolicy", "color": null }],
  "venueDetails.limitType": [{ "value": 1, "color": "error" }, { "value": 2, "color": "warning" }, { "value": 3, "color": "info" }],
  "venueDetails.policyLevel": [{ "value": 0, "color": null }, { "value": 10, "color": null }, { "value": 20, "color": null }, { "value": 30, "color": null }],
  "venueDetails.bookingHoursTarget": [{ "value": 0, "color": null }, { "value": 1, "color": null }],
  "venueDetails.seatingStrategyType": [{ "value": "SeatingStrategyPreferredSeating", "color": null }, { "value": "SeatingStrategyPreferFullTables", "color": null }, { "value": "SeatingStrategyPenalizeBookedTables", "color": null }, { "value": "SeatingStrategyPreferHighTableCapacityUsage", "color": null }],
  "venueDrive.domainPermission": [{ "value": "venue", "color": "default" }, { "value": "region", "color": "info" }, { "value": "country", "color": "primary" }, { "value": "group", "color": "warning" }],
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
  "venueTrainingSessions.status": [{ "value": "planned", "color": "info" }, { "value": "completed", "color": "success" }, { "value": "cancelled", "color": "default" }],
  "waiterLists.role": [{ "value": "waiter", "color": null }, { "value": "bartender", "color": null }, { "value": "runner", "color": null }, { "value": "manager", "color": null }],
  "wizardInstances.wizard": [{ "value": "onboarding", "color": null }, { "value": "responsibleServing", "color": null }, { "value": "shiftManager", "color": null }, { "value": "venueOpening", "color": null }],
  "wizardInstances.status": [{ "value": "inProgress", "color": "info" }, { "value": "completed", "color": "success" }, { "value": "abandoned", "color": "default" }],
  "zReports.paymentMethod": [{ "value": "card", "color": null }, { "value": "cash", "color": null }, { "value": "mobile", "color": null }, { "value": "voucher", "color": null }, { "value": "invoice", "color": null }],
};
