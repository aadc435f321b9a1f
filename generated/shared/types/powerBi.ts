// Generated from schema/reports/powerBi.ts by `npm run generate`. Do not edit.
/** Power BI report: a stored record as the API returns it. */
export interface PowerBiRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type PowerBiInput = Omit<PowerBiRecord, 'id' | 'version'> & { id?: string; version?: number; };
