import type messages from './messages';
import { screenText } from '@/i18n/screenTexts';

export const text = screenText<(typeof messages)['eng']>('AutomationsScreen');
export const TRIGGER_ENUM = 'automations.trigger';
export const CONDITION_ENUM = 'automations.conditionType';
export const ACTION_ENUM = 'automations.actionType';
export const keys = { all: ['automations'] as const, one: (id: string) => ['automations', 'one', id] as const };
