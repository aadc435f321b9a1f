import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key. The other Visits & Reviews screens share these texts: `screens.VisitsReviewsScreen`. */
export const text = (key: TextKey) => `screens.VisitsReviewsScreen.${key}`;
