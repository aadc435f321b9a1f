// Generated from schema/setup/venueSetups.ts by `npm run generate`. Do not edit.
/** Setup: a stored record as the API returns it. */
export interface VenueSetupRecord {
  id: string;
  version: number;
  name: string;
  venueDetailsId: string;
  isActive?: boolean | null;
  deleted: string;
  venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null;
  seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null;
  bookingOnRequestOnly?: boolean | null;
  type?: number | null;
  floorplan: { width?: number | null; height?: number | null; backgroundImage?: string | null; tables?: Array<{ venueTableId: string; x: number; y: number; width?: number | null; height?: number | null; rotation?: number | null; }> | null; };
  floorplanVersion: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueSetupInput = Omit<VenueSetupRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted' | 'floorplan' | 'floorplanVersion'> & { id?: string; version?: number; };
