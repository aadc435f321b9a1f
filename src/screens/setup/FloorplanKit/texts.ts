import type { eng } from './messages.en';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

/** A key of the floorplan drawings' texts (`screens.FloorplanKit`). */
export const plan = (key: Paths<typeof eng>) => `screens.FloorplanKit.${key}`;
