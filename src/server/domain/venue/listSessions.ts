import type {
  ListSessionsByVenueAndListInput,
  ListSessionsDeleteVisitInput,
  ListSessionsGetOneInput,
  ListSessionsMaintenanceReviewsInput,
  ListSessionsVisitDetailsInput,
  ListSessionsVisitsInput,
} from '@generated/server/resources/listSessions';
import { listSessionsResource } from '@generated/server/resources/listSessions';
import type { ListSessionRecord } from '@generated/shared/types/listSessions';
import { MAINTENANCE_REVIEW_TYPES, isMaintenanceReview, scoreSession } from '@/shared/listScores';
import { defineAction, type RequestContext } from '../../api/action';
import { notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';

/** A session as the lists of sessions show it: without its answers, with the name of who did it. */
export interface SessionSummary {
  id: string;
  venueId: string;
  listId: string | null;
  listType: ListSessionRecord['listType'];
  listVersion: number | null;
  surveyType: ListSessionRecord['surveyType'];
  title: ListSessionRecord['title'];
  userId: string;
  userName: string | null;
  startedOn: string | null;
  completedOn: string;
  score: number | null;
  hasCriticalFailure: boolean;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

async function summaries(ctx: RequestContext, venueId: string, listTypes: { in?: readonly string[]; notIn?: readonly string[] }): Promise<SessionSummary[]> {
  let query = ctx.db
    .selectFrom('listSessions')
    .leftJoin('users', 'users.id', 'listSessions.userId')
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
    .where('listSessions.venueId', '=', venueId)
    .orderBy('listSessions.completedOn', 'desc')
    .orderBy('listSessions.id');
  if (listTypes.in) query = query.where('listSessions.listType', 'in', [...listTypes.in] as never[]);
  if (listTypes.notIn) query = query.where('listSessions.listType', 'not in', [...listTypes.notIn] as never[]);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    venueId: r.venueId!,
    listId: r.listId ?? null,
    listType: r.listType as SessionSummary['listType'],
    listVersion: r.listVersion ?? null,
    surveyType: r.surveyType as SessionSummary['surveyType'],
    title: (r.title ?? null) as SessionSummary['title'],
    userId: r.userId!,
    userName: r.userName ?? null,
    startedOn: iso(r.startedOn),
    completedOn: iso(r.completedOn)!,
    score: r.score ?? null,
    hasCriticalFailure: Boolean(r.hasCriticalFailure),
  }));
}

/** A session with its answers, the names of its venue and of who did it, and the score of each category. */
export const details = defineAction(async (ctx, { params }: ListSessionsGetOneInput | ListSessionsVisitDetailsInput) => {
  const id = 'surveySessionId' in params ? params.surveySessionId : params.id;
  const session = (await ctx.store.getOrThrow(listSessionsResource, id)) as unknown as ListSessionRecord;
  const venue = await ctx.db.selectFrom('venues').select(['name', 'country', 'timeZone']).where('id', '=', session.venueId).executeTakeFirst();
  const user = await ctx.db.selectFrom('users').select('name').where('id', '=', session.userId).executeTakeFirst();
  const { byCategory } = scoreSession(session.answers ?? []);
  return {
    ...session,
    venueName: venue?.name ?? null,
    venueTimeZone: venue?.timeZone ?? null,
    userName: user?.name ?? null,
    categoryScores: (session.categories ?? []).map((c) => ({ categoryId: c.id, name: c.name ?? null, score: byCategory[c.id] ?? null })),
  };
});

/** The venue's sessions of a list: every version of its type in its country, newest first. */
export const byVenueAndList = defineAction(async (ctx, { params }: ListSessionsByVenueAndListInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  const list = await ctx.db.selectFrom('lists').select(['id', 'type', 'country', 'title', 'listVersion', 'status']).where('id', '=', params.listId).executeTakeFirst();
  if (!list) throw notFound(`List ${params.listId}`);
  return {
    list: { id: list.id, type: list.type!, country: list.country!, title: list.title ?? null, listVersion: list.listVersion ?? null, status: list.status ?? null },
    sessions: await summaries(ctx, params.venueId, { in: [list.type!] }),
  };
});

export const visits = defineAction(async (ctx, { params }: ListSessionsVisitsInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  return summaries(ctx, params.venueId, { notIn: MAINTENANCE_REVIEW_TYPES });
});

export const maintenanceReviews = defineAction(async (ctx, { params }: ListSessionsMaintenanceReviewsInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  return summaries(ctx, params.venueId, { in: MAINTENANCE_REVIEW_TYPES });
});

/** Deletes a visit session; a maintenance review is not a visit session, so it is "not found" here. */
export const deleteVisit = defineAction(async (ctx, { params }: ListSessionsDeleteVisitInput) => {
  const session = await ctx.store.getOrThrow(listSessionsResource, params.id);
  if (isMaintenanceReview(session.listType as string)) throw notFound(`Venue visit session ${params.id}`);
  await ctx.store.remove(listSessionsResource, params.id);
});
