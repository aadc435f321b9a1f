import type { eng } from './messages.en';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TextKey = Paths<typeof eng>;

/** The full i18n key: the shell loads the screen's messages under `screens.BookingsScreen`. */
export const text = (key: TextKey) => `screens.BookingsScreen.${key}`;
