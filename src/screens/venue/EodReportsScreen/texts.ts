import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key; the report screen shares these texts: `screens.EodReportsScreen`. */
export const text = screenText<(typeof messages)['eng']>('EodReportsScreen');
