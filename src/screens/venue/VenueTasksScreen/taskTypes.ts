import { enumLabelKey, enumValues } from '@/app/enums';
import type { RoleType } from './types';

export const ROLE_TYPE_ENUM = 'venueTasks.roleType';
export const REPEAT_ENUM = 'venueTasks.repeat';
/** The Marketing task type and the role a user needs at the venue to use it. */
export const MARKETING: RoleType = 'hq';

/**
 * The task types a user may pick, as react-admin choices (names are i18n keys). '' (Other Task) is left out: the
 * select offers it as its empty choice. Marketing is kept when the task already has it, so its value still shows.
 */
export function roleTypeChoices(mayUseMarketing: boolean, current: RoleType | null | undefined) {
  return enumValues(ROLE_TYPE_ENUM)
    .filter((v) => v.value !== '' && (v.value !== MARKETING || mayUseMarketing || current === MARKETING))
    .map((v) => ({ id: v.value, name: enumLabelKey(ROLE_TYPE_ENUM, v.value) }));
}
