// Generated from schema/venue/venueTasks.ts by `npm run generate`. Do not edit.
/** Venue task: a stored record as the API returns it. */
export interface VenueTaskRecord {
  id: string;
  version: number;
  venueId: string;
  title: string;
  description?: string | null;
  roleTypeId?: "" | "vm" | "sm" | "hq" | null;
  date: string;
  repeat?: "none" | "daily" | "weekly" | null;
  meetingInstanceId: string;
  listSessionId: string;
  questionId: string;
  skippedDates: string[];
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueTaskInput = Omit<VenueTaskRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'meetingInstanceId' | 'listSessionId' | 'questionId' | 'skippedDates'> & { id?: string; version?: number; };
