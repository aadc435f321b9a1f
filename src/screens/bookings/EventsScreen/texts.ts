import type { eng } from './messages.en';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<typeof eng>('EventsScreen');
