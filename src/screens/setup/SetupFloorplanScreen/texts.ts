import type { eng } from './messages.en';
import type { Paths } from '@/shared/textPaths';

export type TextKey = Paths<typeof eng>;

export const text = (key: TextKey) => `screens.SetupFloorplanScreen.${key}`;
