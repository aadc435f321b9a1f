import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** A key of this screen's texts, checked against the English messages. */
export const text = screenText<(typeof messages)['eng']>('GuestRetentionScreen');
