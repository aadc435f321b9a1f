import type { MeetingInstancesCreateInput, MeetingInstancesEndInput, MeetingInstancesStartInput, MeetingInstancesUpdateInput } from '@generated/server/resources/meetingInstances';
import { meetingInstancesResource } from '@generated/server/resources/meetingInstances';
import { meetingsResource } from '@generated/server/resources/meetings';
import dayjs from '@/shared/dayjs';
import { periodOf, type MeetingType } from '@/shared/meetingPeriods';
import type { StoredRecord } from '@/shared/records';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { toRecord, toRow } from '../../api/store';
import { notifyMeetingEnded } from '../life/meetingRuleNotifications';
import { getVenueOrThrow } from '../shell/venueLookup';

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
    meeting: { title: meeting.title, type: meeting.type, steps: meeting.steps ?? [] },
    status: 'created',
    attendees: [],
  });
});

/** Facilitator, attendees and notes of an instance that has not ended. */
export const update = defineAction(async (ctx, { body }: MeetingInstancesUpdateInput) => {
  const current = await ctx.store.getOrThrow(meetingInstancesResource, body.id);
  if (body.meetingId !== current.meetingId) throw badRequest('body.meetingId', 'cannot be changed');
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.status === 'ended') throw conflict(STATE_MESSAGES.ended);
  return ctx.store.update(meetingInstancesResource, body.id, { ...body, facilitator: body.facilitator?.trim() || null, attendees: cleanNames(body.attendees) }, { version: body.version });
});

export const start = defineAction(async (ctx, { body }: MeetingInstancesStartInput) => {
  const facilitator = body.facilitator.trim();
  if (!facilitator) throw badRequest('body.facilitator', 'is required');
  return transition(ctx, body.meetingInstanceId, 'created', {
    status: 'started',
    facilitator,
    attendees: cleanNames(body.attendees),
    when: body.when,
    startedAt: ctx.now.toISOString(),
  });
});

export const end = defineAction(async (ctx, { body }: MeetingInstancesEndInput) => {
  const ended = await transition(ctx, body.meetingInstanceId, 'started', { status: 'ended', endedAt: ctx.now.toISOString() });
  const meeting = (ended.meeting ?? {}) as { title?: string };
  await notifyMeetingEnded(ctx.db, { id: ended.id, meetingId: String(ended.meetingId), venueId: String(ended.venueId), meetingTitle: meeting.title ?? '' }, ctx.now);
  return ended;
});
