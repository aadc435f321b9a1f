// Generated from schema/guests/guestProfiles.ts by `npm run generate`. Do not edit.
/** Guest profile: a stored record as the API returns it. */
export interface GuestProfileRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  venueId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  birthDate?: string | null;
  profileImageUrl?: string | null;
  socialsFacebook?: string | null;
  socialsInstagram?: string | null;
  labels?: string[] | null;
  interests?: string[] | null;
  source: "Manual" | "BookingForm" | "DynamicForm" | "WifiLogin" | "Messenger" | "Email" | "Referral" | "Import";
  fieldSources: Array<{ field: "GuestFirstName" | "GuestLastName" | "GuestEmail" | "GuestPhone" | "GuestBirthDate" | "ProfileImageUrl" | "SocialsFacebook" | "SocialsInstagram"; source: "Manual" | "BookingForm" | "DynamicForm" | "WifiLogin" | "Messenger" | "Email" | "Referral" | "Import"; updatedAt: string; updatedBy?: string | null; }>;
  referralCode: string;
  referredByGuestId: string;
  referredByUserId: string;
  visitCount: number;
  lastVisitAt: string;
  totalSpend: number;
  points: number;
  anonymizedAt: string;
  anonymizedBy: string;
  nameKey: string;
  firstNameKey: string;
  emailKey: string;
  phoneKey: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type GuestProfileInput = Omit<GuestProfileRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'source' | 'fieldSources' | 'referralCode' | 'referredByGuestId' | 'referredByUserId' | 'visitCount' | 'lastVisitAt' | 'totalSpend' | 'points' | 'anonymizedAt' | 'anonymizedBy' | 'nameKey' | 'firstNameKey' | 'emailKey' | 'phoneKey'> & { id?: string; version?: number; };
