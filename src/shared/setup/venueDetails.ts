import type { StoredRecord } from '../records';
import type { NightOccupancy } from './occupancy';
import type { VenueDetails } from './venueData';

/** What the domain actions of venue details answer: the contract between `src/server/domain/setup/venueDetails.ts` and the typed calls. */
export interface VenueDetailsResults {
  list: VenueDetails[];
  create: StoredRecord;
  update: StoredRecord;
  bookingPercentage: {
    venueDetailsId: string;
    year: number;
    month: number;
    percentage: number;
    nights: NightOccupancy[];
  };
  bookingPercentageByVenues: (NightOccupancy & { venueDetailsId: string; name: string })[];
}
