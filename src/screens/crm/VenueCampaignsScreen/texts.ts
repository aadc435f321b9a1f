import { screenText } from '../CrmCommon/texts';
import type messages from './messages';

export const text = screenText<typeof messages>('VenueCampaignsScreen');
export const STATUS_ENUM = 'venueCampaigns.venueCampaignStatus';
export const MEDIA_ENUM = 'venueCampaigns.mediaType';
