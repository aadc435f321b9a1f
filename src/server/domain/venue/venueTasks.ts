import type {
  VenueTasksChangeDateInput,
  VenueTasksCreateInput,
  VenueTasksGetWeekInput,
  VenueTasksSetCheckedInput,
  VenueTasksSetUncheckedInput,
  VenueTasksUpdateInput,
} from '@generated/server/resources/venueTasks';
import { venueTasksResource } from '@generated/server/resources/venueTasks';
import { hasRole } from '@/shared/permissions';
import { weeksInYear } from '@/shared/dayjs';
import type { StoredRecord } from '@/shared/records';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, forbidden, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { occursOn, type TaskSchedule } from './taskOccurrences';
import { tasksOfWeek } from './taskWeek';

const MARKETING = 'hq';

/** Marketing tasks belong to head office: only users with the role hq at the venue create or change them. */
function assertMayUseType(ctx: RequestContext, venueId: string, ...types: (string | null | undefined)[]) {
  if (types.includes(MARKETING) && !hasRole(ctx.user.roles, MARKETING, venueId, ctx.now)) {
    throw forbidden('Only users with the role hq at the venue can create or change Marketing tasks');
  }
}

/** The task at the venue; `lock` holds its row until the request ends, for changes that read and write back its dates. */
async function taskAtVenue(ctx: RequestContext, taskId: string, venueId: string, lock = false): Promise<StoredRecord> {
  const task = lock ? await ctx.store.getForUpdate(venueTasksResource, taskId) : await ctx.store.get(venueTasksResource, taskId);
  if (!task || task.venueId !== venueId) throw notFound(`Venue task ${taskId} at venue ${venueId}`);
  return task;
}

function assertOccurs(task: StoredRecord, date: string, field: string) {
  if (!occursOn(task as unknown as TaskSchedule, date)) throw badRequest(field, `the task does not fall on ${date}`);
}

export const listWeek = defineAction(async (ctx, { params }: VenueTasksGetWeekInput) => {
  const { venueId, year, week } = params;
  if (year < 2000 || year > 2100) throw badRequest('year', 'must be between 2000 and 2100');
  const weeks = weeksInYear(year);
  if (week < 1 || week > weeks) throw badRequest('week', `must be between 1 and ${weeks}`);
  await getVenueOrThrow(ctx, venueId);
  return tasksOfWeek(ctx, venueId, year, week);
});

export const create = defineAction(async (ctx, { body }: VenueTasksCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  assertMayUseType(ctx, body.venueId, body.roleTypeId);
  return ctx.store.create(venueTasksResource, body);
});

export const update = defineAction(async (ctx, { body }: VenueTasksUpdateInput) => {
  const current = await ctx.store.getOrThrow(venueTasksResource, body.id);
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  assertMayUseType(ctx, body.venueId, body.roleTypeId, current.roleTypeId as string | null);
  return ctx.store.update(venueTasksResource, body.id, body, { version: body.version });
});

export const setChecked = defineAction(async (ctx, { params }: VenueTasksSetCheckedInput) => {
  const task = await taskAtVenue(ctx, params.taskId, params.venueId);
  assertOccurs(task, params.date, 'date');
  await ctx.db
    .insertInto('venueTaskChecks')
    .values({ taskId: task.id, venueId: params.venueId, date: params.date, checkedBy: ctx.user.userId, createdBy: ctx.user.userId })
    .onConflict((oc) => oc.columns(['taskId', 'date']).doNothing())
    .execute();
  return { taskId: task.id, date: params.date, checked: true };
});

export const setUnchecked = defineAction(async (ctx, { params }: VenueTasksSetUncheckedInput) => {
  const task = await taskAtVenue(ctx, params.taskId, params.venueId);
  assertOccurs(task, params.date, 'date');
  await ctx.db.deleteFrom('venueTaskChecks').where('taskId', '=', task.id).where('date', '=', params.date).execute();
  return { taskId: task.id, date: params.date, checked: false };
});

/**
 * Moves a one-off task to another date. For a repeating task only the occurrence moves: the series skips the
 * old date and a one-off copy takes the new one. A done mark moves with the occurrence.
 */
export const changeDate = defineAction(async (ctx, { body }: VenueTasksChangeDateInput) => {
  const task = await taskAtVenue(ctx, body.taskId, body.venueId, true);
  assertOccurs(task, body.fromDate, 'body.fromDate');
  assertMayUseType(ctx, body.venueId, task.roleTypeId as string | null);
  if (body.toDate === body.fromDate) return task;
  let moved: StoredRecord;
  if ((task.repeat ?? 'none') === 'none') {
    moved = await ctx.store.setFields(venueTasksResource, task.id, { date: body.toDate });
  } else {
    const skipped = [...new Set([...((task.skippedDates as string[] | null) ?? []), body.fromDate])].sort();
    await ctx.store.setFields(venueTasksResource, task.id, { skippedDates: skipped });
    moved = await ctx.store.create(venueTasksResource, {
      venueId: task.venueId,
      title: task.title,
      description: task.description,
      roleTypeId: task.roleTypeId,
      repeat: 'none',
      date: body.toDate,
    });
  }
  await ctx.db
    .updateTable('venueTaskChecks')
    .set({ taskId: moved.id, date: body.toDate })
    .where('taskId', '=', task.id)
    .where('date', '=', body.fromDate)
    .execute();
  return moved;
});

