import type { eng } from './messages.en';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type TextKey = Paths<typeof eng>;

export const text = (key: TextKey) => `screens.SetupFloorplanScreen.${key}`;
