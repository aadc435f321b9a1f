import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** The full i18n key; the report screen shares these texts: `screens.EodReportsScreen`. */
export const text = screenText<(typeof messages)['eng']>('EodReportsScreen');
