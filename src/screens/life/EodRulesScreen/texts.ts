import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key: the shell loads the screen's messages under `screens.EodRulesScreen`. */
export const text = (key: TextKey) => `screens.EodRulesScreen.${key}`;
