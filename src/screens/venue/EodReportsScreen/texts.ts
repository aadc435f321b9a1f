import type messages from './messages';
import type { Paths } from '@/shared/textPaths';

export type TextKey = Paths<(typeof messages)['eng']>;

/** The full i18n key; the report screen shares these texts: `screens.EodReportsScreen`. */
export const text = (key: TextKey) => `screens.EodReportsScreen.${key}`;
