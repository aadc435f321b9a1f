// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
/** Stocking template: a stored record as the API returns it. */
export interface StockingTemplateRecord {
  id: string;
  version: number;
  name: string;
  description?: string | null;
  lines?: Array<{ stockProductId: string; parLevel: number; reorderPoint?: number | null; }> | null;
  country: "dk" | "no" | "fi" | "uk";
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type StockingTemplateInput = Omit<StockingTemplateRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
