import type messages from './messages';

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];

export type SharedTextKey = Paths<(typeof messages)['eng']>;

/** A text shared by the point-of-sale screens (`screens.PosShared.<key>`). */
export const shared = (key: SharedTextKey) => `screens.PosShared.${key}`;

/** A key helper for a screen's own messages, checked against its English texts. */
export function screenTexts<M extends { eng: object }>(screen: string) {
  return (key: Paths<M['eng']>) => `screens.${screen}.${key}`;
}
