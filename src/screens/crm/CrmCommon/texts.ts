import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** A text shared by the CRM screens. */
export const common = screenText<(typeof messages)['eng']>('CrmCommon');

/** Lists are kept for a minute (specification: cached unless a forced refresh is requested — the app bar's Refresh, or any change made here). */
export const LIST_STALE_TIME = 60_000;
