// Generated from schema/venue/activationPlanCampaigns.ts by `npm run generate`. Do not edit.
/** Campaign: a stored record as the API returns it. */
export interface ActivationPlanCampaignRecord {
  id: string;
  version: number;
  venueId: string;
  year: number;
  month: number;
  title: string;
  channel?: "inVenue" | "social" | "email" | "print" | null;
  description?: string | null;
  plannedCost?: number | null;
  isHQ?: boolean | null;
  templateId: string;
  templateKey: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanCampaignInput = Omit<ActivationPlanCampaignRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'templateId' | 'templateKey'> & { id?: string; version?: number; };
