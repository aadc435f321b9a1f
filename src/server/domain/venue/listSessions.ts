import type {
  ListSessionsByVenueAndListInput,
  ListSessionsDeleteVisitInput,
  ListSessionsGetOneInput,
  ListSessionsMaintenanceReviewsInput,
  ListSessionsSubmitInput,
  ListSessionsVisitDetailsInput,
  ListSessionsVisitsInput,
} from '@generated/server/resources/listSessions';
import { listSessionsResource } from '@generated/server/resources/listSessions';
import type { ListRecord } from '@generated/shared/types/lists';
import type { ListSessionRecord } from '@generated/shared/types/listSessions';
import { MAINTENANCE_REVIEW_TYPES, answerPoints, isMaintenanceReview, scoreSession } from '@/shared/listScores';
import type { Page } from '@/shared/records';
import type { SessionSummary } from '@/shared/venue/listSessions';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { notifyLowScore } from '../life/listRuleNotifications';
import { surveyTypeOf } from '../life/listTypes';
import { listQueryOf, pagedQuery } from '../reports/venueAccess';
import { getVenueOrThrow } from '../shell/venueLookup';
import { tasksOfSession } from './listSessionTasks';

export { createTask } from './listSessionTasks';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/** How the lists of sessions are paged when the caller does not say. */
export const SESSIONS_PER_PAGE = 25;

interface SessionFilter {
  in?: readonly string[];
  notIn?: readonly string[];
  /** Only sessions from before the lists module (no list). */
  earlier?: boolean;
}

/** A page of the venue's sessions, newest first, without their answers. */
async function summaries(ctx: RequestContext, venueId: string, filter: SessionFilter, paging: { page?: number | null; perPage?: number | null }): Promise<Page<SessionSummary>> {
  const { page, pageSize } = listQueryOf({ page: paging.page, perPage: paging.perPage });
  let base = ctx.db.selectFrom('listSessions').leftJoin('users', 'users.id', 'listSessions.userId').where('listSessions.venueId', '=', venueId);
  if (filter.in) base = base.where('listSessions.listType', 'in', [...filter.in] as never[]);
  if (filter.notIn) base = base.where('listSessions.listType', 'not in', [...filter.notIn] as never[]);
  if (filter.earlier) base = base.where('listSessions.listId', 'is', null);
  const result = await pagedQuery<Record<string, unknown>>(
    ctx,
    base,
    (qb) =>
      qb
        .select([
          'listSessions.id',
          'listSessions.venueId',
          'listSessions.listId',
          'listSessions.listType',
          'listSessions.listVersion',
          'listSessions.surveyType',
          'listSessions.title',
          'listSessions.userId',
          'users.name as userName',
          'listSessions.startedOn',
          'listSessions.completedOn',
          'listSessions.score',
          'listSessions.hasCriticalFailure',
        ])
        .orderBy('listSessions.completedOn', 'desc')
        .orderBy('listSessions.id'),
    { page: page ?? 1, pageSize: pageSize ?? SESSIONS_PER_PAGE },
  );
  return {
    ...result,
    items: result.items.map((r) => ({
      id: String(r.id),
      venueId: String(r.venueId),
      listId: (r.listId as string | null) ?? null,
      listType: r.listType as SessionSummary['listType'],
      listVersion: (r.listVersion as number | null) ?? null,
      surveyType: r.surveyType as SessionSummary['surveyType'],
      title: (r.title ?? null) as SessionSummary['title'],
      userId: String(r.userId),
      userName: (r.userName as string | null) ?? null,
      startedOn: iso(r.startedOn),
      completedOn: iso(r.completedOn)!,
      score: (r.score as number | null) ?? null,
      hasCriticalFailure: Boolean(r.hasCriticalFailure),
    })),
  };
}

/**
 * The session's answers with the weight of each question. Snapshots keep the weight; sessions stored before they did
 * take it from the list version they were answered on (weight 1 where that is gone), so that category scores are
 * weighted like the session's score.
 */
