// Generated from schema/procurement/stockSettings.ts by `npm run generate`. Do not edit.
/** Stock settings: a stored record as the API returns it. */
export interface StockSettingRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  countIntervalDays?: number | null;
  varianceTolerancePercentage?: number | null;
  purchaseOrderPrefix: string;
  defaultLeadTimeDays?: number | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockSettingInput = Omit<StockSettingRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
