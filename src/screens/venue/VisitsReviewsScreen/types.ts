import type { listSessionsApi } from '@generated/client/api/listSessions';
import type { listsApi } from '@generated/client/api/lists';

export type SessionPage = Awaited<ReturnType<typeof listSessionsApi.visits>>;
export type SessionSummary = SessionPage['items'][number];
export type SessionDetail = Awaited<ReturnType<typeof listSessionsApi.getOne>>;
export type VenueList = Awaited<ReturnType<typeof listsApi.queryLatestForVenue>>[number];

export const LIST_TYPE_ENUM = 'listSessions.listType';
export const SURVEY_TYPE_ENUM = 'listSessions.surveyType';

/** Where a session's details open: under the lists' submissions, or (for visits from before the lists module) the old visit page. */
export const sessionPath = (session: Pick<SessionSummary, 'id' | 'listType'>) => `/vp/lists/submissions/${session.listType}/${session.id}`;
export const oldVisitPath = (session: Pick<SessionSummary, 'id'>) => `/vp/visits/visit/${session.id}`;
