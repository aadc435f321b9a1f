import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type TextKey = Paths<(typeof messages)['eng']>;

export const text = screenText<(typeof messages)['eng']>('ListsScreen');
