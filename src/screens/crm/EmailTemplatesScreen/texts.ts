import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('EmailTemplatesScreen');
export const TYPE_ENUM = 'emailTemplates.templateType';
export const FORMAT_ENUM = 'messageTemplates.messageTemplateType';

export const keys = {
  email: ['emailTemplates'] as const,
  emailOne: (id: string) => ['emailTemplates', 'one', id] as const,
  messages: (venueId: string) => ['messageTemplates', venueId] as const,
};
