import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key. The other Visits & Reviews screens share these texts: `screens.VisitsReviewsScreen`. */
export const text = (key: TextKey) => `screens.VisitsReviewsScreen.${key}`;
