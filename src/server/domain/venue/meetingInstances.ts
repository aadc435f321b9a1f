import type {
  MeetingInstancesCreateInput,
  MeetingInstancesEndInput,
  MeetingInstancesGetByVenueInput,
  MeetingInstancesGetOneInput,
  MeetingInstancesGoToStepInput,
  MeetingInstancesMinutesInput,
  MeetingInstancesStartInput,
  MeetingInstancesUpdateInput,
} from '@generated/server/resources/meetingInstances';
import { meetingInstancesResource } from '@generated/server/resources/meetingInstances';
import { meetingsResource } from '@generated/server/resources/meetings';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import dayjs from '@/shared/dayjs';
import { mentionedUserIds } from '@/shared/mentions';
import { periodLabelParts, periodOf, type MeetingType } from '@/shared/meetingPeriods';
import { monthName } from '@/shared/monthName';
import type { Page, StoredRecord } from '@/shared/records';
import { defineAction, FileResult, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { toRecord, toRow } from '../../api/store';
import { notifyMeetingEnded } from '../life/meetingRuleNotifications';
import { notifyMentioned, renderField, storeMentions } from '../shell/mentions';
import { getVenueOrThrow } from '../shell/venueLookup';
import { checkActionItems, createActionItems, type ActionItem } from './meetingActionItems';
import { meetingMinutesPdf } from './meetingMinutesPdf';

type Status = 'created' | 'started' | 'ended';

const STATE_MESSAGES: Record<Status, string> = {
  created: 'The meeting has not started yet',
  started: 'The meeting has already started',
  ended: 'The meeting has already ended',
};

/** Names without blanks and repeats, in the order given. */
function cleanNames(names: (string | null | undefined)[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = (raw ?? '').trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/** Moves an instance from one state to the next; a concurrent move of the same instance gets 409. */
async function transition(ctx: RequestContext, id: string, from: Status, data: Record<string, unknown>): Promise<StoredRecord> {
  const current = await ctx.store.getOrThrow(meetingInstancesResource, id);
  if (current.status !== from) throw conflict(STATE_MESSAGES[current.status as Status] ?? 'The meeting cannot do this now');
  const row = await ctx.db
    .updateTable('meetingInstances')
    .set({ ...toRow(meetingInstancesResource, data), version: (current.version ?? 0) + 1, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict('The meeting was changed by someone else. Reload it and try again.');
  return toRecord(meetingInstancesResource, row);
}

/** The report a meeting's Power BI step shows, as the instance keeps it; none when the meeting names none. */
async function powerBiOf(ctx: RequestContext, reportId: string | null | undefined) {
  if (!reportId) return null;
  const report = await ctx.db.selectFrom('cockpitReports').select(['name', 'reportId', 'workspaceId']).where('id', '=', reportId).executeTakeFirst();
  return report ?? null;
}

/** An instance as people read it: the notes name the people they mention as they are called today. */
async function present(ctx: RequestContext, instance: StoredRecord): Promise<StoredRecord> {
  const [shown] = await renderField(ctx.db, [instance], 'notes');
  return shown;
}

const PAGE_SIZE = 25;

/** A page of the venue's instances, the newest held first; their notes as people read them, like a single one's. */
export const listByVenue = defineAction(async (ctx, { params, query }: MeetingInstancesGetByVenueInput): Promise<Page<MeetingInstanceRecord>> => {
  const page = query.page ?? 1;
  if (page < 1) throw badRequest('query.page', 'must be 1 or more');
  if (query.perPage !== undefined && (query.perPage < 1 || query.perPage > 100)) throw badRequest('query.perPage', 'must be between 1 and 100');
  const pageSize = query.perPage ?? PAGE_SIZE;
  const match = { venueId: params.venueId, ...(query.meetingId ? { meetingId: query.meetingId } : {}), ...(query.status ? { status: query.status } : {}) };
  const result = await ctx.store.list(meetingInstancesResource, { match, sort: { field: 'when', order: 'DESC' }, page, pageSize });
  const items = (await renderField(ctx.db, result.records, 'notes')) as unknown as MeetingInstanceRecord[];
  return { items, totalItems: result.total, page, pageSize, totalPages: Math.max(1, Math.ceil(result.total / pageSize)) };
});

export const getOne = defineAction(async (ctx, { params }: MeetingInstancesGetOneInput) => (await present(ctx, await ctx.store.getOrThrow(meetingInstancesResource, params.id))) as unknown as MeetingInstanceRecord);

/** Creates the instance for the period containing `when` (now by default), in the venue's own time zone. */
export const create = defineAction(async (ctx, { body }: MeetingInstancesCreateInput) => {
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const meeting = await ctx.store.get(meetingsResource, body.meetingId);
  if (!meeting) throw badRequest('body.meetingId', `no meeting with the id ${body.meetingId}`);
  if (meeting.country !== venue.country || (meeting.venueId && meeting.venueId !== venue.id)) throw badRequest('body.meetingId', 'is not a meeting this venue holds');
  if (meeting.isActive === false) throw badRequest('body.meetingId', 'is no longer active');
  const when = body.when ? new Date(body.when) : ctx.now;
  const type = meeting.type as MeetingType;
  const { year, period } = periodOf(type, dayjs(when).tz(venue.timeZone ?? 'UTC').format('YYYY-MM-DD'));
  const existing = await ctx.db
    .selectFrom('meetingInstances')
    .select('id')
    .where('venueId', '=', venue.id)
    .where('meetingId', '=', body.meetingId)
    .where('whenYear', '=', year)
    .where('period', '=', period)
    .executeTakeFirst();
  if (existing) throw conflict(`"${String(meeting.title)}" already has a meeting for this period at the venue`);
  return ctx.store.create(meetingInstancesResource, {
    meetingId: body.meetingId,
    venueId: venue.id,
    when: when.toISOString(),
    whenYear: year,
    period,
    meeting: { title: meeting.title, type: meeting.type, steps: meeting.steps ?? [], powerBi: await powerBiOf(ctx, meeting.powerBiReportId as string | null) },
    status: 'created',
    attendees: [],
  });
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Facilitator, attendees and notes of an instance that has not ended; what belongs to the steps (decisions, action
 * items, step notes) only once it has started. The notes may mention people who can see the venue's meetings; each
 * is told once, with a link to the meeting. An edit that sends no `mentions` keeps those whose names are still there.
 */
export const update = defineAction(async (ctx, { body }: MeetingInstancesUpdateInput) => {
  const current = await ctx.store.getOrThrow(meetingInstancesResource, body.id);
  if (body.meetingId !== current.meetingId) throw badRequest('body.meetingId', 'cannot be changed');
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.status === 'ended') throw conflict(STATE_MESSAGES.ended);
  const actionItems = await checkActionItems(ctx, current.venueId as string, body.actionItems as ActionItem[] | null | undefined, 'body.actionItems');
  const stepNotes = (body.stepNotes ?? []).map((n) => ({ step: n.step, note: n.note.trim() })).filter((n) => n.note);
  const decisions = body.decisions?.trim() || null;
  const stepsChanged = !same(actionItems, current.actionItems ?? []) || !same(stepNotes, current.stepNotes ?? []) || !same(decisions, current.decisions);
  if (current.status === 'created' && stepsChanged) throw conflict(STATE_MESSAGES.created);
  const venueId = String(current.venueId);
  const picked = [...(body.mentions ?? []), ...mentionedUserIds(current.notes as string | null)];
  const notes = await storeMentions(ctx, body.notes?.trim() ?? '', picked, { permission: 'vp.vp.meetings.show', venueId, what: "this venue's meetings" }, 'body.mentions');
  const saved = await ctx.store.update(
    meetingInstancesResource,
    body.id,
    { ...body, facilitator: body.facilitator?.trim() || null, attendees: cleanNames(body.attendees), notes: notes.stored || null, mentions: notes.userIds, decisions, actionItems, stepNotes },
    { version: body.version },
  );
  const shown = await present(ctx, saved);
  const title = ((current.meeting ?? {}) as { title?: string }).title ?? '';
  const link = `/vp/meetings/${saved.id}?venueId=${encodeURIComponent(venueId)}`;
  await notifyMentioned(ctx, notes.userIds, { place: 'meeting', name: title, link, venueId, sourceKey: `meetingInstances:${saved.id}` }, String(shown.notes ?? ''));
  return shown;
});

/**
 * Moves a started meeting to one of its steps; whoever opens it next resumes there. The step is not part of the
 * version: walking the steps never makes a colleague's notes stale.
 */
export const goToStep = defineAction(async (ctx, { body }: MeetingInstancesGoToStepInput) => {
  const current = await ctx.store.getForUpdate(meetingInstancesResource, body.meetingInstanceId);
  if (!current) throw badRequest('body.meetingInstanceId', `no meeting with the id ${body.meetingInstanceId}`);
  if (current.status !== 'started') throw conflict(STATE_MESSAGES[current.status as Status]);
  const steps = ((current.meeting ?? {}) as { steps?: string[] }).steps ?? [];
  if (body.step >= steps.length) throw badRequest('body.step', `the meeting has ${steps.length} steps (0 to ${steps.length - 1})`);
  const row = await ctx.db.updateTable('meetingInstances').set({ currentStep: body.step, updatedAt: ctx.now, updatedBy: ctx.user.userId }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
  return present(ctx, toRecord(meetingInstancesResource, row));
});

export const start = defineAction(async (ctx, { body }: MeetingInstancesStartInput) => {
  const facilitator = body.facilitator.trim();
  if (!facilitator) throw badRequest('body.facilitator', 'is required');
  const started = await transition(ctx, body.meetingInstanceId, 'created', {
    status: 'started',
    facilitator,
    attendees: cleanNames(body.attendees),
    when: body.when,
    startedAt: ctx.now.toISOString(),
  });
  return present(ctx, started);
});

/** A period in English words, for the minutes: Week 12 2026, March 2026, Q1 2026. */
function periodInWords(type: MeetingType, year: number, period: number): string {
  const parts = periodLabelParts(type, { year, period });
  switch (parts.kind) {
    case 'week':
      return `Week ${parts.week} ${parts.year}`;
    case 'weeks':
      return `Weeks ${parts.from}-${parts.to} ${parts.year}`;
    case 'month':
      return `${monthName(parts.month, 'eng')} ${parts.year}`;
    case 'quarter':
      return `Q${parts.quarter} ${parts.year}`;
    case 'half':
      return `H${parts.half} ${parts.year}`;
    case 'year':
      return `Year ${parts.year}`;
  }
}

/**
 * Ends a started meeting in the request's one transaction: the state moves first (a second End waits for the row and
 * then finds it ended: 409), then the action items become tasks and to-dos and the rules notify. Any failure
 * rolls all of it back.
 */
export const end = defineAction(async (ctx, { body }: MeetingInstancesEndInput) => {
  const ended = await transition(ctx, body.meetingInstanceId, 'started', { status: 'ended', endedAt: ctx.now.toISOString() });
  const meeting = (ended.meeting ?? {}) as { title?: string };
  const items = (ended.actionItems ?? []) as ActionItem[];
  const created = await createActionItems(ctx, { id: ended.id, venueId: String(ended.venueId), title: meeting.title ?? '' }, items);
  const row = created.length ? await ctx.db.updateTable('meetingInstances').set(toRow(meetingInstancesResource, { actionItems: created })).where('id', '=', ended.id).returningAll().executeTakeFirstOrThrow() : null;
  await notifyMeetingEnded(ctx.db, { id: ended.id, meetingId: String(ended.meetingId), venueId: String(ended.venueId), meetingTitle: meeting.title ?? '' }, ctx.now);
  return present(ctx, row ? toRecord(meetingInstancesResource, row) : ended);
});

/** The minutes of an ended meeting, made from what the end locked. */
export const minutes = defineAction(async (ctx, { params }: MeetingInstancesMinutesInput) => {
  const instance = await present(ctx, await ctx.store.getOrThrow(meetingInstancesResource, params.id));
  if (instance.status !== 'ended') throw conflict('The meeting has not ended yet; its minutes are made when it ends');
  const venue = await getVenueOrThrow(ctx, String(instance.venueId));
  const meeting = (instance.meeting ?? {}) as { title?: string; type?: string; steps?: string[] };
  const items = (instance.actionItems ?? []) as ActionItem[];
  const ids = [...new Set(items.map((a) => a.assigneeId).filter((id): id is string => Boolean(id)))];
  const names = ids.length ? await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const period = periodInWords((meeting.type ?? 'Weekly') as MeetingType, Number(instance.whenYear), Number(instance.period));
  const pdf = await meetingMinutesPdf({
    title: meeting.title ?? '',
    venueName: venue.name ?? '',
    period,
    timeZone: venue.timeZone ?? 'UTC',
    when: (instance.when as string | null) ?? null,
    endedAt: (instance.endedAt as string | null) ?? null,
    facilitator: (instance.facilitator as string | null) ?? null,
    attendees: (instance.attendees as string[] | null) ?? [],
    steps: meeting.steps ?? [],
    notes: (instance.notes as string | null) ?? null,
    decisions: (instance.decisions as string | null) ?? null,
    stepNotes: (instance.stepNotes as { step: string; note: string }[] | null) ?? [],
    actionItems: items.map((a) => ({ ...a, assigneeName: names.find((n) => n.id === a.assigneeId)?.name ?? null })),
  });
  return new FileResult(`minutes-${period.replace(/\s+/g, '-').toLowerCase()}-${instance.id}.pdf`, 'application/pdf', pdf);
});
