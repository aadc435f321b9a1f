import type { VenueCockpitGetInput } from '@generated/server/resources/venueCockpit';
import { hasPermission, hasRole } from '@/shared/permissions';
import dayjs, { DATE_FORMAT, isoWeekOf } from '@/shared/dayjs';
import { businessDay } from '@/shared/eodDays';
import type { NotificationRecord } from '@generated/shared/types/notifications';
import { defineAction, type RequestContext } from '../../api/action';
import { getVenueOrThrow } from '../shell/venueLookup';
import { TODO_ROLES } from './todoRoles';
import { tasksOfWeek } from './taskWeek';

/** How many rows a card lists; the card's page has the rest. */
export const COCKPIT_ROWS = 5;
/** The activation plan card looks this many days ahead (today included). */
export const COCKPIT_EVENT_DAYS = 7;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/** This ISO week's tasks: how many fall this week and are done, and today's still open. */
async function tasksPart(ctx: RequestContext, venueId: string, today: dayjs.Dayjs) {
  const { year, week: weekNumber } = isoWeekOf(today);
  const week = await tasksOfWeek(ctx, venueId, year, weekNumber);
  const todayText = today.format(DATE_FORMAT);
  const all = week.days.flatMap((d) => d.tasks.map((t) => ({ ...t, date: d.date })));
  const past = all.filter((t) => t.date < todayText && !t.checked);
  const todays = all.filter((t) => t.date === todayText);
  return {
    year: week.year,
    week: week.week,
    total: all.length,
    done: all.filter((t) => t.checked).length,
    open: all.filter((t) => !t.checked).length,
    /** Open tasks of earlier days this week. */
    overdue: past.length,
    todayTotal: todays.length,
    todayOpen: todays
      .filter((t) => !t.checked)
      .slice(0, COCKPIT_ROWS)
      .map((t) => ({ id: t.id, title: t.title, roleTypeId: t.roleTypeId })),
    todayOpenCount: todays.filter((t) => !t.checked).length,
  };
}

/** The user's own to-dos at the venue (in the to-do roles held there): due today or overdue, and flagged. */
async function todosPart(ctx: RequestContext, venueId: string, today: string) {
  const roles = TODO_ROLES.filter((r) => hasRole(ctx.user.roles, r, venueId, ctx.now));
  if (!roles.length) return { roles: [], dueToday: 0, overdue: 0, flagged: 0, items: [] };
  const open = ctx.db
    .selectFrom('personalTodos')
    .where('ownerId', '=', ctx.user.userId)
    .where('venueId', '=', venueId)
    .where('role', 'in', roles)
    .where('completed', 'is not', true);
  const due = await open
    .select(['id', 'title', 'role', 'startDate', 'flagged', 'categoryId'])
    .where('hasDueDate', '=', true)
    .where('startDate', '<=', today)
    .orderBy('startDate')
    .orderBy('title')
    .execute();
  const flagged = await open.select((eb) => eb.fn.countAll<number>().as('count')).where('flagged', '=', true).executeTakeFirstOrThrow();
  return {
    roles: [...roles],
    dueToday: due.filter((t) => t.startDate === today).length,
    overdue: due.filter((t) => t.startDate! < today).length,
    flagged: Number(flagged.count),
    items: due.slice(0, COCKPIT_ROWS).map((t) => ({ id: t.id, title: t.title ?? '', role: t.role!, startDate: t.startDate!, flagged: Boolean(t.flagged), overdue: t.startDate! < today })),
  };
}

/** The latest session of each list type at the venue, with its score (coloured by the browser). */
async function listsPart(ctx: RequestContext, venueId: string) {
  const rows = await ctx.db
    .selectFrom('listSessions')
    .select(['id', 'listId', 'listType', 'title', 'completedOn', 'score', 'hasCriticalFailure'])
    .distinctOn('listType')
    .where('venueId', '=', venueId)
    .orderBy('listType')
    .orderBy('completedOn', 'desc')
    .orderBy('id')
    .execute();
  return {
    latest: rows
      .map((r) => ({ id: r.id, listId: r.listId ?? null, listType: r.listType!, title: r.title ?? null, completedOn: iso(r.completedOn)!, score: r.score ?? null, hasCriticalFailure: Boolean(r.hasCriticalFailure) }))
      .sort((a, b) => b.completedOn.localeCompare(a.completedOn)),
  };
}

