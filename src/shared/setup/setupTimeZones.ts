/** What the domain actions of time zones answer: the contract between `src/server/domain/setup/setupTimeZones.ts` and the typed calls. */
export interface SetupTimeZonesResults {
  countryCodes: {
    iso3166CountryCode: 'DK' | 'NO' | 'FI' | 'GB';
    countryId: 'dk' | 'no' | 'fi' | 'uk';
    currencyInfo: {
      code: string;
      symbol: string;
    };
    defaultTimeZone: 'Europe/Copenhagen' | 'Europe/Oslo' | 'Europe/Helsinki' | 'Europe/London';
  }[];
  byCountry: {
    id: string;
    displayName: string;
    utcOffset: string;
  }[];
}
