import type { Page, Records } from '../records';
import type { ActivationPlanWrites } from './activationPlanWrites';

/** What the domain actions of campaigns answer: the contract between `src/server/domain/venue/activationPlanCampaigns.ts` and the typed calls. */
export interface ActivationPlanCampaignsResults extends ActivationPlanWrites {
  listForVenue: Records['activationPlanCampaigns'][];
  listHeadOffice: Page<{
    venueName: string;
    country: string;
    id: string;
    version: number;
    venueId: string;
    year: number;
    month: number;
    title: string;
    channel?: 'inVenue' | 'social' | 'email' | 'print' | null;
    description?: string | null;
    isHQ?: boolean | null;
    templateId: string;
    templateKey: string;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  }>;
}
