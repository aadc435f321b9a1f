import type { eng } from './messages.en';
import type { Paths } from '@/shared/textPaths';

export type TextKey = Paths<typeof eng>;

/** The full i18n key: the shell loads the screen's messages under `screens.BookingsScreen`. */
export const text = (key: TextKey) => `screens.BookingsScreen.${key}`;
