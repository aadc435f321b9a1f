import type { Records } from '../records';
import type { MultilingualText } from '../types';

/** A version of a list as the lists of lists show it. */
interface ListVersionSummary {
  id: string;
  type: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
  country: 'dk' | 'no' | 'fi' | 'uk';
  listVersion: number;
  status: 'draft' | 'published' | 'archived';
  title: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>>;
  questionCount: number;
  publishedAt: string;
  updatedAt: string;
}

/** What the domain actions of lists answer: the contract between `src/server/domain/life/lists.ts` and the typed calls. */
export interface ListsResults {
  queryLatest: {
    type: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
    country: 'dk' | 'no' | 'fi' | 'uk';
    versions: number;
    latest: ListVersionSummary | null;
    published: ListVersionSummary | null;
    draft: ListVersionSummary | null;
  }[];
  queryLatestForVenue: {
    list: ListVersionSummary;
    sessionCount: number;
    lastCompletedOn: string | null;
    lastScore: number | null;
  }[];
  categoriesByType: {
    id: string;
    name?: MultilingualText | null;
  }[];
  areasByType: {
    id: string;
    name?: MultilingualText | null;
  }[];
  allCategories: {
    country: 'dk' | 'no' | 'fi' | 'uk';
    listType: Records['lists']['type'];
    listId: string;
    id: string;
    name: MultilingualText | null;
  }[];
  save: Records['lists'];
  newVersion: Records['lists'];
  publish: Records['lists'];
  create: Records['lists'];
  copy: Records['lists'];
  newQuestion: Records['lists'];
}
