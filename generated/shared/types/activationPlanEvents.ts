// Generated from schema/venue/activationPlanEvents.ts by `npm run generate`. Do not edit.
/** Event: a stored record as the API returns it. */
export interface ActivationPlanEventRecord {
  id: string;
  version: number;
  venueId: string;
  date: string;
  title: string;
  category: "music" | "sports" | "theme" | "promotion" | "holiday" | "other";
  startTime?: string | null;
  description?: string | null;
  plannedCost?: number | null;
  templateId: string;
  templateKey: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanEventInput = Omit<ActivationPlanEventRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'templateId' | 'templateKey'> & { id?: string; version?: number; };
