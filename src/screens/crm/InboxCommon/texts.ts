import type messages from './messages';
import { screenText } from '../CrmCommon/texts';

/** A text the two inbox screens share. */
export const inboxText = screenText<typeof messages>('InboxCommon');
