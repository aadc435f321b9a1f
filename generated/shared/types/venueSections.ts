// Generated from schema/setup/venueSections.ts by `npm run generate`. Do not edit.
/** Section: a stored record as the API returns it. */
export interface VenueSectionRecord {
  id: string;
  version: number;
  name: string;
  image?: string | null;
  description?: string | null;
  venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null;
  seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null;
  bookingOnRequestOnly?: boolean | null;
  sortOrder?: number | null;
  venueSetupId: string;
  venueDetailsId: string;
  deleted: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueSectionInput = Omit<VenueSectionRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
