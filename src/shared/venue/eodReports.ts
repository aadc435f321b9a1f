import type { Records } from '../records';
import type { CountryCode } from '../types';

/** An end-of-day report with the venue's name, country, time zone and currency, who sent it and the rules it follows. */
export type EodReportDetails = Records['eodReports'] & {
  venueName: string;
  country: CountryCode;
  timeZone: string;
  currency: 'DKK' | 'NOK' | 'EUR' | 'GBP';
  sentByName: string | null;
  biImageUrl: string | null;
  rules: {
    requireBiImage: boolean;
    requireRevenue: boolean;
    requireSummary: boolean;
    deadline: string | null;
  };
};

/** What the domain actions of end-of-day reports answer: the contract between `src/server/domain/venue/eodReports.ts` and the typed calls. */
export interface EodReportsResults {
  details: EodReportDetails;
  create: Records['eodReports'];
  update: Records['eodReports'];
  setBi: EodReportDetails;
  send: EodReportDetails;
}
