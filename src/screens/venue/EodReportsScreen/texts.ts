import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key; the report screen shares these texts: `screens.EodReportsScreen`. */
export const text = (key: TextKey) => `screens.EodReportsScreen.${key}`;
