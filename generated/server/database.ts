// Generated from every stored resource in schema/ by `npm run generate`. Do not edit.
import type { ColumnType, Generated } from 'kysely';
import type { MultilingualText } from '@/shared/types';

/** A JSON column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface AutomationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  enabled: boolean | null;
  triggers: Json<Array<{ type: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10; }>> | null;
  conditions: Json<Array<{ type: "HasReadMailCondition" | "HasClickedMailCondition" | "HasLabelCondition" | "IsDynamicFormCondition"; negate?: boolean | null; emailTemplateId?: string | null; label?: string | null; dynamicFormId?: string | null; }>> | null;
  actions: Json<Array<{ id?: string | null; type: "SendMailAction" | "SendSmsAction" | "AddPointsAction" | "AddLabelAction"; delayDays?: number | null; emailTemplateId?: string | null; smsText?: string | null; points?: number | null; label?: string | null; }>> | null;
}

export interface BookingFormsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  formName: string | null;
  isActive: boolean | null;
  fields: Json<Array<{ id?: string | null; technicalType: string; label?: string | null; required?: boolean | null; availableOptions?: string[] | null; productIds?: string[] | null; }>> | null;
}

export interface BookingFormSubmissionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  submittedAt: ColumnType<Date, Date | string, Date | string> | null;
  formId: string | null;
  formName: string | null;
  venueId: string | null;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  arrivalDate: string | null;
  numGuests: number | null;
  values: Json<Array<{ fieldId?: string | null; technicalType?: string | null; label?: string | null; value?: string | null; }>> | null;
}

export interface BookingProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  productName: string | null;
  description: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  price: number | null;
  isActive: boolean | null;
}

export interface CampaignOutboxTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueCampaignId: string | null;
  venueId: string | null;
  channel: "Email" | "Sms" | null;
  recipient: string | null;
  subject: string | null;
  body: string | null;
}

export interface CockpitReportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  category: "coreReporting" | "fuelReporting" | null;
  reportId: string | null;
  workspaceId: string | null;
  permission: string | null;
  isActive: boolean | null;
  sortOrder: number | null;
}

export interface DynamicFormsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  title: string | null;
  description: string | null;
  isActive: boolean | null;
  submitButtonText: string | null;
  successMessage: string | null;
  fields: Json<Array<{ key: string; label: string; type: "Text" | "Textarea" | "Email" | "Phone" | "Number" | "Date" | "Checkbox" | "Dropdown"; required?: boolean | null; options?: string[] | null; }>> | null;
  venueIds: Json<string[]> | null;
}

export interface DynamicFormSubmissionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  formId: string | null;
  venueId: string | null;
  submittedAt: ColumnType<Date, Date | string, Date | string> | null;
  answers: Json<Array<{ key: string; value?: string | null; }>> | null;
}

export interface EmailTemplatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  type: "Campaign" | "Automation" | null;
  enabled: boolean | null;
  description: string | null;
  subject: string | null;
  html: string | null;
}

export interface MasterCampaignsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  status: "Draft" | "Active" | "ApprovedForSending" | null;
  venueIds: Json<string[]> | null;
  emailTemplateId: string | null;
  description: string | null;
  emailSubject: string | null;
  emailHtml: string | null;
  smsText: string | null;
  npPushTitle: string | null;
  npPushBody: string | null;
  npPushCtaName: string | null;
  npPushCtaUrl: string | null;
  emailDate: string | null;
  smsDate: string | null;
  pushDate: string | null;
  activationComment: string | null;
  activatedAt: ColumnType<Date, Date | string, Date | string> | null;
  approvedForSendingAt: ColumnType<Date, Date | string, Date | string> | null;
  history: Json<Array<{ at: string; userId?: string | null; userName?: string | null; action: string; fromStatus?: string | null; toStatus?: string | null; comment?: string | null; }>> | null;
}

export interface MediaTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  type: string | null;
  name: string | null;
  contentType: string | null;
  size: number | null;
  venueId: string | null;
  folder: string | null;
}

export interface MessageTemplatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  enabled: boolean | null;
  template: Json<{ templateType: "Html" | "Plain"; subject?: string | null; body: string; }> | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userId: string | null;
  venueId: string | null;
  title: string | null;
  message: string | null;
  link: string | null;
  isRead: boolean | null;
}

export interface OperationLinksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  title: string | null;
  url: string | null;
  category: "operations" | "people" | "finance" | "suppliers" | "other" | null;
  description: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  sortOrder: number | null;
}

export interface RegionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface RoleInstancesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userId: string | null;
  roleId: string | null;
  venueId: string | null;
  validFromDate: string | null;
  validToDate: string | null;
  isDeactivated: boolean | null;
}

export interface RolesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  roleId: string | null;
  name: string | null;
  permissions: Json<string[]> | null;
}

export interface UsersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userName: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  tags: Json<string[]> | null;
  locale: "eng" | "dan" | "swe" | "nor" | "fin" | null;
}

export interface VenueCampaignsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  masterId: string | null;
  title: string | null;
  status: "ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled" | null;
  emailTemplateId: string | null;
  description: string | null;
  emailSubject: string | null;
  emailHtml: string | null;
  smsText: string | null;
  npPushTitle: string | null;
  npPushBody: string | null;
  npPushCtaName: string | null;
  npPushCtaUrl: string | null;
  emailDate: string | null;
  smsDate: string | null;
  pushDate: string | null;
  submitComment: string | null;
  approvalComment: string | null;
  rejectedComment: string | null;
  submittedAt: ColumnType<Date, Date | string, Date | string> | null;
  statusBeforeMasterApproval: "ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled" | null;
  statistics: Json<{ recipients?: number | null; emailsSent?: number | null; emailsDelivered?: number | null; emailsOpened?: number | null; emailsClicked?: number | null; emailsBounced?: number | null; unsubscribed?: number | null; smsSent?: number | null; smsDelivered?: number | null; pushSent?: number | null; pushOpened?: number | null; }> | null;
  history: Json<Array<{ at: string; userId?: string | null; userName?: string | null; action: string; fromStatus?: string | null; toStatus?: string | null; comment?: string | null; }>> | null;
}

export interface VenueInfoTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  address: Json<{ street: string; postalCode: string; city: string; country: "dk" | "no" | "fi" | "uk"; }> | null;
  general: Json<{ description?: MultilingualText | null; phone?: string | null; email?: string | null; website?: string | null; capacity?: number | null; ageLimit?: number | null; }> | null;
  openingHours: Json<Array<{ weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; closed?: boolean | null; opens?: string | null; closes?: string | null; }>> | null;
}

export interface VenuesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  shortName: string | null;
  logoUrl: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  timeZone: string | null;
  regionId: string | null;
  isActive: boolean | null;
}

export interface VenueTaskChecksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  taskId: string | null;
  venueId: string | null;
  date: string | null;
  checkedBy: string | null;
}

export interface VenueTasksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  title: string | null;
  description: string | null;
  roleTypeId: "" | "vm" | "sm" | "hq" | null;
  date: string | null;
  repeat: "none" | "daily" | "weekly" | null;
  skippedDates: Json<string[]> | null;
}

/** The tables of the schema's resources, keyed by resource name (the camel-case plugin maps them to snake case). */
export interface GeneratedDatabase {
  automations: AutomationsTable;
  bookingForms: BookingFormsTable;
  bookingFormSubmissions: BookingFormSubmissionsTable;
  bookingProducts: BookingProductsTable;
  campaignOutbox: CampaignOutboxTable;
  cockpitReports: CockpitReportsTable;
  dynamicForms: DynamicFormsTable;
  dynamicFormSubmissions: DynamicFormSubmissionsTable;
  emailTemplates: EmailTemplatesTable;
  masterCampaigns: MasterCampaignsTable;
  media: MediaTable;
  messageTemplates: MessageTemplatesTable;
  notifications: NotificationsTable;
  operationLinks: OperationLinksTable;
  regions: RegionsTable;
  roleInstances: RoleInstancesTable;
  roles: RolesTable;
  users: UsersTable;
  venueCampaigns: VenueCampaignsTable;
  venueInfo: VenueInfoTable;
  venues: VenuesTable;
  venueTaskChecks: VenueTaskChecksTable;
  venueTasks: VenueTasksTable;
}
