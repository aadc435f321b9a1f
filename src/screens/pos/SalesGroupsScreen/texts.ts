import { screenTexts } from '../PosShared/texts';
import type messages from './messages';

export const text = screenTexts<typeof messages>('SalesGroupsScreen');