/** The end-of-day report of the current business day (if started) and the latest report before it. */
async function eodPart(ctx: RequestContext, venueId: string, day: string) {
  const pick = ['id', 'date', 'status', 'late', 'sentAt'] as const;
  const shape = (r: { id: string; date: string | null; status: string | null; late: boolean | null; sentAt: unknown } | undefined) =>
    r ? { id: r.id, date: r.date!, status: (r.status ?? 'draft') as 'draft' | 'sent', late: Boolean(r.late), sentAt: iso(r.sentAt) } : null;
  const current = await ctx.db.selectFrom('eodReports').select(pick).where('venueId', '=', venueId).where('date', '=', day).executeTakeFirst();
  const previous = await ctx.db.selectFrom('eodReports').select(pick).where('venueId', '=', venueId).where('date', '<', day).orderBy('date', 'desc').limit(1).executeTakeFirst();
  return { businessDay: day, current: shape(current), previous: shape(previous) };
}

/** Meetings not yet ended at the venue, the soonest first. */
async function meetingsPart(ctx: RequestContext, venueId: string) {
  const open = ctx.db.selectFrom('meetingInstances').where('venueId', '=', venueId).where('status', 'in', ['created', 'started']);
  const rows = await open.select(['id', 'meeting', 'status', 'when', 'whenYear', 'period']).orderBy('when').orderBy('id').limit(COCKPIT_ROWS).execute();
  const count = await open.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    openCount: Number(count.count),
    open: rows.map((r) => {
      const meeting = (r.meeting ?? {}) as { title?: string; type?: string };
      return { id: r.id, title: meeting.title ?? '', type: meeting.type ?? null, status: r.status as 'created' | 'started', when: iso(r.when), whenYear: r.whenYear ?? null, period: r.period ?? null };
    }),
  };
}

/** Activation plan events of the coming days. */
async function activationPart(ctx: RequestContext, venueId: string, today: dayjs.Dayjs) {
  const from = today.format(DATE_FORMAT);
  const to = today.add(COCKPIT_EVENT_DAYS - 1, 'day').format(DATE_FORMAT);
  const rows = await ctx.db
    .selectFrom('activationPlanEvents')
    .select(['id', 'date', 'title', 'startTime', 'category'])
    .where('venueId', '=', venueId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('startTime')
    .orderBy('title')
    .limit(COCKPIT_ROWS)
    .execute();
  return { from, to, events: rows.map((r) => ({ id: r.id, date: r.date!, title: r.title ?? '', startTime: r.startTime ?? null, category: r.category ?? null })) };
}

/** The user's unread notifications (their own, wherever they came from). */
async function notificationsPart(ctx: RequestContext) {
  const unread = ctx.db.selectFrom('notifications').where('userId', '=', ctx.user.userId).where('isRead', 'is not', true);
  const count = await unread.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await unread.select(['id', 'title', 'link', 'createdAt', 'venueId', 'kind', 'params']).orderBy('createdAt', 'desc').orderBy('id').limit(COCKPIT_ROWS).execute();
  return {
    unread: Number(count.count),
    latest: rows.map((r) => ({ id: r.id, title: r.title ?? '', link: r.link ?? null, createdAt: iso(r.createdAt)!, venueId: r.venueId ?? null, kind: (r.kind ?? null) as 'mention' | null, params: (r.params ?? null) as NonNullable<NotificationRecord['params']> | null })),
  };
}

/**
 * The venue at a glance. A part is null when the user lacks its page's permission at the venue, so the cockpit
 * shows no more than the pages it links to would.
 */
export const overview = defineAction(async (ctx, { params }: VenueCockpitGetInput) => {
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const timeZone = venue.timeZone ?? 'UTC';
  const today = dayjs(ctx.now).tz(timeZone);
  const todayText = today.format(DATE_FORMAT);
  const may = (permission: string) => hasPermission(ctx.user.permissions, permission, venue.id);
  return {
    venue: { id: venue.id, name: venue.name ?? '', country: venue.country ?? null, timeZone },
    today: todayText,
    tasks: may('vp.vp.venuetasks.show') ? await tasksPart(ctx, venue.id, dayjs(todayText)) : null,
    todos: may('vp.vp.personaltodos.show') ? await todosPart(ctx, venue.id, todayText) : null,
    lists: may('vp.vp.lists.show') ? await listsPart(ctx, venue.id) : null,
    eod: may('vp.vp.lists.show') ? await eodPart(ctx, venue.id, businessDay(ctx.now, timeZone)) : null,
    meetings: may('vp.vp.meetings.show') ? await meetingsPart(ctx, venue.id) : null,
    activation: may('vp.vp.activationplan.show') ? await activationPart(ctx, venue.id, dayjs(todayText)) : null,
    notifications: await notificationsPart(ctx),
  };
});
