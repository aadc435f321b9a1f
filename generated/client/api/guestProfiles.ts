// Generated from schema/guests/guestProfiles.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { GuestProfilesResults } from '@/shared/guests/guestProfiles';

export const guestProfilesEndpoints = {
  search: { "resource": "guestProfiles", "name": "search", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}", "params": { "country": { "in": "path", "from": "activeCountry" }, "query": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "includeCount": { "in": "query" }, "exportReason": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query user profiles" },
  searchByVenue: { "resource": "guestProfiles", "name": "searchByVenue", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/venue/{venueId}", "params": { "country": { "in": "path", "from": "activeCountry" }, "venueId": { "in": "path" }, "query": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "includeCount": { "in": "query" }, "exportReason": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query user profiles by venue" },
  myReferrals: { "resource": "guestProfiles", "name": "myReferrals", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/myReferrals", "params": { "country": { "in": "path", "from": "activeCountry" }, "query": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "includeCount": { "in": "query" }, "exportReason": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query user profiles by referral" },
  getProfile: { "resource": "guestProfiles", "name": "getProfile", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/{userId}", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get user profile" },
  getLog: { "resource": "guestProfiles", "name": "getLog", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/{userId}/log", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get user profile log" },
  getConsentHistory: { "resource": "guestProfiles", "name": "getConsentHistory", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/{userId}/consentHistory", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get the consent history" },
  getAccessLog: { "resource": "guestProfiles", "name": "getAccessLog", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/{userId}/accessLog", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get the access log" },
  exportData: { "resource": "guestProfiles", "name": "exportData", "surface": "crm", "method": "POST", "path": "/UserProfiles/{country}/{userId}/export", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": "fields", "returns": "file", "error": "Unable to export guest data" },
  getFieldSources: { "resource": "guestProfiles", "name": "getFieldSources", "surface": "crm", "method": "GET", "path": "/UserProfiles/{country}/{userId}/fieldSources", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get user profile field sources" },
  updateProfile: { "resource": "guestProfiles", "name": "updateProfile", "surface": "crm", "method": "POST", "path": "/UserProfiles/{country}/{userId}", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to update user profile" },
  guestQueryCount: { "resource": "guestProfiles", "name": "guestQueryCount", "surface": "crm", "method": "POST", "path": "/UserProfiles/guestQuery/count", "params": {}, "body": "fields", "returns": "result", "error": "Unable to get guest query count" },
  anonymize: { "resource": "guestProfiles", "name": "anonymize", "surface": "crm", "method": "POST", "path": "/UserProfiles/{country}/{userId}/anonymize", "params": { "country": { "in": "path", "from": "activeCountry" }, "userId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to anonymize user profile" },
  anonymizeVenue: { "resource": "guestProfiles", "name": "anonymizeVenue", "surface": "crm", "method": "POST", "path": "/UserProfiles/venue/{venueId}/anonymize", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to anonymize user profiles of the venue" },
  anonymizeVenuePreview: { "resource": "guestProfiles", "name": "anonymizeVenuePreview", "surface": "crm", "method": "GET", "path": "/UserProfiles/venue/{venueId}/anonymize", "params": { "venueId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to count the guests of the venue" },
  shortenReferralLink: { "resource": "guestProfiles", "name": "shortenReferralLink", "surface": "crm", "method": "POST", "path": "/GuestProfiles/shortenReferralLink", "params": {}, "body": "fields", "returns": "result", "error": "Unable to shorten referral link" },
  create: { "resource": "guestProfiles", "name": "create", "surface": "crm", "method": "POST", "path": "/GuestProfiles", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create guest profile" },
  update: { "resource": "guestProfiles", "name": "update", "surface": "crm", "method": "PUT", "path": "/GuestProfiles", "params": {}, "body": "fields", "returns": "result", "error": "Unable to update guest profile" },
  getGuest: { "resource": "guestProfiles", "name": "getGuest", "surface": "crm", "method": "GET", "path": "/GuestProfiles/guest", "params": { "id": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get guest profile" },
  getValue: { "resource": "guestProfiles", "name": "getValue", "surface": "crm", "method": "GET", "path": "/GuestProfiles/value", "params": { "id": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to get guest value" },
  statistics: { "resource": "guestProfiles", "name": "statistics", "surface": "crm", "method": "GET", "path": "/GuestProfiles/statistics", "params": { "countryId": { "in": "header", "from": "activeCountry" } }, "body": null, "returns": "result", "error": "Unable to get guest statistics" },
  addConsent: { "resource": "guestProfiles", "name": "addConsent", "surface": "crm", "method": "POST", "path": "/GuestProfiles/venue/consent", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add consent" },
  removeConsent: { "resource": "guestProfiles", "name": "removeConsent", "surface": "crm", "method": "DELETE", "path": "/GuestProfiles/venue/consent", "params": { "guestId": { "in": "query" }, "venueId": { "in": "query" }, "consent": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to remove consent" },
  addNote: { "resource": "guestProfiles", "name": "addNote", "surface": "crm", "method": "POST", "path": "/GuestProfiles/Note", "params": {}, "body": "fields", "returns": "result", "error": "Unable to add note" },
  guestQueryCountGuestProfiles: { "resource": "guestProfiles", "name": "guestQueryCountGuestProfiles", "surface": "crm", "method": "POST", "path": "/GuestProfiles/guestQuery/count", "params": {}, "body": "fields", "returns": "result", "error": "Unable to get guest query count" },
  byVenue: { "resource": "guestProfiles", "name": "byVenue", "surface": "crm", "method": "GET", "path": "/GuestProfiles/venue/{venueId}", "params": { "venueId": { "in": "path", "from": "activeVenue" }, "query": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "includeCount": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query user profiles by venue" },
  myReferralsGuestProfiles: { "resource": "guestProfiles", "name": "myReferralsGuestProfiles", "surface": "crm", "method": "GET", "path": "/GuestProfiles/myReferrals", "params": { "countryId": { "in": "header", "from": "activeCountry" }, "query": { "in": "query" }, "top": { "in": "query" }, "skip": { "in": "query" }, "includeCount": { "in": "query" } }, "body": null, "returns": "result", "error": "Unable to query user profiles by referral" },
  globalLogs: { "resource": "guestProfiles", "name": "globalLogs", "surface": "crm", "method": "GET", "path": "/GlobalLogs/ForGuest/{guestId}", "params": { "guestId": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get global logs" },
  delete: { "resource": "guestProfiles", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/GuestProfiles", "params": { "id": { "in": "query" } }, "body": null, "returns": "none", "error": "Unable to delete guest profile" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Guest profile (crm API). */
export const guestProfilesApi = {
  /** GET /UserProfiles/{country} */
  search: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "query"?: string; "top"?: number; "skip"?: number; "includeCount"?: boolean; "exportReason"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['search']>>(guestProfilesEndpoints.search, input, options),
  /** GET /UserProfiles/{country}/venue/{venueId} */
  searchByVenue: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "venueId": string; "query"?: string; "top"?: number; "skip"?: number; "includeCount"?: boolean; "exportReason"?: string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['searchByVenue']>>(guestProfilesEndpoints.searchByVenue, input, options),
  /** GET /UserProfiles/{country}/myReferrals */
  myReferrals: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "query"?: string; "top"?: number; "skip"?: number; "includeCount"?: boolean; "exportReason"?: string; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['myReferrals']>>(guestProfilesEndpoints.myReferrals, input, options),
  /** GET /UserProfiles/{country}/{userId} */
  getProfile: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getProfile']>>(guestProfilesEndpoints.getProfile, input, options),
  /** GET /UserProfiles/{country}/{userId}/log */
  getLog: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getLog']>>(guestProfilesEndpoints.getLog, input, options),
  /** GET /UserProfiles/{country}/{userId}/consentHistory */
  getConsentHistory: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getConsentHistory']>>(guestProfilesEndpoints.getConsentHistory, input, options),
  /** GET /UserProfiles/{country}/{userId}/accessLog */
  getAccessLog: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getAccessLog']>>(guestProfilesEndpoints.getAccessLog, input, options),
  /** POST /UserProfiles/{country}/{userId}/export */
  exportData: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; body: { format: "json" | "pdf"; reason: string; }; }, options?: CallOptions) =>
    call<Blob>(guestProfilesEndpoints.exportData, input, options),
  /** GET /UserProfiles/{country}/{userId}/fieldSources */
  getFieldSources: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getFieldSources']>>(guestProfilesEndpoints.getFieldSources, input, options),
  /** POST /UserProfiles/{country}/{userId} */
  updateProfile: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; body: { version: number; venueId?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; birthDate?: string | null; profileImageUrl?: string | null; socialsFacebook?: string | null; socialsInstagram?: string | null; labels?: string[] | null; interests?: string[] | null; referredByCode?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['updateProfile']>>(guestProfilesEndpoints.updateProfile, input, options),
  /** POST /UserProfiles/guestQuery/count */
  guestQueryCount: (input: { body: { country: "dk" | "no" | "fi" | "uk"; query?: string | null; venueIds?: string[] | null; consents?: Array<"PersonalData" | "Analytics" | "Enrichment" | "Email" | "Phone" | "SoMe" | "SnailMail" | "Marketing"> | null; labels?: string[] | null; interests?: string[] | null; minAge?: number | null; maxAge?: number | null; createdFrom?: string | null; createdTo?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['guestQueryCount']>>(guestProfilesEndpoints.guestQueryCount, input, options),
  /** POST /UserProfiles/{country}/{userId}/anonymize */
  anonymize: (input: { "country"?: "dk" | "no" | "fi" | "uk"; "userId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['anonymize']>>(guestProfilesEndpoints.anonymize, input, options),
  /** POST /UserProfiles/venue/{venueId}/anonymize */
  anonymizeVenue: (input: { "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['anonymizeVenue']>>(guestProfilesEndpoints.anonymizeVenue, input, options),
  /** GET /UserProfiles/venue/{venueId}/anonymize */
  anonymizeVenuePreview: (input: { "venueId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['anonymizeVenuePreview']>>(guestProfilesEndpoints.anonymizeVenuePreview, input, options),
  /** POST /GuestProfiles/shortenReferralLink */
  shortenReferralLink: (input: { body: { guestId: string; venueId?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['shortenReferralLink']>>(guestProfilesEndpoints.shortenReferralLink, input, options),
  /** POST /GuestProfiles */
  create: (input: { body: { country: "dk" | "no" | "fi" | "uk"; venueId?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; birthDate?: string | null; profileImageUrl?: string | null; socialsFacebook?: string | null; socialsInstagram?: string | null; labels?: string[] | null; interests?: string[] | null; referredByCode?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['create']>>(guestProfilesEndpoints.create, input, options),
  /** PUT /GuestProfiles */
  update: (input: { body: { id: string; version: number; country: "dk" | "no" | "fi" | "uk"; venueId?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; birthDate?: string | null; profileImageUrl?: string | null; socialsFacebook?: string | null; socialsInstagram?: string | null; labels?: string[] | null; interests?: string[] | null; referredByCode?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['update']>>(guestProfilesEndpoints.update, input, options),
  /** GET /GuestProfiles/guest */
  getGuest: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getGuest']>>(guestProfilesEndpoints.getGuest, input, options),
  /** GET /GuestProfiles/value */
  getValue: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['getValue']>>(guestProfilesEndpoints.getValue, input, options),
  /** GET /GuestProfiles/statistics */
  statistics: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['statistics']>>(guestProfilesEndpoints.statistics, input, options),
  /** POST /GuestProfiles/venue/consent */
  addConsent: (input: { body: { guestId: string; venueId: string; consent: "PersonalData" | "Analytics" | "Enrichment" | "Email" | "Phone" | "SoMe" | "SnailMail" | "Marketing"; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['addConsent']>>(guestProfilesEndpoints.addConsent, input, options),
  /** DELETE /GuestProfiles/venue/consent */
  removeConsent: (input: { "guestId": string; "venueId": string; "consent": "PersonalData" | "Analytics" | "Enrichment" | "Email" | "Phone" | "SoMe" | "SnailMail" | "Marketing"; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['removeConsent']>>(guestProfilesEndpoints.removeConsent, input, options),
  /** POST /GuestProfiles/Note */
  addNote: (input: { body: { guestId: string; text: string; venueId?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['addNote']>>(guestProfilesEndpoints.addNote, input, options),
  /** POST /GuestProfiles/guestQuery/count */
  guestQueryCountGuestProfiles: (input: { body: { country: "dk" | "no" | "fi" | "uk"; query?: string | null; venueIds?: string[] | null; consents?: Array<"PersonalData" | "Analytics" | "Enrichment" | "Email" | "Phone" | "SoMe" | "SnailMail" | "Marketing"> | null; labels?: string[] | null; interests?: string[] | null; minAge?: number | null; maxAge?: number | null; createdFrom?: string | null; createdTo?: string | null; }; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['guestQueryCountGuestProfiles']>>(guestProfilesEndpoints.guestQueryCountGuestProfiles, input, options),
  /** GET /GuestProfiles/venue/{venueId} */
  byVenue: (input: { "venueId"?: string; "query"?: string; "top"?: number; "skip"?: number; "includeCount"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['venueGuests']>>(guestProfilesEndpoints.byVenue, input, options),
  /** GET /GuestProfiles/myReferrals */
  myReferralsGuestProfiles: (input: { "countryId"?: "dk" | "no" | "fi" | "uk"; "query"?: string; "top"?: number; "skip"?: number; "includeCount"?: boolean; } = {}, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['myReferralsGuestProfiles']>>(guestProfilesEndpoints.myReferralsGuestProfiles, input, options),
  /** GET /GlobalLogs/ForGuest/{guestId} */
  globalLogs: (input: { "guestId": string; }, options?: CallOptions) =>
    call<Jsonify<GuestProfilesResults['globalLogs']>>(guestProfilesEndpoints.globalLogs, input, options),
  /** DELETE /GuestProfiles */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(guestProfilesEndpoints.delete, input, options),
};
