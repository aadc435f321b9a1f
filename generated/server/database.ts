// Generated from every stored resource in schema/ by `npm run generate`. Do not edit.
import type { ColumnType, Generated } from 'kysely';
import type { MultilingualText } from '@/shared/types';

/** A JSON column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

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
  cockpitReports: CockpitReportsTable;
  cookiePopupSettings: CookiePopupSettingsTable;
  cookies: CookiesTable;
  crmStatistics: CrmStatisticsTable;
  dataController: DataControllerTable;
  dataProcessors: DataProcessorsTable;
  emailConversations: EmailConversationsTable;
  emailSignatures: EmailSignaturesTable;
  emailSyncAccounts: EmailSyncAccountsTable;
  feedback: FeedbackTable;
  globalLogs: GlobalLogsTable;
  guestConsents: GuestConsentsTable;
  guestLogs: GuestLogsTable;
  guestNotes: GuestNotesTable;
  guestProfiles: GuestProfilesTable;
  guestSegments: GuestSegmentsTable;
  legalDocuments: LegalDocumentsTable;
  media: MediaTable;
  messengerConversations: MessengerConversationsTable;
  messengerIdentities: MessengerIdentitiesTable;
  notifications: NotificationsTable;
  operationLinks: OperationLinksTable;
  regions: RegionsTable;
  roleInstances: RoleInstancesTable;
  roles: RolesTable;
  shortLinks: ShortLinksTable;
  users: UsersTable;
  venueInfo: VenueInfoTable;
  venues: VenuesTable;
  venueTaskChecks: VenueTaskChecksTable;
  venueTasks: VenueTasksTable;
}
