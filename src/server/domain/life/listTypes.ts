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

/** Survey type codes of section 3 by list type: competitor visits 0 (survey), fire protection and maintenance 2 (checklist), venue visits 3. */
export function surveyTypeOf(type: ListType): 0 | 2 | 3 {
  if (type === 'CompetitorVisit') return 0;
  if (type === 'FireProtectionMeasures' || type.startsWith('Maintenance')) return 2;
  return 3;
}
