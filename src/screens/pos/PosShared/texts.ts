import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type SharedTextKey = Paths<(typeof messages)['eng']>;

/** A text shared by the point-of-sale screens (`screens.PosShared.<key>`). */
export const shared = screenText<(typeof messages)['eng']>('PosShared');

