import type { SheetColumn } from '@/app/export';
import type { CampaignSummary } from './types';

const MEDIA = [
  ['Email', 'emailDate'],
  ['Sms', 'smsDate'],
  ['Push', 'pushDate'],
] as const;

type Dated = Pick<CampaignSummary, 'emailDate' | 'smsDate' | 'pushDate'>;

/**
 * The send dates a campaign table stacks in one cell under `label`, as a date column each in an exported sheet, so that
 * they sort in Excel: "Send dates: Email", "Send dates: SMS", "Send dates: Push".
 */
export function sendDateColumns(translate: (key: string) => string, label: string): SheetColumn[] {
  return MEDIA.map(([medium]) => ({ header: `${label}: ${translate(`enums.venueCampaigns.mediaType.${medium}`)}`, kind: 'date' as const }));
}

/** A campaign's send dates in the columns' order. */
export const sendDateCells = (campaign: Dated) => MEDIA.map(([, date]) => campaign[date]);
