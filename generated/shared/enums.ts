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
  "cookiePopupSettings.popupPosition": [{ "value": "bottom", "color": null }, { "value": "bottomLeft", "color": null }, { "value": "center", "color": null }],
  "cookies.cookieMethod": [{ "value": "Cookie", "color": null }, { "value": "SessionStorage", "color": null }, { "value": "LocalStorage", "color": null }],
  "cookies.cookieType": [{ "value": "Session", "color": null }, { "value": "Persistent", "color": null }],
  "cookies.cookieCategory": [{ "value": "Nessecary", "color": "success" }, { "value": "Preferences", "color": "info" }, { "value": "Analytics", "color": "primary" }, { "value": "Marketing", "color": "warning" }, { "value": "Unclassified", "color": "default" }],
  "emailConversations.mailFolder": [{ "value": "inbox", "color": null }, { "value": "spam", "color": null }],
  "emailSyncAccounts.syncState": [{ "value": "Pending", "color": "default" }, { "value": "Synced", "color": "success" }, { "value": "Error", "color": "error" }],
  "feedback.feedbackCategory": [{ "value": "Idea", "color": null }, { "value": "Problem", "color": null }, { "value": "Praise", "color": null }, { "value": "Other", "color": null }],
  "guestProfiles.consentType": [{ "value": "PersonalData", "color": null }, { "value": "Analytics", "color": null }, { "value": "Enrichment", "color": null }, { "value": "Email", "color": null }, { "value": "Phone", "color": null }, { "value": "SoMe", "color": null }, { "value": "SnailMail", "color": null }, { "value": "Marketing", "color": null }],
  "guestProfiles.personalDataField": [{ "value": "GuestFirstName", "color": null }, { "value": "GuestLastName", "color": null }, { "value": "GuestEmail", "color": null }, { "value": "GuestPhone", "color": null }, { "value": "GuestBirthDate", "color": null }, { "value": "ProfileImageUrl", "color": null }, { "value": "SocialsFacebook", "color": null }, { "value": "SocialsInstagram", "color": null }],
  "guestProfiles.fieldSource": [{ "value": "Manual", "color": null }, { "value": "BookingForm", "color": null }, { "value": "DynamicForm", "color": null }, { "value": "WifiLogin", "color": null }, { "value": "Messenger", "color": null }, { "value": "Email", "color": null }, { "value": "Referral", "color": null }, { "value": "Import", "color": null }],
  "guestSegments.segmentKind": [{ "value": "label", "color": null }, { "value": "interest", "color": null }],
  "legalDocuments.legalDocumentType": [{ "value": "PrivacyPolicy", "color": null }, { "value": "TermsAndConditions", "color": null }, { "value": "CookiePolicy", "color": null }, { "value": "MarketingConsent", "color": null }, { "value": "Other", "color": null }],
  "messengerIdentities.messengerPlatform": [{ "value": "Facebook", "color": null }, { "value": "Instagram", "color": null }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
};
