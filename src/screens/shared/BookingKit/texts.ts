import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type KitKey = Paths<(typeof messages)['eng']>;

/** A key of the texts the booking screens share (`screens.BookingKit`). */
export const kit = screenText<(typeof messages)['eng']>('BookingKit');