async function withWeights(ctx: RequestContext, session: ListSessionRecord) {
  const answers = session.answers ?? [];
  if (!session.listId || answers.every((a) => a.weight !== null && a.weight !== undefined)) return answers;
  const list = await ctx.db.selectFrom('lists').select('questions').where('id', '=', session.listId).executeTakeFirst();
  const weights = new Map(((list?.questions ?? []) as { id: string; weight?: number | null }[]).map((q) => [q.id, q.weight ?? 1]));
  return answers.map((a) => (a.weight === null || a.weight === undefined ? { ...a, weight: weights.get(a.questionId) ?? 1 } : a));
}

/** A session with its answers, the names of its venue and of who did it, and the (weighted) score of each category. */
export const details = defineAction(async (ctx, { params }: ListSessionsGetOneInput | ListSessionsVisitDetailsInput) => {
  const visitsOnly = 'surveySessionId' in params;
  const id = visitsOnly ? params.surveySessionId : params.id;
  const session = (await ctx.store.getOrThrow(listSessionsResource, id)) as unknown as ListSessionRecord;
  // GET /VenueVisitSessions/details/{id} is about visit sessions, as DELETE /venueVisitSessions/{id} is: a maintenance
  // review is not one there (404 on both); GET /ListSessions/{id} answers every session.
  if (visitsOnly && isMaintenanceReview(session.listType)) throw notFound(`Venue visit session ${id}`);
  const venue = await ctx.db.selectFrom('venues').select(['name', 'country', 'timeZone']).where('id', '=', session.venueId).executeTakeFirst();
  const user = await ctx.db.selectFrom('users').select('name').where('id', '=', session.userId).executeTakeFirst();
  const answers = await withWeights(ctx, session);
  const { byCategory } = scoreSession(answers);
  return {
    ...session,
    answers,
    venueName: venue?.name ?? null,
    venueTimeZone: venue?.timeZone ?? null,
    userName: user?.name ?? null,
    tasks: await tasksOfSession(ctx, session.id),
    categoryScores: (session.categories ?? []).map((c) => ({ categoryId: c.id, name: c.name ?? null, score: byCategory[c.id] ?? null })),
  };
});

/** The venue's sessions of a list: every version of its type in its country, newest first, a page at a time. */
export const byVenueAndList = defineAction(async (ctx, { params, query }: ListSessionsByVenueAndListInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  const list = await ctx.db.selectFrom('lists').select(['id', 'type', 'country', 'title', 'listVersion', 'status']).where('id', '=', params.listId).executeTakeFirst();
  if (!list) throw notFound(`List ${params.listId}`);
  return {
    list: { id: list.id, type: list.type!, country: list.country!, title: list.title ?? null, listVersion: list.listVersion ?? null, status: list.status ?? null },
    ...(await summaries(ctx, params.venueId, { in: [list.type!] }, query)),
  };
});

export const visits = defineAction(async (ctx, { params, query }: ListSessionsVisitsInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  return summaries(ctx, params.venueId, { notIn: MAINTENANCE_REVIEW_TYPES, earlier: query.earlier ?? false }, query);
});

export const maintenanceReviews = defineAction(async (ctx, { params, query }: ListSessionsMaintenanceReviewsInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  return summaries(ctx, params.venueId, { in: MAINTENANCE_REVIEW_TYPES, earlier: query.earlier ?? false }, query);
});

/** Deletes a visit session; a maintenance review is not a visit session, so it is "not found" here. */
export const deleteVisit = defineAction(async (ctx, { params }: ListSessionsDeleteVisitInput) => {
  const session = await ctx.store.getOrThrow(listSessionsResource, params.id);
  if (isMaintenanceReview(session.listType as string)) throw notFound(`Venue visit session ${params.id}`);
  await ctx.store.remove(listSessionsResource, params.id);
});

type Answer = NonNullable<ListSessionRecord['answers']>[number];
type Question = NonNullable<ListRecord['questions']>[number];
type Submitted = NonNullable<ListSessionsSubmitInput['body']['answers']>[number];

const MEDIA_KINDS = ['photoMultipleUpload', 'videoMultipleUpload'];

/** Whether a question got an answer: a value, or for photo and video questions at least one file. */
const isAnswered = (kind: string, given: Submitted | undefined) => (MEDIA_KINDS.includes(kind) ? Boolean(given?.media?.length) : Boolean(given?.value?.trim()));

