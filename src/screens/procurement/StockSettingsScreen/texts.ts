import { screenTexts } from '../../pos/PosShared/texts';
import type messages from './messages';

export const text = screenTexts<typeof messages>('StockSettingsScreen');
