// Generated from every stored resource in schema/ by `npm run generate`. Do not edit.
import type { ColumnType, Generated } from 'kysely';
import type { MultilingualText } from '@/shared/types';

/** A JSON column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

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
  floorplan: Json<{ width?: number | null; height?: number | null; backgroundImage?: string | null; tables?: Array<{ venueTableId: string; x: number; y: number; width?: number | null; height?: number | null; rotation?: number | null; }> | null; }> | null;
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
  skippedDates: Json<string[]> | null;
}

/** The tables of the schema's resources, keyed by resource name (the camel-case plugin maps them to snake case). */
export interface GeneratedDatabase {
  bookingCustomers: BookingCustomersTable;
  bookingEvents: BookingEventsTable;
  bookings: BookingsTable;
  bookingTags: BookingTagsTable;
  cockpitReports: CockpitReportsTable;
  guestListItems: GuestListItemsTable;
  media: MediaTable;
  notifications: NotificationsTable;
  operationLinks: OperationLinksTable;
  regions: RegionsTable;
  roleInstances: RoleInstancesTable;
  roles: RolesTable;
  setupProducts: SetupProductsTable;
  users: UsersTable;
  venueDetails: VenueDetailsTable;
  venueInfo: VenueInfoTable;
  venueNotes: VenueNotesTable;
  venues: VenuesTable;
  venueSections: VenueSectionsTable;
  venueSetupCalendarEntries: VenueSetupCalendarEntriesTable;
  venueSetups: VenueSetupsTable;
  venueTables: VenueTablesTable;
  venueTaskChecks: VenueTaskChecksTable;
  venueTasks: VenueTasksTable;
}
