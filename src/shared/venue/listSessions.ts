import type { Records } from '../records';
import type { Page } from '../records';
import type { MultilingualText } from '../types';

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
  details: {
    answers: {
      questionId: string;
      kind: 'yesNo' | 'yesNoCritical' | 'text' | 'number' | 'rating' | 'photoMultipleUpload' | 'videoMultipleUpload';
      text?: MultilingualText | null;
      categoryId?: string | null;
      weight?: number | null;
      value?: string | null;
      comment?: string | null;
      media?: string[] | null;
    }[];
    venueName: string | null;
    venueTimeZone: string | null;
    userName: string | null;
    categoryScores: {
      categoryId: string;
      name: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>> | null;
      score: number | null;
    }[];
    id: string;
    venueId: string;
    listId?: string | null;
    listType: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
    listVersion?: number | null;
    surveyType: 0 | 1 | 2 | 3 | 4;
    title?: MultilingualText | null;
    userId: string;
    startedOn?: string | null;
    completedOn: string;
    score?: number | null;
    hasCriticalFailure?: boolean | null;
    categories?: Array<{
      id: string;
      name?: MultilingualText | null;
    }> | null;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  };
  byVenueAndList: {
    items: SessionSummary[];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
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
  submit: {
    notified: number;
    id: string;
    venueId: string;
    listId?: string | null;
    listType: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
    listVersion?: number | null;
    surveyType: 0 | 1 | 2 | 3 | 4;
    title?: MultilingualText | null;
    userId: string;
    startedOn?: string | null;
    completedOn: string;
    score?: number | null;
    hasCriticalFailure?: boolean | null;
    categories?: Array<{
      id: string;
      name?: MultilingualText | null;
    }> | null;
    answers?: Array<{
      questionId: string;
      kind: 'yesNo' | 'yesNoCritical' | 'text' | 'number' | 'rating' | 'photoMultipleUpload' | 'videoMultipleUpload';
      text?: MultilingualText | null;
      categoryId?: string | null;
      weight?: number | null;
      value?: string | null;
      comment?: string | null;
      media?: string[] | null;
    }> | null;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  };
}
