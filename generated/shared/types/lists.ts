// Generated from schema/life/lists.ts by `npm run generate`. Do not edit.
import type { MultilingualText } from '@/shared/types';

/** List: a stored record as the API returns it. */
export interface ListRecord {
  id: string;
  version: number;
  type: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough";
  country: "dk" | "no" | "fi" | "uk";
  listVersion: number;
  status: "draft" | "published" | "archived";
  title: MultilingualText;
  description?: MultilingualText | null;
  categories?: Array<{ id: string; name?: MultilingualText | null; }> | null;
  areas?: Array<{ id: string; name?: MultilingualText | null; }> | null;
  questions?: Array<{ id: string; kind: "yesNo" | "yesNoCritical" | "text" | "number" | "rating" | "photoMultipleUpload" | "videoMultipleUpload"; text?: MultilingualText | null; help?: MultilingualText | null; categoryId?: string | null; areaId?: string | null; weight?: number | null; required?: boolean | null; }> | null;
  publishedAt: string;
  publishedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ListInput = Omit<ListRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'listVersion' | 'status' | 'publishedAt' | 'publishedBy'> & { id?: string; version?: number; };
