import type { ListSessionsCreateTaskInput } from '@generated/server/resources/listSessions';
import { listSessionsResource } from '@generated/server/resources/listSessions';
import { venueTasksResource } from '@generated/server/resources/venueTasks';
import type { ListSessionRecord } from '@generated/shared/types/listSessions';
import type { VenueTaskRecord } from '@generated/shared/types/venueTasks';
import dayjs from '@/shared/dayjs';
import { answerPoints } from '@/shared/listScores';
import type { RequestContext } from '../../api/action';
import { defineAction } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { toRecord, toRow } from '../../api/store';
import { getVenueOrThrow } from '../shell/venueLookup';

type Answer = NonNullable<ListSessionRecord['answers']>[number];

/** The language a venue's tasks are written in, from its country; English where the list has no text in it. */
const COUNTRY_LOCALE: Record<string, 'dan' | 'nor' | 'fin' | 'eng'> = { dk: 'dan', no: 'nor', fi: 'fin', uk: 'eng' };

/** A critical question answered "no": the answers a visit or review turns into a task. */
export const isFailedCritical = (answer: Pick<Answer, 'kind' | 'value'>) => answer.kind === 'yesNoCritical' && answerPoints(answer.kind, answer.value) === 1;

/** The tasks made from a session's questions, by question. */
export async function tasksOfSession(ctx: RequestContext, sessionId: string): Promise<{ questionId: string; taskId: string }[]> {
  const rows = await ctx.db.selectFrom('venueTasks').select(['id', 'questionId']).where('listSessionId', '=', sessionId).execute();
  return rows.map((r) => ({ questionId: String(r.questionId), taskId: r.id }));
}

async function taskOf(ctx: RequestContext, sessionId: string, questionId: string) {
  const row = await ctx.db.selectFrom('venueTasks').selectAll().where('listSessionId', '=', sessionId).where('questionId', '=', questionId).executeTakeFirst();
  return row ? (toRecord(venueTasksResource, row) as unknown as VenueTaskRecord) : null;
}

/**
 * A failed critical question of a visit or review becomes a one-off venue task at the session's venue, dated the
 * venue's today, so that the meeting reviewing this week lists it (and carries it on while it is open). The task
 * keeps the session and the question. Asked again, the first task comes back: the unique (session, question) index
 * lets one of concurrent requests insert and the others read what it inserted.
 */
export const createTask = defineAction(async (ctx, { params }: ListSessionsCreateTaskInput) => {
  const session = (await ctx.store.getOrThrow(listSessionsResource, params.id)) as unknown as ListSessionRecord;
  const answer = (session.answers ?? []).find((a) => a.questionId === params.questionId);
  if (!answer) throw notFound(`Question ${params.questionId} of list session ${params.id}`);
  if (!isFailedCritical(answer)) throw badRequest('questionId', 'only a critical question answered "no" becomes a task');
  const existing = await taskOf(ctx, session.id, answer.questionId);
  if (existing) return { task: existing, created: false };
  const venue = await getVenueOrThrow(ctx, session.venueId);
  const locale = COUNTRY_LOCALE[venue.country ?? ''] ?? 'eng';
  const question = answer.text?.[locale] || answer.text?.eng || Object.values(answer.text ?? {}).find(Boolean) || answer.questionId;
  const row = toRow(venueTasksResource, {
    venueId: session.venueId,
    title: question.slice(0, 200),
    description: answer.comment?.slice(0, 2000) ?? null,
    roleTypeId: '',
    repeat: 'none',
    date: dayjs(ctx.now).tz(venue.timeZone ?? 'UTC').format('YYYY-MM-DD'),
    listSessionId: session.id,
    questionId: answer.questionId,
  });
  const inserted = await ctx.db
    .insertInto('venueTasks')
    .values({ ...row, createdBy: ctx.user.userId, updatedBy: ctx.user.userId } as never)
    .onConflict((oc) => oc.columns(['listSessionId', 'questionId']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { task: toRecord(venueTasksResource, inserted) as unknown as VenueTaskRecord, created: true };
  const winner = await taskOf(ctx, session.id, answer.questionId);
  if (!winner) throw notFound(`Venue task of question ${params.questionId}`);
  return { task: winner, created: false };
});
