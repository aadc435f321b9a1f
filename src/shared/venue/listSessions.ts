import type { Page, Records } from '../records';

/** A session as the lists of sessions show it: without its answers, with the name of who did it. */
export interface SessionSummary {
  id: string;
  venueId: string;
  listId: string | null;
  listType: Records['listSessions']['listType'];
  listVersion: number | null;
  surveyType: Records['listSessions']['surveyType'];
  title: Records['listSessions']['title'];
  userId: string;
  userName: string | null;
  startedOn: string | null;
  completedOn: string;
  score: number | null;
  hasCriticalFailure: boolean;
}

/** What the domain actions of visits & reviews answer: the contract between `src/server/domain/venue/listSessions.ts` and the typed calls. */
export interface ListSessionsResults {
  details: Omit<Records['listSessions'], 'answers'> & {
    answers: NonNullable<Records['listSessions']['answers']>;
    venueName: string | null;
    venueTimeZone: string | null;
    userName: string | null;
    /** The venue task made of each failed critical question that has one. */
    tasks: { questionId: string; taskId: string }[];
    categoryScores: {
      categoryId: string;
      name: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>> | null;
      score: number | null;
    }[];
  };
  byVenueAndList: Page<SessionSummary> & {
    list: {
      id: string;
      type: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
      country: 'dk' | 'no' | 'fi' | 'uk';
      title: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>> | null;
      listVersion: number | null;
      status: 'draft' | 'published' | 'archived' | null;
    };
  };
  visits: Page<SessionSummary>;
  maintenanceReviews: Page<SessionSummary>;
  submit: Records['listSessions'] & { notified: number };
  createTask: { task: Records['venueTasks']; created: boolean };
}
