// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
/** Cockpit report: a stored record as the API returns it. */
export interface CockpitReportRecord {
  id: string;
  version: number;
  name: string;
  category: "coreReporting" | "fuelReporting";
  reportId: string;
  workspaceId: string;
  permission?: string | null;
  isActive?: boolean | null;
  sortOrder?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CockpitReportInput = Omit<CockpitReportRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
