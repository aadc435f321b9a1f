import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type CommonKey = Paths<(typeof messages)['eng']>;

/** A text shared by the CRM screens. */
export const common = (key: CommonKey) => `screens.CrmCommon.${key}`;

/** Typed keys of one screen's messages: `screenText<typeof messages>('VenueCampaignsScreen')('list.title')`. */
export function screenText<M extends { eng: object }>(screen: string) {
  return (key: Paths<M['eng']>) => `screens.${screen}.${key}`;
}

/** Lists are kept for a minute (specification: cached unless a forced refresh is requested — the app bar's Refresh, or any change made here). */
export const LIST_STALE_TIME = 60_000;
