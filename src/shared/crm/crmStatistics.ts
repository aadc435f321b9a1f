import type { CountryCode } from '../types';

/** The numbers of one country in a snapshot. */
export interface CountryNumbers {
  guests: number;
  newGuests30Days: number;
  anonymized: number;
  referred: number;
  /** Guests with the consent at one venue or more, per consent type. */
  consents: Record<string, number>;
  /** New guests per month, oldest first, the last six months. */
  newGuestsByMonth: { month: string; guests: number; }[];
  openMessengerConversations: number;
  openEmailConversations: number;
  unassignedConversations: number;
  unreadMessages: number;
}

/** What the domain actions of crm statistics answer: the contract between `src/server/domain/crm/crmStatistics.ts` and the typed calls. */
export interface CrmStatisticsResults {
  getLatest: {
    computedAt: string;
    countries: ({
      country: CountryCode;
    } & CountryNumbers)[];
    totals: {
      guests: number;
      newGuests30Days: number;
      anonymized: number;
      referred: number;
      openConversations: number;
      unassignedConversations: number;
      unreadMessages: number;
    };
  };
}
