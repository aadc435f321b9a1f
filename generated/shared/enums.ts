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
  "automations.trigger": [{ "value": 0, "color": null }, { "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }, { "value": 8, "color": null }, { "value": 9, "color": null }, { "value": 10, "color": null }],
  "automations.conditionType": [{ "value": "HasReadMailCondition", "color": null }, { "value": "HasClickedMailCondition", "color": null }, { "value": "HasLabelCondition", "color": null }, { "value": "IsDynamicFormCondition", "color": null }],
  "automations.actionType": [{ "value": "SendMailAction", "color": "primary" }, { "value": "SendSmsAction", "color": "info" }, { "value": "AddPointsAction", "color": "success" }, { "value": "AddLabelAction", "color": "secondary" }],
  "bookingForms.bookingFieldType": [{ "value": "GuestFullName", "color": null }, { "value": "GuestEmail", "color": null }, { "value": "GuestPhone", "color": null }, { "value": "GuestBirthdate", "color": null }, { "value": "Products", "color": null }, { "value": "ProductsSingle", "color": null }, { "value": "NumGuests", "color": null }, { "value": "ArrivalDate", "color": null }, { "value": "GeneralComments", "color": null }, { "value": "DynamicText", "color": null }, { "value": "DynamicDropdown", "color": null }],
  "campaignOutbox.channel": [{ "value": "Email", "color": null }, { "value": "Sms", "color": null }],
  "cockpitReports.category": [{ "value": "coreReporting", "color": null }, { "value": "fuelReporting", "color": null }],
  "dynamicForms.formFieldType": [{ "value": "Text", "color": null }, { "value": "Textarea", "color": null }, { "value": "Email", "color": null }, { "value": "Phone", "color": null }, { "value": "Number", "color": null }, { "value": "Date", "color": null }, { "value": "Checkbox", "color": null }, { "value": "Dropdown", "color": null }],
  "emailTemplates.templateType": [{ "value": "Campaign", "color": "primary" }, { "value": "Automation", "color": "secondary" }],
  "masterCampaigns.masterStatus": [{ "value": "Draft", "color": "default" }, { "value": "Active", "color": "info" }, { "value": "ApprovedForSending", "color": "success" }],
  "messageTemplates.messageTemplateType": [{ "value": "Html", "color": "primary" }, { "value": "Plain", "color": "default" }],
  "operationLinks.category": [{ "value": "operations", "color": "primary" }, { "value": "people", "color": "secondary" }, { "value": "finance", "color": "info" }, { "value": "suppliers", "color": "warning" }, { "value": "other", "color": "default" }],
  "venueCampaigns.venueCampaignStatus": [{ "value": "ReadyToFillOut", "color": "default" }, { "value": "Archived", "color": "default" }, { "value": "SubmittedForApproval", "color": "warning" }, { "value": "Rejected", "color": "error" }, { "value": "Approved", "color": "success" }, { "value": "PartiallySent", "color": "info" }, { "value": "Sent", "color": "primary" }, { "value": "ErrorSending", "color": "error" }, { "value": "Cancelled", "color": "default" }],
  "venueCampaigns.mediaType": [{ "value": "Email", "color": null }, { "value": "Sms", "color": null }, { "value": "Push", "color": null }],
  "venueInfo.weekday": [{ "value": 1, "color": null }, { "value": 2, "color": null }, { "value": 3, "color": null }, { "value": 4, "color": null }, { "value": 5, "color": null }, { "value": 6, "color": null }, { "value": 7, "color": null }],
  "venueTasks.roleType": [{ "value": "", "color": "default" }, { "value": "vm", "color": "primary" }, { "value": "sm", "color": "secondary" }, { "value": "hq", "color": "warning" }],
  "venueTasks.repeat": [{ "value": "none", "color": null }, { "value": "daily", "color": null }, { "value": "weekly", "color": null }],
};
