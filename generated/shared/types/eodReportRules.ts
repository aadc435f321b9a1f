// Generated from schema/life/eodReportRules.ts by `npm run generate`. Do not edit.
/** End-of-day report rules: a stored record as the API returns it. */
export interface EodReportRuleRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  requireBiImage?: boolean | null;
  requireRevenue?: boolean | null;
  requireSummary?: boolean | null;
  deadline?: string | null;
  notifyRoles?: Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd"> | null;
  recipients?: string[] | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EodReportRuleInput = Omit<EodReportRuleRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
