import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** The full i18n key. The other Visits & Reviews screens share these texts: `screens.VisitsReviewsScreen`. */
export const text = screenText<(typeof messages)['eng']>('VisitsReviewsScreen');
