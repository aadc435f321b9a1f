import { DATE_FORMAT, isoWeekStart } from '@/shared/dayjs';
import type { RequestContext } from '../../api/context';
import { occursOn, type TaskSchedule } from './taskOccurrences';

/**
 * A venue's tasks of an ISO week, day by day, each with whether it is done that day. Shared by the week board
 * (GET /VenueTasks/{venueId}/{year}/{week}) and the cockpit; it imports no generated resource, so that any domain
 * module may use it.
 */
export async function tasksOfWeek(ctx: RequestContext, venueId: string, year: number, week: number) {
  const monday = isoWeekStart(year, week);
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(DATE_FORMAT));
  const sunday = days[6];
  const tasks = await ctx.db
    .selectFrom('venueTasks')
    .selectAll()
    .where('venueId', '=', venueId)
    .where('date', '<=', sunday)
    .where((eb) => eb.or([eb('repeat', '!=', 'none'), eb('date', '>=', days[0])]))
    .orderBy('title')
    .execute();
  const checks = await ctx.db
    .selectFrom('venueTaskChecks')
    .leftJoin('users', 'users.id', 'venueTaskChecks.checkedBy')
    .select(['venueTaskChecks.taskId', 'venueTaskChecks.date', 'venueTaskChecks.checkedBy', 'users.name as checkedByName'])
    .where('venueTaskChecks.venueId', '=', venueId)
    .where('venueTaskChecks.date', '>=', days[0])
    .where('venueTaskChecks.date', '<=', sunday)
    .execute();
  const checked = new Map(checks.map((c) => [`${c.taskId}|${c.date}`, c]));
  return {
    venueId,
    year,
    week,
    days: days.map((date) => ({
      date,
      tasks: tasks
        .filter((t) => occursOn(t as TaskSchedule, date))
        .map((t) => {
          const check = checked.get(`${t.id}|${date}`);
          return {
            id: t.id,
            version: t.version,
            venueId: t.venueId!,
            title: t.title ?? '',
            description: t.description ?? null,
            roleTypeId: (t.roleTypeId ?? '') as '' | 'vm' | 'sm' | 'hq',
            repeat: (t.repeat ?? 'none') as 'none' | 'daily' | 'weekly',
            date: t.date!,
            occurrenceDate: date,
            checked: Boolean(check),
            checkedBy: check?.checkedByName ?? null,
          };
        }),
    })),
  };
}
