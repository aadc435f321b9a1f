// Generated from schema/venue/activationPlanTemplates.ts by `npm run generate`. Do not edit.
/** Activation plan template: a stored record as the API returns it. */
export interface ActivationPlanTemplateRecord {
  id: string;
  version: number;
  name: string;
  country: "dk" | "no" | "fi" | "uk";
  description?: string | null;
  events?: Array<{ key: string; month: number; day: number; title: string; category?: string | null; description?: string | null; }> | null;
  campaigns?: Array<{ key: string; month: number; title: string; channel?: string | null; description?: string | null; }> | null;
  comments?: { key: string; month: number; content: string; }[] | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanTemplateInput = Omit<ActivationPlanTemplateRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
