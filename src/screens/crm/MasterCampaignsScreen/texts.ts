import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('MasterCampaignsScreen');
export const MASTER_ENUM = 'masterCampaigns.masterStatus';

export const keys = {
  all: ['masterCampaigns'] as const,
  list: ['masterCampaigns', 'list'] as const,
  one: (id: string) => ['masterCampaigns', 'one', id] as const,
  venues: (id: string) => ['masterCampaigns', 'venues', id] as const,
  statistics: (id: string) => ['masterCampaigns', 'statistics', id] as const,
};
