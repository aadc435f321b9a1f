import type { eng } from './messages.en';
import { screenText } from '@/i18n/screenTexts';

/** A key of the floorplan drawings' texts (`screens.FloorplanKit`). */
export const plan = screenText<typeof eng>('FloorplanKit');
