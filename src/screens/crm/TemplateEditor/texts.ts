import type messages from './messages';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

/** A key of the template editor's texts, checked against the English messages. */
export type TextKey = Paths<(typeof messages)['eng']>;

export const text = screenText<(typeof messages)['eng']>('TemplateEditor');
