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

/** A section of a venue's information as the API answers it: with its own version, or null before its first save. */
type Versioned<T> = (NonNullable<T> & { version: number }) | null;

/** A venue's address. */
export type VenueAddress = Versioned<{ street: string; postalCode: string; city: string; country: 'dk' | 'no' | 'fi' | 'uk' }>;

/** A venue's week of opening hours in its time zone. */
export interface VenueOpeningHours {
  timeZone: string;
  openingHours: {
    weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
    closed?: boolean | null;
    opens?: string | null;
    closes?: string | null;
  }[];
  version: number;
}

/** What the domain actions of venue info answer: the contract between `src/server/domain/venue/venueInfo.ts` and the typed calls. */
export interface VenueInfoResults {
  getAddress: VenueAddress;
  setAddress: VenueAddress;
  getGeneral: Versioned<VenueGeneralInfo>;
  setGeneral: Versioned<VenueGeneralInfo>;
  getOpeningHours: VenueOpeningHours;
  setOpeningHours: VenueOpeningHours;
  getUsers: {
    userId: string;
    name: string;
    email: string | null;
    phone: string | null;
    roles: string[];
  }[];
}
