// Generated from schema/setup/venueSetupCalendarEntries.ts by `npm run generate`. Do not edit.
/** Calendar entry: a stored record as the API returns it. */
export interface VenueSetupCalendarEntrieRecord {
  id: string;
  version: number;
  venueDetailsId: string;
  venueSetupId: string;
  isActive?: boolean | null;
  fromDate?: string | null;
  fromTime?: string | null;
  toDate?: string | null;
  toTime?: string | null;
  dates?: string[] | null;
  inActiveDates?: string[] | null;
  priority?: number | null;
  deleted: string;
  calendarRepeatInterval?: { type: "WeeklyRepeatInterval" | "MonthlyRepeatInterval" | "YearlyRepeatInterval"; startDate?: string | null; endDate?: string | null; repeatEveryCount?: number | null; repeatOnDays?: number[] | null; repeatDaysOfTheMonth?: number[] | null; repeatMonthlyOnEvery?: number | null; repeatOnDates?: string[] | null; } | null;
  type?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueSetupCalendarEntrieInput = Omit<VenueSetupCalendarEntrieRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
