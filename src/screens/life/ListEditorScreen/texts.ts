import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key: the shell loads the screen's messages under `screens.ListEditorScreen`. */
export const text = (key: TextKey) => `screens.ListEditorScreen.${key}`;
