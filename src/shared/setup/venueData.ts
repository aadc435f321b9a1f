import type { Policy, SeatingStrategy } from '../bookings/policies';
import type { StoredRecord } from '../records';

/** A venue's booking details as the booking and venue-setup rules read them. */
export interface VenueDetails extends StoredRecord {
  version: number;
  name: string;
  venuePortalId: string;
  shortName: string | null;
  address: string | null;
  description: string | null;
  image: string | null;
  logo: string | null;
  locationId: { id?: string | null } | null;
  timeZoneInfo: { id?: string | null; displayName?: string | null; utcOffset?: string | null } | null;
  startTimeOfDay: string | null;
  timeZoneCode: string | null;
  iso3166CountryCode: string | null;
  currencyInfo: { code?: string | null; symbol?: string | null } | null;
  venuePolicies: Policy[] | null;
  seatingStrategies: SeatingStrategy[] | null;
  bookingOnRequestOnly: boolean | null;
  deleted: string | null;
}

/** What a venue setup says of itself. */
export interface SetupFields {
  version: number;
  name: string;
  venueDetailsId: string;
  isActive: boolean | null;
  venuePolicies: Policy[] | null;
  seatingStrategies: SeatingStrategy[] | null;
  bookingOnRequestOnly: boolean | null;
  floorplan: { width?: number | null; height?: number | null; backgroundImage?: string | null; tables?: FloorplanTable[] | null; sections?: FloorplanSection[] | null } | null;
  deleted: string | null;
}

/** What a section of a venue setup says of itself. */
export interface SectionFields {
  name: string;
  image: string | null;
  description: string | null;
  venuePolicies: Policy[] | null;
  seatingStrategies: SeatingStrategy[] | null;
  bookingOnRequestOnly: boolean | null;
  sortOrder: number | null;
  venueSetupId: string;
  venueDetailsId: string;
  deleted: string | null;
}

/** What a table of a venue setup says of itself. */
export interface TableFields {
  name: string;
  seatCount: number;
  venueTableType: 1 | 2;
  note: string | null;
  isRoundTable: boolean | null;
  isActive: boolean | null;
  combinationTablePartIds: string[] | null;
  venuePolicies: Policy[] | null;
  seatingStrategies: SeatingStrategy[] | null;
  bookingOnRequestOnly: boolean | null;
  floorplanTable: Record<string, number | null> | null;
  sortOrder: number | null;
  venueSectionId: string;
  venueSetupId: string;
  venueDetailsId: string;
  deleted: string | null;
}

/** A table of a venue setup. */
export interface TableRecord extends StoredRecord, TableFields {}

/** Where a table sits on the floorplan. */
export interface FloorplanTable {
  venueTableId: string;
  x: number;
  y: number;
  width?: number | null;
  height?: number | null;
  rotation?: number | null;
}

/** A section's area on the floorplan: a rectangle drawn under its tables. */
export interface FloorplanSection {
  venueSectionId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
