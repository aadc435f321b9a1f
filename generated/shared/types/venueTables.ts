// Generated from schema/setup/venueTables.ts by `npm run generate`. Do not edit.
/** Table: a stored record as the API returns it. */
export interface VenueTableRecord {
  id: string;
  version: number;
  name: string;
  seatCount: number;
  venueTableType: 1 | 2;
  note?: string | null;
  isRoundTable?: boolean | null;
  combinationTablePartIds?: string[] | null;
  venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null;
  seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null;
  bookingOnRequestOnly?: boolean | null;
  floorplanTable?: { x?: number | null; y?: number | null; width?: number | null; height?: number | null; rotation?: number | null; } | null;
  sortOrder?: number | null;
  isActive?: boolean | null;
  venueSectionId: string;
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
export type VenueTableInput = Omit<VenueTableRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted'> & { id?: string; version?: number; };
