// Generated from schema/setup/venueDetails.ts by `npm run generate`. Do not edit.
/** Venue details: a stored record as the API returns it. */
export interface VenueDetailRecord {
  id: string;
  version: number;
  name: string;
  venuePortalId: string;
  shortName?: string | null;
  locationId?: { id?: string | null; } | null;
  address?: string | null;
  description?: string | null;
  image?: string | null;
  logo?: string | null;
  images?: string[] | null;
  tags?: string[] | null;
  legalDocuments?: Array<{ name?: string | null; url?: string | null; }> | null;
  obsInfo?: string | null;
  deleted: string;
  venuePolicies?: Array<{ policyConfigurationId?: string | null; identifier?: string | null; policyType: "OpeningHoursPolicy" | "BookingHoursPolicy" | "MinimumSpendPolicy" | "TableBookingPolicy"; policyLevel?: 0 | 10 | 20 | 30 | null; limits?: Array<{ limitType: 1 | 2 | 3; openingTime?: string | null; closingTime?: string | null; bookingAllowedFrom?: string | null; bookingAllowedUntil?: string | null; target?: 0 | 1 | null; minimumSpendAmount?: { value?: number | null; currency?: string | null; } | null; minPercentage?: number | null; maxPercentage?: number | null; }> | null; }> | null;
  seatingStrategies?: Array<{ seatingStrategyType: "SeatingStrategyPreferredSeating" | "SeatingStrategyPreferFullTables" | "SeatingStrategyPenalizeBookedTables" | "SeatingStrategyPreferHighTableCapacityUsage"; matchScoreModifier?: number | null; unmatchedScoreModifier?: number | null; level?: 0 | 10 | 20 | 30 | null; scorePerUnusedSeatMultiplier?: number | null; }> | null;
  bookingOnRequestOnly?: boolean | null;
  type?: number | null;
  startTimeOfDay?: string | null;
  currencyInfo: { code?: string | null; symbol?: string | null; };
  timeZoneInfo: { id?: string | null; displayName?: string | null; utcOffset?: string | null; };
  iso3166CountryCode: string;
  timeZoneCode?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueDetailInput = Omit<VenueDetailRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deleted' | 'currencyInfo' | 'timeZoneInfo' | 'iso3166CountryCode'> & { id?: string; version?: number; };
