import type { eng } from './messages.en';
import type { Paths } from '@/shared/textPaths';

/** A key of the floorplan drawings' texts (`screens.FloorplanKit`). */
export const plan = (key: Paths<typeof eng>) => `screens.FloorplanKit.${key}`;