/** Checks a submitted value against its question's kind; the error names the answer's value. */
function checkValue(question: Question, given: Submitted, field: string): string | null {
  const value = given.value?.trim() || null;
  if (value === null) return null;
  switch (question.kind) {
    case 'yesNo':
    case 'yesNoCritical':
    case 'rating':
      if (answerPoints(question.kind, value) === null) throw badRequest(field, question.kind === 'rating' ? 'must be a whole number from 1 to 5' : 'must be yes or no');
      return value;
    case 'number':
      if (!Number.isFinite(Number(value.replace(',', '.')))) throw badRequest(field, 'must be a number');
      return value.replace(',', '.');
    case 'photoMultipleUpload':
    case 'videoMultipleUpload':
      throw badRequest(field, 'photo and video questions are answered with files (media)');
    default:
      return value;
  }
}

/**
 * The answers as stored: one per question of the list in the list's order, each with a snapshot of the question
 * (kind, text, category, weight) so that later versions do not change what was answered.
 */
function snapshot(list: ListRecord, answers: Submitted[]): Answer[] {
  const questions = list.questions ?? [];
  const byId = new Map<string, { answer: Submitted; index: number }>();
  answers.forEach((answer, index) => {
    const field = `body.answers.${index}.questionId`;
    if (!questions.some((q) => q.id === answer.questionId)) throw badRequest(field, `no question ${answer.questionId} in this list`);
    if (byId.has(answer.questionId)) throw badRequest(field, `question ${answer.questionId} is answered twice`);
    byId.set(answer.questionId, { answer, index });
  });
  return questions.map((q) => {
    const given = byId.get(q.id);
    if (q.required && !isAnswered(q.kind, given?.answer)) throw badRequest('body.answers', `question ${q.id} is required`);
    const value = given ? checkValue(q, given.answer, `body.answers.${given.index}.value`) : null;
    return {
      questionId: q.id,
      kind: q.kind,
      text: q.text ?? null,
      categoryId: q.categoryId ?? null,
      weight: q.weight ?? 1,
      value,
      comment: given?.answer.comment?.trim() || null,
      media: given?.answer.media ?? [],
    } as Answer;
  });
}

/**
 * Stores a completed session, as the inspectors' app submits it. The list must be a published (or since archived)
 * version of the venue's country; the answers are checked against its questions; the score is computed here
 * (weighted, critical failures capped), never taken from the caller. The country's score rules then notify, in
 * the same transaction, the roles they name at the venue (not the inspector).
 */
export const submit = defineAction(async (ctx, { body }: ListSessionsSubmitInput) => {
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const list = (await ctx.db.selectFrom('lists').selectAll().where('id', '=', body.listId).executeTakeFirst()) as unknown as ListRecord | undefined;
  if (!list) throw badRequest('body.listId', `no list ${body.listId}`);
  if (list.status === 'draft') throw badRequest('body.listId', 'is a draft; sessions are of published lists');
  if (list.country !== venue.country) throw badRequest('body.listId', `is a list of ${list.country}, the venue is in ${venue.country}`);
  const completedOn = body.completedOn ? new Date(body.completedOn) : ctx.now;
  if (completedOn.getTime() > ctx.now.getTime() + 5 * 60_000) throw badRequest('body.completedOn', 'cannot be in the future');
  const startedOn = body.startedOn ? new Date(body.startedOn) : null;
  if (startedOn && startedOn.getTime() > completedOn.getTime()) throw badRequest('body.startedOn', 'must not be after completedOn');
  const answers = snapshot(list, body.answers ?? []);
  const { score, hasCriticalFailure, byCategory } = scoreSession(answers);
  const categories = (list.categories ?? []).map((c) => ({ id: c.id, name: c.name ?? null }));
  const session = (await ctx.store.create(listSessionsResource, {
    venueId: venue.id,
    listId: list.id,
    listType: list.type,
    listVersion: list.listVersion,
    surveyType: surveyTypeOf(list.type),
    title: list.title,
    userId: ctx.user.userId,
    startedOn,
    completedOn,
    score,
    hasCriticalFailure,
    categories,
    answers,
  })) as unknown as ListSessionRecord;
  const notified = await notifyLowScore(
    ctx.db,
    { id: session.id, venueId: venue.id, listType: list.type, score, categories: categories.map((c) => ({ ...c, score: byCategory[c.id] ?? null })) },
    ctx.now,
    ctx.user.userId,
  );
  return { ...session, notified };
});
