import type { GuestAccessEntry } from './accessLog';
import type { ConsentHistory } from './consentEvidence';
import type { CountryCode } from '../types';
import type { ConsentType } from './consents';
import type { GuestLogAction } from './guestLog';
import type { GuestSummary, SearchResult } from './guestSearch';

/** What anonymizing guests removed, by kind. */
export interface Removed {
  consents: number;
  notes: number;
  links: number;
  conversations: number;
  /** Email attachments of the deleted threads (their `media` rows and bytes in `file_contents`). */
  files: number;
}

/** What a note or log line of a guest carries: when, at which venue and by whom. */
export interface GuestEntry {
  id: string;
  createdAt: string;
  venueId: string | null;
  venueName: string | null;
  createdBy: string | null;
  createdByName: string | null;
}

/** A guest's profile with consents, notes and referrals, the names of the venues and people it mentions. */
export type GuestProfile = GuestSummary & {
  venueName: string | null;
  anonymizedByName: string | null;
  consents: {
    venueId: string;
    consent: ConsentType;
    createdAt: string;
    venueName: string | null;
    createdBy: string | null;
    source: string | null;
    createdByName: string | null;
  }[];
  notes: (GuestEntry & { text: string })[];
  referrals: {
    referredBy: {
      kind: 'guest';
      id: string;
      name: string | null;
    } | {
      kind: 'user';
      id: string;
      name: string | null;
    } | null;
    referred: {
      id: string;
      name: string | null;
      createdAt: string;
      anonymized: boolean;
    }[];
    links: {
      url: string;
      shortUrl: string;
      code: string;
      venueId: string | null;
      clicks: number;
      createdAt: string;
    }[];
  };
  version: number;
  profileImageUrl: string | null;
  socialsFacebook: string | null;
  socialsInstagram: string | null;
  labels: string[];
  interests: string[];
  source: 'Email' | 'Manual' | 'BookingForm' | 'DynamicForm' | 'WifiLogin' | 'Messenger' | 'Referral' | 'Import' | null;
  referralCode: string | null;
  referredByGuestId: string | null;
  referredByUserId: string | null;
  visitCount: number;
  lastVisitAt: string | null;
  totalSpend: number;
  points: number;
  anonymizedBy: string | null;
  updatedAt: string;
};

/** What the domain actions of guest profiles answer: the contract between `src/server/domain/guests/guestProfiles.ts` and the typed calls. */
export interface GuestProfilesResults {
  getAccessLog: GuestAccessEntry[];
  getConsentHistory: ConsentHistory;
  search: SearchResult;
  searchByVenue: SearchResult;
  myReferrals: SearchResult;
  getProfile: GuestProfile;
  getLog: (GuestEntry & {
    action: GuestLogAction;
    source: string | null;
    consent: string | null;
    field: string | null;
    oldValue: string | null;
    newValue: string | null;
  })[];
  getFieldSources: {
    field: 'GuestEmail' | 'GuestPhone' | 'GuestFirstName' | 'GuestLastName' | 'GuestBirthDate' | 'ProfileImageUrl' | 'SocialsFacebook' | 'SocialsInstagram';
    hasValue: boolean;
    source: 'Email' | 'Manual' | 'BookingForm' | 'DynamicForm' | 'WifiLogin' | 'Messenger' | 'Referral' | 'Import' | null;
    updatedAt: string | null;
    updatedBy: string | null;
    updatedByName: string | null;
  }[];
  updateProfile: GuestProfile;
  guestQueryCount: {
    count: number;
    capped: boolean;
  };
  anonymize: GuestProfile & { removed: Removed };
  anonymizeVenue: {
    venueId: string;
    anonymized: number;
    removed: Removed;
  };
  anonymizeVenuePreview: {
    venueId: string;
    venueName: string;
    country: CountryCode;
    guests: number;
  };
  shortenReferralLink: {
    guestId: string;
    referralCode: string;
    url: string;
    shortUrl: string;
    code: string;
  };
  create: GuestProfile;
  update: GuestProfile;
  getGuest: GuestProfile;
  getValue: {
    guestId: string;
    visitCount: number;
    lastVisitAt: string | null;
    totalSpend: number;
    currency: string;
    averageSpend: number;
    points: number;
    consents: number;
    referrals: number;
  };
  statistics: {
    guests: number;
    newGuests30Days: number;
    anonymized: number;
    referred: number;
    consents: Record<string, number>;
    newGuestsByMonth: {
      month: string;
      guests: number;
    }[];
    openMessengerConversations: number;
    openEmailConversations: number;
    unassignedConversations: number;
    unreadMessages: number;
    country: 'dk' | 'no' | 'fi' | 'uk';
    computedAt: string;
  };
  addConsent: GuestProfile;
  removeConsent: GuestProfile;
  addNote: {
    id: string;
    guestId: string;
    text: string;
    venueId: string | null;
    createdAt: string;
    createdBy: string;
    createdByName: string;
  };
  guestQueryCountGuestProfiles: {
    count: number;
    capped: boolean;
  };
  venueGuests: SearchResult;
  myReferralsGuestProfiles: SearchResult;
  globalLogs: (GuestEntry & {
    message: string | null;
    category: string | null;
    system: string | null;
  })[];
}
