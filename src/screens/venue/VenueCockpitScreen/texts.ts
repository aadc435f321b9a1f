import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

/** A key of this screen's texts, checked against the English messages. */
export type TextKey = Paths<(typeof messages)['eng']>;

export const text = (key: TextKey) => `screens.VenueCockpitScreen.${key}`;
