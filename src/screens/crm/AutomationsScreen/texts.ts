import { screenText } from '../CrmCommon/texts';
import type messages from './messages';

export const text = screenText<typeof messages>('AutomationsScreen');
export const TRIGGER_ENUM = 'automations.trigger';
export const CONDITION_ENUM = 'automations.conditionType';
export const ACTION_ENUM = 'automations.actionType';
export const keys = { all: ['automations'] as const, one: (id: string) => ['automations', 'one', id] as const };
