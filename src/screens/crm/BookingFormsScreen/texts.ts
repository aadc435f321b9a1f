import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('BookingFormsScreen');
export const keys = {
  all: ['bookingForms'] as const,
  one: (id: string) => ['bookingForms', 'one', id] as const,
  products: ['bookingProducts'] as const,
};
