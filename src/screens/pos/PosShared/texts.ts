import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type SharedTextKey = Paths<(typeof messages)['eng']>;

/** A text shared by the point-of-sale screens (`screens.PosShared.<key>`). */
export const shared = (key: SharedTextKey) => `screens.PosShared.${key}`;

/** A key helper for a screen's own messages, checked against its English texts. */
export function screenTexts<M extends { eng: object }>(screen: string) {
  return (key: Paths<M['eng']>) => `screens.${screen}.${key}`;
}
