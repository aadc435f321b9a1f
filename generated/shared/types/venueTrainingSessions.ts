// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
/** Training session: a stored record as the API returns it. */
export interface VenueTrainingSessionRecord {
  id: string;
  version: number;
  title: string;
  venueId: string;
  date: string;
  startTime?: string | null;
  durationMinutes?: number | null;
  trainer?: string | null;
  participants?: number | null;
  status: "planned" | "completed" | "cancelled";
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueTrainingSessionInput = Omit<VenueTrainingSessionRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
