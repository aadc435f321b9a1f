/** What the domain actions of locations answer: the contract between `src/server/domain/setup/bookingLocations.ts` and the typed calls. */
export interface BookingLocationsResults {
  list: {
    id: string;
    locationId: {
      id: string;
    };
    name: string;
    country: 'dk' | 'no' | 'fi' | 'uk' | null;
    iso3166CountryCode: 'DK' | 'NO' | 'FI' | 'GB' | null;
  }[];
}
