import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('DynamicFormsScreen');
export const FIELD_TYPE_ENUM = 'dynamicForms.formFieldType';
export const keys = {
  all: ['dynamicForms'] as const,
  list: ['dynamicForms', 'list'] as const,
  venues: ['dynamicForms', 'venues'] as const,
  one: (id: string) => ['dynamicForms', 'one', id] as const,
};
