import type { MultilingualText } from '../types';

/** A venue's general information. */
export type VenueGeneralInfo = {
  description?: MultilingualText | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  capacity?: number | null;
  ageLimit?: number | null;
} | null;

/** What the domain actions of venue info answer: the contract between `src/server/domain/venue/venueInfo.ts` and the typed calls. */
export interface VenueInfoResults {
  getAddress: {
    street: string;
    postalCode: string;
    city: string;
    country: 'dk' | 'no' | 'fi' | 'uk';
  } | null;
  setAddress: {
    street: string;
    postalCode: string;
    city: string;
    country: 'dk' | 'no' | 'fi' | 'uk';
  } | null;
  getGeneral: VenueGeneralInfo;
  setGeneral: VenueGeneralInfo;
  getOpeningHours: {
    timeZone: string;
    openingHours: {
      weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      closed?: boolean | null;
      opens?: string | null;
      closes?: string | null;
    }[];
  };
  setOpeningHours: {
    timeZone: string;
    openingHours: {
      weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      closed?: boolean | null;
      opens?: string | null;
      closes?: string | null;
    }[] | null;
  };
  getUsers: {
    userId: string;
    name: string;
    email: string | null;
    phone: string | null;
    roles: string[];
  }[];
}
