// Generated from schema/life/meetings.ts by `npm run generate`. Do not edit.
/** Meeting: a stored record as the API returns it. */
export interface MeetingRecord {
  id: string;
  version: number;
  title: string;
  type: "Weekly" | "BiWeekly" | "Monthly" | "Quarterly" | "BiAnnually" | "Annually";
  country: "dk" | "no" | "fi" | "uk";
  venueId?: string | null;
  steps?: Array<"venueTaskReview" | "employeesReport" | "powerBi" | "summary" | "finalReview"> | null;
  powerBiReportId?: string | null;
  description?: string | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MeetingInput = Omit<MeetingRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
