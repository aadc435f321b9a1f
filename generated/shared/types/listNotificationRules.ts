// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import type { MultilingualText } from '@/shared/types';

/** List rule: a stored record as the API returns it. */
export interface ListNotificationRuleRecord {
  id: string;
  version: number;
  type: "score" | "inactivity";
  country: "dk" | "no" | "fi" | "uk";
  listType?: "FireProtectionMeasures" | "VenueVisitLight" | "BarsWithRestaurantsThorough" | "BarsAndNightclubsThorough" | "CompetitorVisit" | "MaintenanceReviewLight" | "MaintenanceReviewThorough" | null;
  threshold?: number | null;
  questionCategory?: string | null;
  inactivitySeconds?: 86400 | 172800 | 259200 | 604800 | 1209600 | 1814400 | 2629743 | 5259486 | 7889229 | 10518972 | 13148715 | 15778458 | 31556926 | null;
  recipientRoles?: Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd"> | null;
  message: MultilingualText;
  active?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ListNotificationRuleInput = Omit<ListNotificationRuleRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
