import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type KitKey = Paths<(typeof messages)['eng']>;

/** A key of the texts the booking screens share (`screens.BookingKit`). */
export const kit = (key: KitKey) => `screens.BookingKit.${key}`;
