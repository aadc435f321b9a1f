import type { ListRecord } from '@generated/shared/types/lists';

export type ListType = ListRecord['type'];

/** The seven list types, in the order overviews show them. */
export const LIST_TYPES: ListType[] = [
  'VenueVisitLight',
  'BarsWithRestaurantsThorough',
  'BarsAndNightclubsThorough',
  'CompetitorVisit',
  'FireProtectionMeasures',
  'MaintenanceReviewLight',
  'MaintenanceReviewThorough',
];
