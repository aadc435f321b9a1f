import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

/** A key of this screen's texts, checked against the English messages. */
export type TextKey = Paths<(typeof messages)['eng']>;

export const text = (key: TextKey) => `screens.GuestImportScreen.${key}`;
