// Generated from schema/pos/posReports.ts by `npm run generate`. Do not edit.
/** Procurement report: a stored record as the API returns it. */
export interface PosReportRecord {
  id: string;
  version: number;
  country?: "dk" | "no" | "fi" | "uk" | null;
}

/** What a create or update sends. */
export type PosReportInput = Omit<PosReportRecord, 'id' | 'version'> & { id?: string; version?: number; };
