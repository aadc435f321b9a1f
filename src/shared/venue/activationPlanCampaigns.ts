import type { Page, Records } from '../records';
import type { ActivationPlanWrites } from './activationPlanWrites';

/** What the domain actions of campaigns answer: the contract between `src/server/domain/venue/activationPlanCampaigns.ts` and the typed calls. */
export interface ActivationPlanCampaignsResults extends ActivationPlanWrites {
  listForVenue: Records['activationPlanCampaigns'][];
  /** Head office's campaigns across venues, each with its venue's name and country. */
  listHeadOffice: Page<Records['activationPlanCampaigns'] & { venueName: string; country: string }>;
}
