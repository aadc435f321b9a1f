import { screenText } from '../CrmCommon/texts';
import type messages from './messages';

export const text = screenText<typeof messages>('MasterCampaignsScreen');
export const MASTER_ENUM = 'masterCampaigns.masterStatus';

export const keys = {
  all: ['masterCampaigns'] as const,
  list: ['masterCampaigns', 'list'] as const,
  one: (id: string) => ['masterCampaigns', 'one', id] as const,
  venues: (id: string) => ['masterCampaigns', 'venues', id] as const,
  statistics: (id: string) => ['masterCampaigns', 'statistics', id] as const,
};
