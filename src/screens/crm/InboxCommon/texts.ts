import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

/** A text the two inbox screens share. */
export const inboxText = screenText<(typeof messages)['eng']>('InboxCommon');
