import type { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import type { MasterCampaignRecord } from '@generated/shared/types/masterCampaigns';

/** A master campaign as the API answers it (server-set fields may be empty). */
export type MasterCampaign = Omit<MasterCampaignRecord, 'emailTemplateId' | 'activationComment' | 'activatedAt' | 'approvedForSendingAt' | 'history'> & {
  emailTemplateId: string | null;
  activationComment: string | null;
  activatedAt: string | null;
  approvedForSendingAt: string | null;
  history: MasterCampaignRecord['history'] | null;
};

/** One venue's campaign of a master, as its Venues tab lists them. */
export type MasterVenueCampaign = Awaited<ReturnType<typeof venueCampaignsApi.byMaster>>[number];
