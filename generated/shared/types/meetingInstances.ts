// Generated from schema/venue/meetingInstances.ts by `npm run generate`. Do not edit.
/** Meeting: a stored record as the API returns it. */
export interface MeetingInstanceRecord {
  id: string;
  version: number;
  meetingId: string;
  venueId: string;
  when: string;
  whenYear: number;
  period: number;
  meeting: { title?: string | null; type?: string | null; steps?: string[] | null; };
  status: "created" | "started" | "ended";
  facilitator?: string | null;
  attendees?: string[] | null;
  notes?: string | null;
  startedAt: string;
  endedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MeetingInstanceInput = Omit<MeetingInstanceRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'when' | 'whenYear' | 'period' | 'meeting' | 'status' | 'startedAt' | 'endedAt'> & { id?: string; version?: number; };
