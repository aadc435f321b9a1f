// Generated from schema/venue/listSessions.ts by `npm run generate`. Do not edit.
import type { MultilingualText } from '@/shared/types';

/** Session: a stored record as the API returns it. */
export interface ListSessionRecord {
  id: string;
  venueId: string;
  listId?: string | null;
  listType: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough";
  listVersion?: number | null;
  surveyType: 0 | 1 | 2 | 3 | 4;
  title?: MultilingualText | null;
  userId: string;
  startedOn?: string | null;
  completedOn: string;
  score?: number | null;
  hasCriticalFailure?: boolean | null;
  categories?: Array<{ id: string; name?: MultilingualText | null; }> | null;
  answers?: Array<{ questionId: string; kind: "yesNo" | "yesNoCritical" | "text" | "number" | "rating" | "photoMultipleUpload" | "videoMultipleUpload"; text?: MultilingualText | null; categoryId?: string | null; weight?: number | null; value?: string | null; comment?: string | null; media?: string[] | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ListSessionInput = Omit<ListSessionRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
