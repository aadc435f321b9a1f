// Generated from schema/venue/eodReports.ts by `npm run generate`. Do not edit.
/** End-of-day report: a stored record as the API returns it. */
export interface EodReportRecord {
  id: string;
  version: number;
  venueId: string;
  date: string;
  revenue?: number | null;
  guests?: number | null;
  summary?: string | null;
  incidents?: string | null;
  staffNotes?: string | null;
  maintenanceNotes?: string | null;
  biImageId: string;
  status: "draft" | "sent";
  sentAt: string;
  sentBy: string;
  sentTo: string[];
  late: boolean;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EodReportInput = Omit<EodReportRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'biImageId' | 'status' | 'sentAt' | 'sentBy' | 'sentTo' | 'late'> & { id?: string; version?: number; };
