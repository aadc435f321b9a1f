import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('VenueCampaignsScreen');
export const STATUS_ENUM = 'venueCampaigns.venueCampaignStatus';
export const MEDIA_ENUM = 'venueCampaigns.mediaType';
