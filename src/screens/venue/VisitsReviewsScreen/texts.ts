import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key. The other Visits & Reviews screens share these texts: `screens.VisitsReviewsScreen`. */
export const text = screenText<(typeof messages)['eng']>('VisitsReviewsScreen');
