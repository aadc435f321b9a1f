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
  meeting: { title?: string | null; type?: string | null; steps?: string[] | null; powerBi?: { name?: string | null; reportId?: string | null; workspaceId?: string | null; } | null; };
  status: "created" | "started" | "ended";
  facilitator?: string | null;
  attendees?: string[] | null;
  notes?: string | null;
  mentions?: string[] | null;
  decisions?: string | null;
  actionItems?: Array<{ title: string; kind: "task" | "todo"; assigneeId?: string | null; dueDate: string; createdId?: string | null; }> | null;
  stepNotes?: Array<{ step: "venueTaskReview" | "employeesReport" | "powerBi" | "summary" | "finalReview"; note: string; }> | null;
  currentStep: number;
  startedAt: string;
  endedAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MeetingInstanceInput = Omit<MeetingInstanceRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'when' | 'whenYear' | 'period' | 'meeting' | 'status' | 'currentStep' | 'startedAt' | 'endedAt'> & { id?: string; version?: number; };
