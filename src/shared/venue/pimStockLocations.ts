import type { Records } from '../records';

/** What the domain actions of stock locations answer: the contract between `src/server/domain/venue/pimStockLocations.ts` and the typed calls. */
export interface PimStockLocationsResults {
  create: Records['pimStockLocations'];
}
