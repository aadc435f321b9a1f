import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

/** A key of this screen's texts, checked against the English messages. */
export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key: the shell loads the screen's messages under `screens.PersonalTodosScreen`. */
export const text = (key: TextKey) => `screens.PersonalTodosScreen.${key}`;
