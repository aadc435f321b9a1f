import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** A text shared by the point-of-sale screens (`screens.PosShared.<key>`). */
export const shared = screenText<(typeof messages)['eng']>('PosShared');

