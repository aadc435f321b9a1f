// Generated from every stored resource in schema/ by `npm run generate`. Do not edit.
import type { ColumnType, Generated } from 'kysely';
import type { MultilingualText } from '@/shared/types';

/** A JSON column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface ActivationPlanBudgetsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  year: number | null;
  month: number | null;
  amount: number | null;
  note: string | null;
}

export interface ActivationPlanCampaignsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  year: number | null;
  month: number | null;
  title: string | null;
  channel: "inVenue" | "social" | "email" | "print" | null;
  description: string | null;
  plannedCost: number | null;
  isHQ: boolean | null;
  templateId: string | null;
  templateKey: string | null;
}

export interface ActivationPlanChangeLogTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  at: ColumnType<Date, Date | string, Date | string> | null;
  entity: "event" | "campaign" | "comment" | "budget" | null;
  entityId: string | null;
  change: "created" | "updated" | "moved" | "deleted" | "imported" | null;
  summary: string | null;
  userName: string | null;
  details: Json<{ name?: string | null; place?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; headOffice?: boolean | null; count?: number | null; year?: number | null; changes?: Array<{ field: string; from?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; to?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; }> | null; }> | null;
}

export interface ActivationPlanCommentsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  year: number | null;
  month: number | null;
  content: string | null;
  mentions: Json<string[]> | null;
  templateId: string | null;
  templateKey: string | null;
}

export interface ActivationPlanEventsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  date: string | null;
  title: string | null;
  category: "music" | "sports" | "theme" | "promotion" | "holiday" | "other" | null;
  startTime: string | null;
  description: string | null;
  plannedCost: number | null;
  templateId: string | null;
  templateKey: string | null;
}

export interface ActivationPlanTemplatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  description: string | null;
  events: Json<Array<{ key: string; month: number; day: number; title: string; category?: string | null; description?: string | null; }>> | null;
  campaigns: Json<Array<{ key: string; month: number; title: string; channel?: string | null; description?: string | null; }>> | null;
  comments: Json<{ key: string; month: number; content: string; }[]> | null;
}

export interface AssignedSalesProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  salesProductId: string | null;
  prices: Json<{ priceGroupId: string; price: number; }[]> | null;
  isActive: boolean | null;
}

export interface AssignedStockProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  storageId: string | null;
  vendorId: string | null;
  costPrice: number | null;
  isActive: boolean | null;
}

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

export interface BookingCustomersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  companyName: string | null;
  vatNo: string | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  type: number | null;
}

export interface BookingEventsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  eventName: string | null;
  eventStart: ColumnType<Date, Date | string, Date | string> | null;
  eventEnd: ColumnType<Date, Date | string, Date | string> | null;
  description: string | null;
  imageLink: string | null;
  venueSetupId: string | null;
  venueSectionId: string | null;
  type: number | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
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

export interface BookingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  venueSetupId: string | null;
  venueSectionId: string | null;
  venueTableId: string | null;
  bookingState: 1 | 2 | 3 | 4 | 5 | 7 | 8 | null;
  arrivalState: 0 | 5 | 10 | 12 | 15 | 80 | 90 | null;
  type: number | null;
  guestCount: number | null;
  arrival: ColumnType<Date, Date | string, Date | string> | null;
  departure: ColumnType<Date, Date | string, Date | string> | null;
  customerMessage: string | null;
  bookingMessages: Json<Array<{ message?: string | null; author?: string | null; created?: string | null; }>> | null;
  orderLines: Json<Array<{ name: string; quantity: number; unitPrice: number; description?: string | null; category?: string | null; }>> | null;
  tags: Json<string[]> | null;
  caseworker: string | null;
  host: string | null;
  notifyCaseworker: boolean | null;
  paymentReceived: boolean | null;
  notes: Json<Array<{ message?: string | null; created?: string | null; createdBy?: string | null; }>> | null;
  eventId: string | null;
  minimumSpend: number | null;
  bookingCustomerId: string | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  arrivals: Json<Array<{ id?: string | null; numberOfGuests?: number | null; note?: string | null; created?: string | null; createdBy?: string | null; }>> | null;
  changeLog: Json<Array<{ userId?: string | null; user?: string | null; created?: string | null; changeFlags?: number | null; changes?: Array<{ changeType?: number | null; oldValue?: string | null; newValue?: string | null; }> | null; message?: string | null; }>> | null;
}

export interface BookingTagsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  tag: string | null;
  translations: Json<{ languageCode: string; translation: string; }[]> | null;
  isFreeText: boolean | null;
  sortOrder: number | null;
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

export interface CampusEmployeesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  employeeNumber: string | null;
  venueId: string | null;
  position: "bartender" | "waiter" | "host" | "chef" | "doorman" | "shiftManager" | "venueManager" | null;
  campusLevel: 0 | 1 | 2 | 3 | null;
  hiredOn: string | null;
  trainingsCompleted: number | null;
  lastTrainingOn: string | null;
}

export interface CampusLevelChangesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  employeeName: string | null;
  employeeNumber: string | null;
  levelFrom: number | null;
  levelTo: 1 | 2 | 3 | null;
  changedOn: string | null;
  approvedBy: string | null;
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

export interface CookiePopupSettingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  title: Json<MultilingualText> | null;
  text: Json<MultilingualText> | null;
  acceptAllLabel: Json<MultilingualText> | null;
  rejectAllLabel: Json<MultilingualText> | null;
  settingsLabel: Json<MultilingualText> | null;
  showRejectAll: boolean | null;
  position: "bottom" | "bottomLeft" | "center" | null;
  primaryColor: string | null;
  consentLifetimeDays: number | null;
  cookiePolicyDocumentId: string | null;
}

export interface CookiesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  provider: string | null;
  purpose: string | null;
  method: "Cookie" | "SessionStorage" | "LocalStorage" | null;
  type: "Session" | "Persistent" | null;
  category: "Nessecary" | "Preferences" | "Analytics" | "Marketing" | "Unclassified" | null;
  expiryDays: number | null;
  domain: string | null;
}

export interface CountrySettingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  salesProductGroups: Json<Array<{ salesProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; validSubGroups?: Array<{ salesProductSubGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }>> | null;
  productCategories: Json<Array<{ productCategoryId?: { id?: string | null; } | null; name: string; color?: string | null; tags?: string[] | null; validProductGroups?: Array<{ stockProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }>> | null;
  taxGroups: Json<Array<{ taxGroupId?: { id?: string | null; } | null; code: string; taxRatePercentage: number; taxRate?: number | null; }>> | null;
  allergies: Json<Array<{ allergyId?: { id?: string | null; } | null; name: string; }>> | null;
  priceGroups: Json<Array<{ priceGroupId?: { id?: string | null; } | null; name: string; isDefault?: boolean | null; }>> | null;
  tipPercentages: Json<number[]> | null;
  pouringCategories: Json<Array<{ pouringCategoryId?: { id?: string | null; } | null; name: string; pourSize: number; wastePercentage?: number | null; }>> | null;
  productUnits: Json<Array<{ productUnitId?: { id?: string | null; } | null; name: string; abbreviation?: string | null; }>> | null;
  stockContainerTypes: Json<Array<{ stockContainerTypeId?: { id?: string | null; } | null; name: string; tareWeight?: number | null; }>> | null;
}

export interface CrmStatisticsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  computedAt: ColumnType<Date, Date | string, Date | string> | null;
  countries: Json<Record<string, unknown>> | null;
}

export interface DataControllerTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  companyName: string | null;
  registrationNumber: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  email: string | null;
  phone: string | null;
  dpoName: string | null;
  dpoEmail: string | null;
}

export interface DataProcessorsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  purpose: string | null;
  location: string | null;
  website: string | null;
  contactEmail: string | null;
  dataCategories: Json<string[]> | null;
  agreementSignedOn: string | null;
}

export interface DesiredStocksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  parLevel: number | null;
  reorderPoint: number | null;
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

export interface EmailConversationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  syncEmail: string | null;
  threadId: string | null;
  subject: string | null;
  contactEmail: string | null;
  contactName: string | null;
  guestId: string | null;
  assignee: string | null;
  status: string | null;
  isOpen: boolean | null;
  topics: Json<string[]> | null;
  mailFolder: "inbox" | "spam" | null;
  labels: Json<string[]> | null;
  unreadCount: number | null;
  lastMessageAt: ColumnType<Date, Date | string, Date | string> | null;
  messages: Json<Array<{ id: string; from: string; to?: string[] | null; cc?: string[] | null; subject?: string | null; html: string; fromGuest: boolean; isSystemMessage: boolean; sentAt: string; senderUserId?: string | null; attachments?: { fileName: string; contentType: string; size: number; mediaId: string; }[] | null; }>> | null;
}

export interface EmailSignaturesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  html: string | null;
}

export interface EmailSyncAccountsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  syncEmail: string | null;
  aliases: Json<string[]> | null;
  status: "Pending" | "Synced" | "Error" | null;
  lastSyncAt: ColumnType<Date, Date | string, Date | string> | null;
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

export interface EodReportRulesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  requireBiImage: boolean | null;
  requireRevenue: boolean | null;
  requireSummary: boolean | null;
  deadline: string | null;
  notifyRoles: Json<Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd">> | null;
  recipients: Json<string[]> | null;
}

export interface EodReportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  date: string | null;
  revenue: number | null;
  guests: number | null;
  summary: string | null;
  incidents: string | null;
  staffNotes: string | null;
  maintenanceNotes: string | null;
  biImageId: string | null;
  status: "draft" | "sent" | null;
  sentAt: ColumnType<Date, Date | string, Date | string> | null;
  sentBy: string | null;
  sentTo: Json<string[]> | null;
  late: boolean | null;
}

export interface FeedbackTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  category: "Idea" | "Problem" | "Praise" | "Other" | null;
  message: string | null;
  rating: number | null;
  page: string | null;
}

export interface GlobalLogsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  venueId: string | null;
  category: string | null;
  system: string | null;
  message: string | null;
}

export interface GuestAccessLogsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  action: string | null;
  actorUserId: string | null;
  job: string | null;
  reason: string | null;
}

export interface GuestConsentConfirmationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  venueId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  consent: string | null;
  email: string | null;
  language: string | null;
  tokenHash: string | null;
  expiresAt: ColumnType<Date, Date | string, Date | string> | null;
  closedAt: ColumnType<Date, Date | string, Date | string> | null;
  outcome: string | null;
  legalDocumentId: string | null;
  legalDocumentRevision: number | null;
}

export interface GuestConsentEvidenceTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  venueId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  consent: string | null;
  action: string | null;
  source: string | null;
  at: ColumnType<Date, Date | string, Date | string> | null;
  actorUserId: string | null;
  actorJob: string | null;
  legalDocumentId: string | null;
  legalDocumentRevision: number | null;
}

export interface GuestConsentsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  venueId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  consent: string | null;
  source: string | null;
}

export interface GuestDuplicateDismissalsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  guestId: string | null;
  otherGuestId: string | null;
}

export interface GuestDuplicateRunsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  status: string | null;
  active: boolean | null;
  trigger: string | null;
  startedAt: ColumnType<Date, Date | string, Date | string> | null;
  finishedAt: ColumnType<Date, Date | string, Date | string> | null;
  heartbeatAt: ColumnType<Date, Date | string, Date | string> | null;
  phase: string | null;
  done: number | null;
  total: number | null;
  pairs: number | null;
  durationMs: number | null;
  error: string | null;
}

export interface GuestDuplicatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  guestId: string | null;
  otherGuestId: string | null;
  score: number | null;
  reasons: Json<Record<string, unknown>> | null;
  runId: string | null;
}

export interface GuestImportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  fileName: string | null;
  status: string | null;
  rows: Json<Record<string, unknown>[]> | null;
  appliedAt: ColumnType<Date, Date | string, Date | string> | null;
  appliedBy: string | null;
  result: Json<Record<string, unknown>> | null;
}

export interface GuestListItemsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  date: string | null;
  fullName: string | null;
  email: string | null;
  phoneNumber: string | null;
  guestCount: number | null;
  note: string | null;
  rejectionNote: string | null;
  type: number | null;
  guestProfileId: string | null;
  requestState: 0 | 10 | 20 | null;
  arrivalState: 0 | 10 | 20 | 40 | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  arrivals: Json<Array<{ id?: string | null; numberOfGuests?: number | null; note?: string | null; created?: string | null; createdBy?: string | null; }>> | null;
}

export interface GuestLogsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  action: string | null;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  source: string | null;
  venueId: string | null;
  consent: string | null;
}

export interface GuestMailOutboxTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  venueId: string | null;
  kind: string | null;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  transport: string | null;
}

export interface GuestNotesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  venueId: string | null;
  text: string | null;
}

export interface GuestProfileMergesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  keptGuestId: string | null;
  removedGuestId: string | null;
  fieldsFromRemoved: Json<string[]> | null;
  keptVersionAfter: number | null;
  undo: Json<Record<string, unknown>> | null;
  undoneAt: ColumnType<Date, Date | string, Date | string> | null;
  undoneBy: string | null;
}

export interface GuestProfilesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  venueId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  profileImageUrl: string | null;
  socialsFacebook: string | null;
  socialsInstagram: string | null;
  labels: Json<string[]> | null;
  interests: Json<string[]> | null;
  source: "Manual" | "BookingForm" | "DynamicForm" | "WifiLogin" | "Messenger" | "Email" | "Referral" | "Import" | null;
  fieldSources: Json<Array<{ field: "GuestFirstName" | "GuestLastName" | "GuestEmail" | "GuestPhone" | "GuestBirthDate" | "ProfileImageUrl" | "SocialsFacebook" | "SocialsInstagram"; source: "Manual" | "BookingForm" | "DynamicForm" | "WifiLogin" | "Messenger" | "Email" | "Referral" | "Import"; updatedAt: string; updatedBy?: string | null; }>> | null;
  referralCode: string | null;
  referredByGuestId: string | null;
  referredByUserId: string | null;
  visitCount: number | null;
  lastVisitAt: ColumnType<Date, Date | string, Date | string> | null;
  totalSpend: number | null;
  points: number | null;
  anonymizedAt: ColumnType<Date, Date | string, Date | string> | null;
  anonymizedBy: string | null;
  nameKey: string | null;
  firstNameKey: string | null;
  emailKey: string | null;
  phoneKey: string | null;
}

export interface GuestRequestsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  guestId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  type: "Access" | "Erasure" | "Correction" | null;
  receivedOn: string | null;
  dueOn: string | null;
  status: "Open" | "InProgress" | "Done" | "Refused" | null;
  refusalReason: string | null;
  handledBy: string | null;
  notes: string | null;
}

export interface GuestRetentionTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  enabled: boolean | null;
  months: number | null;
}

export interface GuestRetentionRunsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  startedAt: ColumnType<Date, Date | string, Date | string> | null;
  months: number | null;
  cutoff: ColumnType<Date, Date | string, Date | string> | null;
  anonymized: number | null;
  durationMs: number | null;
}

export interface GuestSegmentsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  kind: "label" | "interest" | null;
  name: string | null;
}

export interface LegalDocumentsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  type: "PrivacyPolicy" | "TermsAndConditions" | "CookiePolicy" | "MarketingConsent" | "Other" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  language: "eng" | "dan" | "swe" | "nor" | "fin" | null;
  isEnabled: boolean | null;
  currentRevision: number | null;
  revisions: Json<Array<{ revision: number; content: string; changeNote?: string | null; publishedAt: string; publishedBy?: string | null; }>> | null;
}

export interface ListNotificationRulesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  type: "score" | "inactivity" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  listType: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null;
  threshold: number | null;
  questionCategory: string | null;
  inactivitySeconds: 86400 | 172800 | 259200 | 604800 | 1209600 | 1814400 | 2629743 | 5259486 | 7889229 | 10518972 | 13148715 | 15778458 | 31556926 | null;
  recipientRoles: Json<Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd">> | null;
  message: Json<MultilingualText> | null;
  active: boolean | null;
}

export interface ListRuleFiringsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  ruleId: string | null;
  venueId: string | null;
  firedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface ListsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  type: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  listVersion: number | null;
  status: "draft" | "published" | "archived" | null;
  title: Json<MultilingualText> | null;
  description: Json<MultilingualText> | null;
  categories: Json<Array<{ id: string; name?: MultilingualText | null; }>> | null;
  areas: Json<Array<{ id: string; name?: MultilingualText | null; }>> | null;
  questions: Json<Array<{ id: string; kind: "yesNo" | "yesNoCritical" | "text" | "number" | "rating" | "photoMultipleUpload" | "videoMultipleUpload"; text?: MultilingualText | null; help?: MultilingualText | null; categoryId?: string | null; areaId?: string | null; weight?: number | null; required?: boolean | null; }>> | null;
  publishedAt: ColumnType<Date, Date | string, Date | string> | null;
  publishedBy: string | null;
}

export interface ListSessionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  listId: string | null;
  listType: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null;
  listVersion: number | null;
  surveyType: 0 | 1 | 2 | 3 | 4 | null;
  title: Json<MultilingualText> | null;
  userId: string | null;
  startedOn: ColumnType<Date, Date | string, Date | string> | null;
  completedOn: ColumnType<Date, Date | string, Date | string> | null;
  score: number | null;
  hasCriticalFailure: boolean | null;
  categories: Json<Array<{ id: string; name?: MultilingualText | null; }>> | null;
  answers: Json<Array<{ questionId: string; kind: "yesNo" | "yesNoCritical" | "text" | "number" | "rating" | "photoMultipleUpload" | "videoMultipleUpload"; text?: MultilingualText | null; categoryId?: string | null; weight?: number | null; value?: string | null; comment?: string | null; media?: string[] | null; }>> | null;
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

export interface MeetingInstancesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  meetingId: string | null;
  venueId: string | null;
  when: ColumnType<Date, Date | string, Date | string> | null;
  whenYear: number | null;
  period: number | null;
  meeting: Json<{ title?: string | null; type?: string | null; steps?: string[] | null; powerBi?: { name?: string | null; reportId?: string | null; workspaceId?: string | null; } | null; }> | null;
  status: "created" | "started" | "ended" | null;
  facilitator: string | null;
  attendees: Json<string[]> | null;
  notes: string | null;
  mentions: Json<string[]> | null;
  decisions: string | null;
  actionItems: Json<Array<{ title: string; kind: "task" | "todo"; assigneeId?: string | null; dueDate: string; createdId?: string | null; }>> | null;
  stepNotes: Json<Array<{ step: "venueTaskReview" | "employeesReport" | "powerBi" | "summary" | "finalReview"; note: string; }>> | null;
  currentStep: number | null;
  startedAt: ColumnType<Date, Date | string, Date | string> | null;
  endedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface MeetingNotificationRulesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  type: "meetingEnded" | "inactivity" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  meetingId: string | null;
  inactivitySeconds: 86400 | 172800 | 259200 | 604800 | 1209600 | 1814400 | 2629743 | 5259486 | 7889229 | 10518972 | 13148715 | 15778458 | 31556926 | null;
  recipientRoles: Json<Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd">> | null;
  title: string | null;
  message: string | null;
  isActive: boolean | null;
}

export interface MeetingRuleFiringsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  ruleId: string | null;
  venueId: string | null;
  firedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface MeetingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  title: string | null;
  type: "Weekly" | "BiWeekly" | "Monthly" | "Quarterly" | "BiAnnually" | "Annually" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  venueId: string | null;
  steps: Json<Array<"venueTaskReview" | "employeesReport" | "powerBi" | "summary" | "finalReview">> | null;
  powerBiReportId: string | null;
  description: string | null;
  isActive: boolean | null;
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

export interface MessengerConversationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  identityId: string | null;
  psid: string | null;
  contactName: string | null;
  guestId: string | null;
  assignee: string | null;
  status: string | null;
  isOpen: boolean | null;
  topics: Json<string[]> | null;
  unreadCount: number | null;
  lastMessageAt: ColumnType<Date, Date | string, Date | string> | null;
  messages: Json<Array<{ id: string; text: string; fromGuest: boolean; isSystemMessage: boolean; sentAt: string; senderName?: string | null; senderUserId?: string | null; }>> | null;
}

export interface MessengerIdentitiesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  platform: "Facebook" | "Instagram" | null;
  pageId: string | null;
  pageName: string | null;
}

export interface NewsArticlesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  categoryId: string | null;
  title: string | null;
  summary: string | null;
  body: string | null;
  author: string | null;
  publishedAt: ColumnType<Date, Date | string, Date | string> | null;
  likeCount: number | null;
  commentCount: number | null;
}

export interface NewsCommentsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  articleId: string | null;
  content: string | null;
  mentions: Json<string[]> | null;
  userName: string | null;
}

export interface NewsLikesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  articleId: string | null;
  userId: string | null;
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
  kind: "mention" | null;
  params: Json<{ author?: string | null; place?: "news" | "activationPlan" | "meeting" | null; name?: string | null; }> | null;
  sourceKey: string | null;
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

export interface PackagesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  price: number | null;
  items: Json<{ salesProductId: string; quantity: number; }[]> | null;
  validFrom: string | null;
  validTo: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface PersonalTodoCategoriesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  ownerId: string | null;
  venueId: string | null;
  role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test" | null;
  name: string | null;
  icon: "List" | "Star" | "ShoppingCart" | "LocalBar" | "Restaurant" | "Build" | "CleaningServices" | "People" | "Event" | "Inventory" | "Campaign" | "Lightbulb" | null;
  color: string | null;
}

export interface PersonalTodosTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  ownerId: string | null;
  venueId: string | null;
  categoryId: string | null;
  role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test" | null;
  title: string | null;
  note: string | null;
  flagged: boolean | null;
  hasDueDate: boolean | null;
  startDate: string | null;
  completed: boolean | null;
  completedAt: ColumnType<Date, Date | string, Date | string> | null;
  meetingInstanceId: string | null;
  position: number | null;
}

export interface PimStockLocationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  pimStockLocationType: "bar" | "backBar" | "storage" | "cellar" | "coldRoom" | "kitchen" | null;
  name: string | null;
}

export interface PlandayPayrateChangesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  employeeName: string | null;
  employeeNumber: string | null;
  reason: 1 | 2 | 3 | null;
  oldRate: number | null;
  newRate: number | null;
  effectiveDate: string | null;
  hasError: boolean | null;
  errorMessage: string | null;
}

export interface PosDevicesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  locationId: string | null;
  mustRequestTip: boolean | null;
}

export interface PosFloorplansTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  locationId: string | null;
  width: number | null;
  height: number | null;
  tables: Json<Array<{ tableId?: string | null; name: string; x: number; y: number; width: number; height: number; shape: "rect" | "round"; seats?: number | null; }>> | null;
}

export interface PosVenuesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  storages: Json<Array<{ storageId?: string | null; storageName: string; }>> | null;
  locations: Json<Array<{ locationId?: string | null; name: string; storageId?: string | null; }>> | null;
  settings: Json<{ defaultPriceGroupId?: string | null; receivingStorageId?: string | null; businessDayStartsAt?: string | null; tipsEnabled?: boolean | null; serviceChargePercentage?: number | null; receiptHeader?: string | null; receiptFooter?: string | null; zReportEmail?: string | null; }> | null;
}

export interface PriceShiftWindowsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  priceGroupId: string | null;
  weekdays: Json<Array<1 | 2 | 3 | 4 | 5 | 6 | 7>> | null;
  fromTime: string | null;
  toTime: string | null;
  validFrom: string | null;
  validTo: string | null;
  isActive: boolean | null;
}

export interface PurchaseOrdersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  vendorId: string | null;
  orderNumber: string | null;
  state: "Unknown" | "Draft" | "Submitted" | "PartiallyReceived" | "FullyReceived" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  currency: string | null;
  expectedDeliveryDate: string | null;
  note: string | null;
  lines: Json<Array<{ lineId?: string | null; stockProductId: string; quantity: number; unitCost?: number | null; receivedQuantity?: number | null; }>> | null;
  total: number | null;
  submittedAt: ColumnType<Date, Date | string, Date | string> | null;
  receivedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
  receipts: Json<Array<{ receivedAt?: string | null; receivedBy?: string | null; storageId?: string | null; note?: string | null; lines?: Array<{ lineId?: string | null; quantity?: number | null; }> | null; }>> | null;
}

export interface RecipesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  portions: number | null;
  lines: Json<{ stockProductId: string; amount: number; }[]> | null;
  costPerPortion: number | null;
  country: "dk" | "no" | "fi" | "uk" | null;
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

export interface SalesProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  number: string | null;
  salesProductGroupId: string | null;
  salesProductSubGroupId: string | null;
  taxGroupId: string | null;
  prices: Json<{ priceGroupId: string; price: number; }[]> | null;
  recipeId: string | null;
  allergyIds: Json<string[]> | null;
  color: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface SalesWasteReasonsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface SetupProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  venueSetupId: string | null;
  name: string | null;
  description: string | null;
  category: string | null;
  unitPrice: number | null;
  isActive: boolean | null;
  sortOrder: number | null;
}

export interface ShortLinksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  code: string | null;
  url: string | null;
  guestId: string | null;
  venueId: string | null;
  clicks: number | null;
}

export interface StockCountsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  countDate: string | null;
  storageId: string | null;
  state: "Unknown" | "Draft" | "Active" | "Completed" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  currency: string | null;
  note: string | null;
  lines: Json<Array<{ lineId?: string | null; stockProductId: string; locationId?: string | null; expectedQuantity?: number | null; countedQuantity?: number | null; }>> | null;
  varianceValue: number | null;
  activatedAt: ColumnType<Date, Date | string, Date | string> | null;
  completedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockingTemplatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  lines: Json<Array<{ stockProductId: string; parLevel: number; reorderPoint?: number | null; }>> | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface StockMovementsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  storageId: string | null;
  quantity: number | null;
  kind: "received" | "counted" | "transferOut" | "transferIn" | "waste" | "sale" | null;
  sourceId: string | null;
  wasteReasonId: string | null;
  note: string | null;
  occurredAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockProductRequestsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  vendorName: string | null;
  contentAmount: number | null;
  contentUnit: "cl" | "l" | "g" | "kg" | "pcs" | null;
  estimatedCost: number | null;
  reason: string | null;
  state: "Pending" | "Approved" | "Rejected" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  decisionNote: string | null;
  stockProductId: string | null;
  decidedBy: string | null;
  decidedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  number: string | null;
  stockProductGroupId: string | null;
  vendorId: string | null;
  productUnitId: string | null;
  stockContainerTypeId: string | null;
  contentAmount: number | null;
  contentUnit: "cl" | "l" | "g" | "kg" | "pcs" | null;
  pouringCategoryId: string | null;
  costPrice: number | null;
  barcode: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface StockSettingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  countIntervalDays: number | null;
  varianceTolerancePercentage: number | null;
  purchaseOrderPrefix: string | null;
  defaultLeadTimeDays: number | null;
}

export interface StockTransfersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  toVenueId: string | null;
  transferNumber: string | null;
  state: "Draft" | "Sent" | "Received" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  note: string | null;
  lines: Json<{ stockProductId: string; quantity: number; }[]> | null;
  sentAt: ColumnType<Date, Date | string, Date | string> | null;
  receivedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockWasteReasonsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
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

export interface VendorsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  vendorNumber: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  leadTimeDays: number | null;
  minimumOrder: number | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
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

export interface VenueDetailsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  venuePortalId: string | null;
  shortName: string | null;
  locationId: Json<{ id?: string | null; }> | null;
  address: string | null;
  description: string | null;
  image: string | null;
  logo: string | null;
  images: Json<string[]> | null;
  tags: Json<string[]> | null;
  legalDocuments: Json<Array<{ name?: string | null; url?: string | null; }>> | null;
  obsInfo: string | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  venuePolicies: Json<Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }>> | null;
  seatingStrategies: Json<Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }>> | null;
  bookingOnRequestOnly: boolean | null;
  type: number | null;
  startTimeOfDay: string | null;
  currencyInfo: Json<{ code?: string | null; symbol?: string | null; }> | null;
  timeZoneInfo: Json<{ id?: string | null; displayName?: string | null; utcOffset?: string | null; }> | null;
  iso3166CountryCode: string | null;
  timeZoneCode: string | null;
}

export interface VenueDriveTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  path: string | null;
}

export interface VenueDriveFilesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  domainPermission: string | null;
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
  addressVersion: number | null;
  generalVersion: number | null;
  openingHoursVersion: number | null;
}

export interface VenueNotesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  date: string | null;
  message: string | null;
  type: number | null;
  bookingClosed: boolean | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
}

export interface VenueRecipesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  recipeId: string | null;
  portions: number | null;
  lines: Json<{ stockProductId: string; amount: number; }[]> | null;
  costPerPortion: number | null;
  isActive: boolean | null;
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

export interface VenueSectionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  image: string | null;
  description: string | null;
  venuePolicies: Json<Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }>> | null;
  seatingStrategies: Json<Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }>> | null;
  bookingOnRequestOnly: boolean | null;
  sortOrder: number | null;
  venueSetupId: string | null;
  venueDetailsId: string | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
}

export interface VenueSetupCalendarEntriesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueDetailsId: string | null;
  venueSetupId: string | null;
  isActive: boolean | null;
  fromDate: string | null;
  fromTime: string | null;
  toDate: string | null;
  toTime: string | null;
  dates: Json<string[]> | null;
  inActiveDates: Json<string[]> | null;
  priority: number | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  calendarRepeatInterval: Json<{ type: "WeeklyRepeatInterval" | "MonthlyRepeatInterval" | "YearlyRepeatInterval"; startDate?: string | null; endDate?: string | null; repeatEveryCount?: number | null; repeatOnDays?: number[] | null; repeatDaysOfTheMonth?: number[] | null; repeatMonthlyOnEvery?: number | null; repeatOnDates?: string[] | null; }> | null;
  type: number | null;
}

export interface VenueSetupsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  venueDetailsId: string | null;
  isActive: boolean | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
  venuePolicies: Json<Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }>> | null;
  seatingStrategies: Json<Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }>> | null;
  bookingOnRequestOnly: boolean | null;
  type: number | null;
  floorplan: Json<{ width?: number | null; height?: number | null; backgroundImage?: string | null; tables?: Array<{ venueTableId: string; x: number; y: number; width?: number | null; height?: number | null; rotation?: number | null; }> | null; sections?: { venueSectionId: string; x: number; y: number; width: number; height: number; }[] | null; }> | null;
  floorplanVersion: number | null;
}

export interface VenueTablesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  seatCount: number | null;
  venueTableType: 1 | 2 | null;
  note: string | null;
  isRoundTable: boolean | null;
  combinationTablePartIds: Json<string[]> | null;
  venuePolicies: Json<Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }>> | null;
  seatingStrategies: Json<Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }>> | null;
  bookingOnRequestOnly: boolean | null;
  floorplanTable: Json<{ x?: number | null; y?: number | null; width?: number | null; height?: number | null; rotation?: number | null; }> | null;
  sortOrder: number | null;
  isActive: boolean | null;
  venueSectionId: string | null;
  venueSetupId: string | null;
  venueDetailsId: string | null;
  deleted: ColumnType<Date, Date | string, Date | string> | null;
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
  meetingInstanceId: string | null;
  listSessionId: string | null;
  questionId: string | null;
  skippedDates: Json<string[]> | null;
}

export interface VenueTrainingSessionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  title: string | null;
  venueId: string | null;
  date: string | null;
  startTime: string | null;
  durationMinutes: number | null;
  trainer: string | null;
  participants: number | null;
  status: "planned" | "completed" | "cancelled" | null;
}

export interface WaiterListsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  date: string | null;
  waiters: Json<Array<{ userId?: string | null; name: string; role: "waiter" | "bartender" | "runner" | "manager"; startTime: string; endTime: string; terminalIds?: string[] | null; }>> | null;
}

export interface WizardInstancesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  employeeName: string | null;
  wizard: "onboarding" | "responsibleServing" | "shiftManager" | "venueOpening" | null;
  venueId: string | null;
  status: "inProgress" | "completed" | "abandoned" | null;
  currentStep: number | null;
  totalSteps: number | null;
  startedAt: ColumnType<Date, Date | string, Date | string> | null;
  completedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface ZReportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  reportNumber: number | null;
  businessDate: string | null;
  terminalId: string | null;
  openedAt: ColumnType<Date, Date | string, Date | string> | null;
  closedAt: ColumnType<Date, Date | string, Date | string> | null;
  currency: string | null;
  grossSales: number | null;
  netSales: number | null;
  taxTotal: number | null;
  discounts: number | null;
  refunds: number | null;
  tips: number | null;
  transactionCount: number | null;
  guestCount: number | null;
  salesByGroup: Json<Array<{ salesProductGroupId?: string | null; name?: string | null; quantity?: number | null; amount?: number | null; }>> | null;
  taxes: Json<Array<{ taxGroupId?: string | null; code?: string | null; taxRatePercentage?: number | null; net?: number | null; tax?: number | null; }>> | null;
  payments: Json<Array<{ method?: "card" | "cash" | "mobile" | "voucher" | "invoice" | null; amount?: number | null; }>> | null;
}

/** The tables of the schema's resources, keyed by resource name (the camel-case plugin maps them to snake case). */
export interface GeneratedDatabase {
  activationPlanBudgets: ActivationPlanBudgetsTable;
  activationPlanCampaigns: ActivationPlanCampaignsTable;
  activationPlanChangeLog: ActivationPlanChangeLogTable;
  activationPlanComments: ActivationPlanCommentsTable;
  activationPlanEvents: ActivationPlanEventsTable;
  activationPlanTemplates: ActivationPlanTemplatesTable;
  assignedSalesProducts: AssignedSalesProductsTable;
  assignedStockProducts: AssignedStockProductsTable;
  automations: AutomationsTable;
  bookingCustomers: BookingCustomersTable;
  bookingEvents: BookingEventsTable;
  bookingForms: BookingFormsTable;
  bookingFormSubmissions: BookingFormSubmissionsTable;
  bookingProducts: BookingProductsTable;
  bookings: BookingsTable;
  bookingTags: BookingTagsTable;
  campaignOutbox: CampaignOutboxTable;
  campusEmployees: CampusEmployeesTable;
  campusLevelChanges: CampusLevelChangesTable;
  cockpitReports: CockpitReportsTable;
  cookiePopupSettings: CookiePopupSettingsTable;
  cookies: CookiesTable;
  countrySettings: CountrySettingsTable;
  crmStatistics: CrmStatisticsTable;
  dataController: DataControllerTable;
  dataProcessors: DataProcessorsTable;
  desiredStocks: DesiredStocksTable;
  dynamicForms: DynamicFormsTable;
  dynamicFormSubmissions: DynamicFormSubmissionsTable;
  emailConversations: EmailConversationsTable;
  emailSignatures: EmailSignaturesTable;
  emailSyncAccounts: EmailSyncAccountsTable;
  emailTemplates: EmailTemplatesTable;
  eodReportRules: EodReportRulesTable;
  eodReports: EodReportsTable;
  feedback: FeedbackTable;
  globalLogs: GlobalLogsTable;
  guestAccessLogs: GuestAccessLogsTable;
  guestConsentConfirmations: GuestConsentConfirmationsTable;
  guestConsentEvidence: GuestConsentEvidenceTable;
  guestConsents: GuestConsentsTable;
  guestDuplicateDismissals: GuestDuplicateDismissalsTable;
  guestDuplicateRuns: GuestDuplicateRunsTable;
  guestDuplicates: GuestDuplicatesTable;
  guestImports: GuestImportsTable;
  guestListItems: GuestListItemsTable;
  guestLogs: GuestLogsTable;
  guestMailOutbox: GuestMailOutboxTable;
  guestNotes: GuestNotesTable;
  guestProfileMerges: GuestProfileMergesTable;
  guestProfiles: GuestProfilesTable;
  guestRequests: GuestRequestsTable;
  guestRetention: GuestRetentionTable;
  guestRetentionRuns: GuestRetentionRunsTable;
  guestSegments: GuestSegmentsTable;
  legalDocuments: LegalDocumentsTable;
  listNotificationRules: ListNotificationRulesTable;
  listRuleFirings: ListRuleFiringsTable;
  lists: ListsTable;
  listSessions: ListSessionsTable;
  masterCampaigns: MasterCampaignsTable;
  media: MediaTable;
  meetingInstances: MeetingInstancesTable;
  meetingNotificationRules: MeetingNotificationRulesTable;
  meetingRuleFirings: MeetingRuleFiringsTable;
  meetings: MeetingsTable;
  messageTemplates: MessageTemplatesTable;
  messengerConversations: MessengerConversationsTable;
  messengerIdentities: MessengerIdentitiesTable;
  newsArticles: NewsArticlesTable;
  newsComments: NewsCommentsTable;
  newsLikes: NewsLikesTable;
  notifications: NotificationsTable;
  operationLinks: OperationLinksTable;
  packages: PackagesTable;
  personalTodoCategories: PersonalTodoCategoriesTable;
  personalTodos: PersonalTodosTable;
  pimStockLocations: PimStockLocationsTable;
  plandayPayrateChanges: PlandayPayrateChangesTable;
  posDevices: PosDevicesTable;
  posFloorplans: PosFloorplansTable;
  posVenues: PosVenuesTable;
  priceShiftWindows: PriceShiftWindowsTable;
  purchaseOrders: PurchaseOrdersTable;
  recipes: RecipesTable;
  regions: RegionsTable;
  roleInstances: RoleInstancesTable;
  roles: RolesTable;
  salesProducts: SalesProductsTable;
  salesWasteReasons: SalesWasteReasonsTable;
  setupProducts: SetupProductsTable;
  shortLinks: ShortLinksTable;
  stockCounts: StockCountsTable;
  stockingTemplates: StockingTemplatesTable;
  stockMovements: StockMovementsTable;
  stockProductRequests: StockProductRequestsTable;
  stockProducts: StockProductsTable;
  stockSettings: StockSettingsTable;
  stockTransfers: StockTransfersTable;
  stockWasteReasons: StockWasteReasonsTable;
  users: UsersTable;
  vendors: VendorsTable;
  venueCampaigns: VenueCampaignsTable;
  venueDetails: VenueDetailsTable;
  venueDrive: VenueDriveTable;
  venueDriveFiles: VenueDriveFilesTable;
  venueInfo: VenueInfoTable;
  venueNotes: VenueNotesTable;
  venueRecipes: VenueRecipesTable;
  venues: VenuesTable;
  venueSections: VenueSectionsTable;
  venueSetupCalendarEntries: VenueSetupCalendarEntriesTable;
  venueSetups: VenueSetupsTable;
  venueTables: VenueTablesTable;
  venueTaskChecks: VenueTaskChecksTable;
  venueTasks: VenueTasksTable;
  venueTrainingSessions: VenueTrainingSessionsTable;
  waiterLists: WaiterListsTable;
  wizardInstances: WizardInstancesTable;
  zReports: ZReportsTable;
}
