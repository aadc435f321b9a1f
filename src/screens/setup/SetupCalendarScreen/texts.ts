import type { eng } from './messages.en';
import type { Paths } from '@/shared/textPaths';
import { screenText } from '@/i18n/screenTexts';

export type TextKey = Paths<typeof eng>;

export const text = screenText<typeof eng>('SetupCalendarScreen');
