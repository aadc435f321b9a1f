import type { Records, StoredRecord } from '../records';

/** The point-of-sale settings of a venue. */
export type PosVenueSettings = {
  version: number;
  defaultPriceGroupId?: string | null;
  receivingStorageId?: string | null;
  businessDayStartsAt?: string | null;
  tipsEnabled?: boolean | null;
  serviceChargePercentage?: number | null;
  receiptHeader?: string | null;
  receiptFooter?: string | null;
  zReportEmail?: string | null;
};

/** What the domain actions of pos venues answer: the contract between `src/server/domain/pos/posVenues.ts` and the typed calls. */
export interface PosVenuesResults {
  createVenue: StoredRecord;
  createStorage: Records['posVenues'];
  updateStorage: Records['posVenues'];
  deleteStorage: Records['posVenues'];
  createLocation: Records['posVenues'];
  updateLocation: Records['posVenues'];
  deleteLocation: Records['posVenues'];
  getSettings: PosVenueSettings;
  updateSettings: PosVenueSettings;
}
