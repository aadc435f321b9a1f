import { screenText } from '../CrmCommon/texts';
import type messages from './messages';

export const text = screenText<typeof messages>('AutomationEditorScreen');
