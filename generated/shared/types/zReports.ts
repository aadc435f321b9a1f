// Generated from schema/pos/zReports.ts by `npm run generate`. Do not edit.
/** Z report: a stored record as the API returns it. */
export interface ZReportRecord {
  id: string;
  version: number;
  venueId: string;
  country: "dk" | "no" | "fi" | "uk";
  reportNumber: number;
  businessDate: string;
  terminalId?: string | null;
  openedAt?: string | null;
  closedAt?: string | null;
  currency: string;
  grossSales?: number | null;
  netSales?: number | null;
  taxTotal?: number | null;
  discounts?: number | null;
  refunds?: number | null;
  tips?: number | null;
  transactionCount?: number | null;
  guestCount?: number | null;
  salesByGroup?: Array<{ salesProductGroupId?: string | null; name?: string | null; quantity?: number | null; amount?: number | null; }> | null;
  taxes?: Array<{ taxGroupId?: string | null; code?: string | null; taxRatePercentage?: number | null; net?: number | null; tax?: number | null; }> | null;
  payments?: Array<{ method?: "card" | "cash" | "mobile" | "voucher" | "invoice" | null; amount?: number | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ZReportInput = Omit<ZReportRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
