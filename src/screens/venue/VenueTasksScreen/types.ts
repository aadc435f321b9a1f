import type { venueTasksApi } from '@generated/client/api/venueTasks';
import type { VenueTaskInput } from '@generated/shared/types/venueTasks';

export type TaskWeek = Awaited<ReturnType<typeof venueTasksApi.getWeek>>;
export type WeekDay = TaskWeek['days'][number];
/** One occurrence of a task on one day of the week. */
export type WeekTask = WeekDay['tasks'][number];
export type RoleType = NonNullable<VenueTaskInput['roleTypeId']>;

/** What the day columns and task rows can ask the screen to do; an action the user may not take is absent. */
export interface TaskActions {
  toggle?(task: WeekTask, checked: boolean): void;
  add?(date: string): void;
  edit?(task: WeekTask): void;
  move?(task: WeekTask): void;
  remove?(task: WeekTask): void;
}
