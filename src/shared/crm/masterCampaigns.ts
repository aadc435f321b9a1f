import type { CampaignDeliveryStatistics } from './campaignContent';
import type { MasterCampaignStatus } from './campaignStateMachine';
import type { HistoryEntry } from './history';
import type { StoredRecord } from '../records';

/** A master campaign as the campaign rules read it. */
export interface MasterCampaign extends Record<string, unknown> {
  id: string;
  version: number;
  name: string;
  status: MasterCampaignStatus;
  venueIds: string[] | null;
  emailTemplateId: string | null;
  history: HistoryEntry[] | null;
}

/** What the domain actions of master campaigns answer: the contract between `src/server/domain/crm/masterCampaigns.ts` and the typed calls. */
export interface MasterCampaignsResults {
  statistics: CampaignDeliveryStatistics & {
    masterCampaignId: string;
    status: 'Draft' | 'Active' | 'ApprovedForSending';
    venues: number;
    byStatus: {
      [k: string]: number;
    };
    byGroup: {
      [k: string]: number;
    };
  };
  create: StoredRecord;
  update: MasterCampaign;
  activate: MasterCampaign;
  approveForSending: StoredRecord;
  applyEmailTemplate: StoredRecord;
  retractApproval: StoredRecord;
  duplicate: StoredRecord;
}
