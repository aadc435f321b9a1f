import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type KitKey = Paths<(typeof messages)['eng']>;

/** A key of the texts the booking screens share (`screens.BookingKit`). */
export const kit = (key: KitKey) => `screens.BookingKit.${key}`;
