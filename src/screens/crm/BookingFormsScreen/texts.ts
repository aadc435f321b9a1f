import { screenText } from '../CrmCommon/texts';
import type messages from './messages';

export const text = screenText<typeof messages>('BookingFormsScreen');
export const keys = {
  all: ['bookingForms'] as const,
  one: (id: string) => ['bookingForms', 'one', id] as const,
  products: ['bookingProducts'] as const,
};
