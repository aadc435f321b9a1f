// Generated from schema/guests/guestProfiles.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { GuestProfilesResults } from '@/shared/guests/guestProfiles';
import { dateSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  venueId: z.string().nullish(),
  firstName: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  lastName: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
  phone: z.union([z.literal(''), z.string().trim().max(20, 'must be at most 20 characters').regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(),
  birthDate: dateSchema.nullish(),
  profileImageUrl: z.union([z.literal(''), z.string().trim().max(1000, 'must be at most 1000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(),
  socialsFacebook: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  socialsInstagram: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(),
  interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestProfilesResource: ResourceMeta = {
  name: 'guestProfiles',
  file: 'schema/guests/guestProfiles.ts',
  surface: 'crm',
  table: "guest_profiles",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "venueId": "reference", "firstName": "text", "lastName": "text", "email": "text", "phone": "text", "birthDate": "date", "profileImageUrl": "text", "socialsFacebook": "text", "socialsInstagram": "text", "labels": "json", "interests": "json", "source": "enum", "fieldSources": "json", "referralCode": "text", "referredByGuestId": "reference", "referredByUserId": "reference", "visitCount": "number", "lastVisitAt": "datetime", "totalSpend": "money", "points": "number", "anonymizedAt": "datetime", "anonymizedBy": "reference", "nameKey": "text", "firstNameKey": "text", "emailKey": "text", "phoneKey": "text" },
  readOnly: ["source", "fieldSources", "referralCode", "referredByGuestId", "referredByUserId", "visitCount", "lastVisitAt", "totalSpend", "points", "anonymizedAt", "anonymizedBy", "nameKey", "firstNameKey", "emailKey", "phoneKey"],
  defaults: { "source": "Manual" },
  search: [],
  defaultSort: { "field": "nameKey", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /UserProfiles/{country} */
const searchSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), includeCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), exportReason: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesSearchInput = EndpointInput<typeof searchSchemas>;

/** GET /UserProfiles/{country}/venue/{venueId} */
const searchByVenueSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), venueId: z.string().min(1, 'is required') }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), includeCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), exportReason: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesSearchByVenueInput = EndpointInput<typeof searchByVenueSchemas>;

/** GET /UserProfiles/{country}/myReferrals */
const myReferralsSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), includeCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), exportReason: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesMyReferralsInput = EndpointInput<typeof myReferralsSchemas>;

/** GET /UserProfiles/{country}/{userId} */
const getProfileSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetProfileInput = EndpointInput<typeof getProfileSchemas>;

/** GET /UserProfiles/{country}/{userId}/log */
const getLogSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetLogInput = EndpointInput<typeof getLogSchemas>;

/** GET /UserProfiles/{country}/{userId}/consentHistory */
const getConsentHistorySchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetConsentHistoryInput = EndpointInput<typeof getConsentHistorySchemas>;

/** GET /UserProfiles/{country}/{userId}/accessLog */
const getAccessLogSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetAccessLogInput = EndpointInput<typeof getAccessLogSchemas>;

/** POST /UserProfiles/{country}/{userId}/export */
const exportDataSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ format: z.enum(["json", "pdf"]), reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters') }),
} satisfies EndpointSchemas;
export type GuestProfilesExportDataInput = EndpointInput<typeof exportDataSchemas>;

/** GET /UserProfiles/{country}/{userId}/fieldSources */
const getFieldSourcesSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetFieldSourcesInput = EndpointInput<typeof getFieldSourcesSchemas>;

/** POST /UserProfiles/{country}/{userId} */
const updateProfileSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ version: z.number().int('must be a whole number'), venueId: z.string().nullish(), firstName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), lastName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), phone: z.union([z.literal(''), z.string().trim().max(20, 'must be at most 20 characters').regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(), birthDate: dateSchema.nullish(), profileImageUrl: z.union([z.literal(''), z.string().trim().max(1000, 'must be at most 1000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(), socialsFacebook: z.string().trim().max(200, 'must be at most 200 characters').nullish(), socialsInstagram: z.string().trim().max(200, 'must be at most 200 characters').nullish(), labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), referredByCode: z.string().trim().max(20, 'must be at most 20 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesUpdateProfileInput = EndpointInput<typeof updateProfileSchemas>;

/** POST /UserProfiles/guestQuery/count */
const guestQueryCountSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), query: z.string().trim().max(200, 'must be at most 200 characters').nullish(), venueIds: z.array(z.string()).max(100, 'must have at most 100 items').nullish(), consents: z.array(z.enum(["PersonalData", "Analytics", "Enrichment", "Email", "Phone", "SoMe", "SnailMail", "Marketing"])).max(8, 'must have at most 8 items').nullish(), labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), minAge: z.number().int('must be a whole number').min(0, 'must be at least 0').max(130, 'must be at most 130').nullish(), maxAge: z.number().int('must be a whole number').min(0, 'must be at least 0').max(130, 'must be at most 130').nullish(), createdFrom: dateSchema.nullish(), createdTo: dateSchema.nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesGuestQueryCountInput = EndpointInput<typeof guestQueryCountSchemas>;

/** POST /UserProfiles/{country}/{userId}/anonymize */
const anonymizeSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesAnonymizeInput = EndpointInput<typeof anonymizeSchemas>;

/** POST /UserProfiles/venue/{venueId}/anonymize */
const anonymizeVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesAnonymizeVenueInput = EndpointInput<typeof anonymizeVenueSchemas>;

/** GET /UserProfiles/venue/{venueId}/anonymize */
const anonymizeVenuePreviewSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesAnonymizeVenuePreviewInput = EndpointInput<typeof anonymizeVenuePreviewSchemas>;

/** POST /GuestProfiles/shortenReferralLink */
const shortenReferralLinkSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ guestId: z.string().min(1, 'is required'), venueId: z.string().nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesShortenReferralLinkInput = EndpointInput<typeof shortenReferralLinkSchemas>;

/** POST /GuestProfiles */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), venueId: z.string().nullish(), firstName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), lastName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), phone: z.union([z.literal(''), z.string().trim().max(20, 'must be at most 20 characters').regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(), birthDate: dateSchema.nullish(), profileImageUrl: z.union([z.literal(''), z.string().trim().max(1000, 'must be at most 1000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(), socialsFacebook: z.string().trim().max(200, 'must be at most 200 characters').nullish(), socialsInstagram: z.string().trim().max(200, 'must be at most 200 characters').nullish(), labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), referredByCode: z.string().trim().max(20, 'must be at most 20 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /GuestProfiles */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required'), version: z.number().int('must be a whole number'), country: z.enum(["dk", "no", "fi", "uk"]), venueId: z.string().nullish(), firstName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), lastName: z.string().trim().max(100, 'must be at most 100 characters').nullish(), email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), phone: z.union([z.literal(''), z.string().trim().max(20, 'must be at most 20 characters').regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(), birthDate: dateSchema.nullish(), profileImageUrl: z.union([z.literal(''), z.string().trim().max(1000, 'must be at most 1000 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(), socialsFacebook: z.string().trim().max(200, 'must be at most 200 characters').nullish(), socialsInstagram: z.string().trim().max(200, 'must be at most 200 characters').nullish(), labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), referredByCode: z.string().trim().max(20, 'must be at most 20 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesUpdateInput = EndpointInput<typeof updateSchemas>;

/** GET /GuestProfiles/guest */
const getGuestSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetGuestInput = EndpointInput<typeof getGuestSchemas>;

/** GET /GuestProfiles/value */
const getValueSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGetValueInput = EndpointInput<typeof getValueSchemas>;

/** GET /GuestProfiles/statistics */
const statisticsSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesStatisticsInput = EndpointInput<typeof statisticsSchemas>;

/** POST /GuestProfiles/venue/consent */
const addConsentSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ guestId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), consent: z.enum(["PersonalData", "Analytics", "Enrichment", "Email", "Phone", "SoMe", "SnailMail", "Marketing"]) }),
} satisfies EndpointSchemas;
export type GuestProfilesAddConsentInput = EndpointInput<typeof addConsentSchemas>;

/** DELETE /GuestProfiles/venue/consent */
const removeConsentSchemas = {
  params: null,
  query: z.object({ guestId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), consent: z.enum(["PersonalData", "Analytics", "Enrichment", "Email", "Phone", "SoMe", "SnailMail", "Marketing"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesRemoveConsentInput = EndpointInput<typeof removeConsentSchemas>;

/** POST /GuestProfiles/Note */
const addNoteSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ guestId: z.string().min(1, 'is required'), text: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'), venueId: z.string().nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesAddNoteInput = EndpointInput<typeof addNoteSchemas>;

/** POST /GuestProfiles/guestQuery/count */
const guestQueryCountGuestProfilesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), query: z.string().trim().max(200, 'must be at most 200 characters').nullish(), venueIds: z.array(z.string()).max(100, 'must have at most 100 items').nullish(), consents: z.array(z.enum(["PersonalData", "Analytics", "Enrichment", "Email", "Phone", "SoMe", "SnailMail", "Marketing"])).max(8, 'must have at most 8 items').nullish(), labels: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), interests: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(50, 'must have at most 50 items').nullish(), minAge: z.number().int('must be a whole number').min(0, 'must be at least 0').max(130, 'must be at most 130').nullish(), maxAge: z.number().int('must be a whole number').min(0, 'must be at least 0').max(130, 'must be at most 130').nullish(), createdFrom: dateSchema.nullish(), createdTo: dateSchema.nullish() }),
} satisfies EndpointSchemas;
export type GuestProfilesGuestQueryCountGuestProfilesInput = EndpointInput<typeof guestQueryCountGuestProfilesSchemas>;

/** GET /GuestProfiles/venue/{venueId} */
const byVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), includeCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesByVenueInput = EndpointInput<typeof byVenueSchemas>;

/** GET /GuestProfiles/myReferrals */
const myReferralsGuestProfilesSchemas = {
  params: null,
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), includeCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesMyReferralsGuestProfilesInput = EndpointInput<typeof myReferralsGuestProfilesSchemas>;

/** GET /GlobalLogs/ForGuest/{guestId} */
const globalLogsSchemas = {
  params: z.object({ guestId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesGlobalLogsInput = EndpointInput<typeof globalLogsSchemas>;

/** DELETE /GuestProfiles */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestProfilesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/guests/guestProfiles.ts and joined to the routes by the server's registry. */
export interface GuestProfilesActions {
  search: DomainAction<GuestProfilesSearchInput, GuestProfilesResults['search']>;
  searchByVenue: DomainAction<GuestProfilesSearchByVenueInput, GuestProfilesResults['searchByVenue']>;
  myReferrals: DomainAction<GuestProfilesMyReferralsInput, GuestProfilesResults['myReferrals']>;
  getProfile: DomainAction<GuestProfilesGetProfileInput, GuestProfilesResults['getProfile']>;
  getLog: DomainAction<GuestProfilesGetLogInput, GuestProfilesResults['getLog']>;
  getConsentHistory: DomainAction<GuestProfilesGetConsentHistoryInput, GuestProfilesResults['getConsentHistory']>;
  getAccessLog: DomainAction<GuestProfilesGetAccessLogInput, GuestProfilesResults['getAccessLog']>;
  exportData: DomainAction<GuestProfilesExportDataInput, FileResult>;
  getFieldSources: DomainAction<GuestProfilesGetFieldSourcesInput, GuestProfilesResults['getFieldSources']>;
  updateProfile: DomainAction<GuestProfilesUpdateProfileInput, GuestProfilesResults['updateProfile']>;
  guestQueryCount: DomainAction<GuestProfilesGuestQueryCountInput, GuestProfilesResults['guestQueryCount']>;
  anonymize: DomainAction<GuestProfilesAnonymizeInput, GuestProfilesResults['anonymize']>;
  anonymizeVenue: DomainAction<GuestProfilesAnonymizeVenueInput, GuestProfilesResults['anonymizeVenue']>;
  anonymizeVenuePreview: DomainAction<GuestProfilesAnonymizeVenuePreviewInput, GuestProfilesResults['anonymizeVenuePreview']>;
  shortenReferralLink: DomainAction<GuestProfilesShortenReferralLinkInput, GuestProfilesResults['shortenReferralLink']>;
  create: DomainAction<GuestProfilesCreateInput, GuestProfilesResults['create']>;
  update: DomainAction<GuestProfilesUpdateInput, GuestProfilesResults['update']>;
  getGuest: DomainAction<GuestProfilesGetGuestInput, GuestProfilesResults['getGuest']>;
  getValue: DomainAction<GuestProfilesGetValueInput, GuestProfilesResults['getValue']>;
  statistics: DomainAction<GuestProfilesStatisticsInput, GuestProfilesResults['statistics']>;
  addConsent: DomainAction<GuestProfilesAddConsentInput, GuestProfilesResults['addConsent']>;
  removeConsent: DomainAction<GuestProfilesRemoveConsentInput, GuestProfilesResults['removeConsent']>;
  addNote: DomainAction<GuestProfilesAddNoteInput, GuestProfilesResults['addNote']>;
  guestQueryCountGuestProfiles: DomainAction<GuestProfilesGuestQueryCountGuestProfilesInput, GuestProfilesResults['guestQueryCountGuestProfiles']>;
  venueGuests: DomainAction<GuestProfilesByVenueInput, GuestProfilesResults['venueGuests']>;
  myReferralsGuestProfiles: DomainAction<GuestProfilesMyReferralsGuestProfilesInput, GuestProfilesResults['myReferralsGuestProfiles']>;
  globalLogs: DomainAction<GuestProfilesGlobalLogsInput, GuestProfilesResults['globalLogs']>;
  remove: DomainAction<GuestProfilesDeleteInput, unknown>;
}

export function guestProfilesRoutes(actions: GuestProfilesActions): EndpointRoute[] {
  return [
    {
      resource: 'guestProfiles',
      name: 'search',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country",
      specPath: "/UserProfiles/{country}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: searchSchemas,
      upload: false,
      handler: { action: actions.search },
      returns: 'result',
      error: "Unable to query user profiles",
    },
    {
      resource: 'guestProfiles',
      name: 'searchByVenue',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/venue/:venueId",
      specPath: "/UserProfiles/{country}/venue/{venueId}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "venue": ["path:venueId"], "country": ["path:country"] },
      id: null,
      schemas: searchByVenueSchemas,
      upload: false,
      handler: { action: actions.searchByVenue },
      returns: 'result',
      error: "Unable to query user profiles by venue",
    },
    {
      resource: 'guestProfiles',
      name: 'myReferrals',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/myReferrals",
      specPath: "/UserProfiles/{country}/myReferrals",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: myReferralsSchemas,
      upload: false,
      handler: { action: actions.myReferrals },
      returns: 'result',
      error: "Unable to query user profiles by referral",
    },
    {
      resource: 'guestProfiles',
      name: 'getProfile',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/:userId",
      specPath: "/UserProfiles/{country}/{userId}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: getProfileSchemas,
      upload: false,
      handler: { action: actions.getProfile },
      returns: 'result',
      error: "Unable to get user profile",
    },
    {
      resource: 'guestProfiles',
      name: 'getLog',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/:userId/log",
      specPath: "/UserProfiles/{country}/{userId}/log",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: getLogSchemas,
      upload: false,
      handler: { action: actions.getLog },
      returns: 'result',
      error: "Unable to get user profile log",
    },
    {
      resource: 'guestProfiles',
      name: 'getConsentHistory',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/:userId/consentHistory",
      specPath: "/UserProfiles/{country}/{userId}/consentHistory",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: getConsentHistorySchemas,
      upload: false,
      handler: { action: actions.getConsentHistory },
      returns: 'result',
      error: "Unable to get the consent history",
    },
    {
      resource: 'guestProfiles',
      name: 'getAccessLog',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/:userId/accessLog",
      specPath: "/UserProfiles/{country}/{userId}/accessLog",
      access: 'read',
      permission: ["vp.hq.guestprofiles.accesslog.view"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: getAccessLogSchemas,
      upload: false,
      handler: { action: actions.getAccessLog },
      returns: 'result',
      error: "Unable to get the access log",
    },
    {
      resource: 'guestProfiles',
      name: 'exportData',
      surface: 'crm',
      method: 'POST',
      path: "/UserProfiles/:country/:userId/export",
      specPath: "/UserProfiles/{country}/{userId}/export",
      access: 'read',
      permission: ["vp.hq.guestprofiles.export"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: exportDataSchemas,
      upload: false,
      handler: { action: actions.exportData },
      returns: 'file',
      error: "Unable to export guest data",
    },
    {
      resource: 'guestProfiles',
      name: 'getFieldSources',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/:country/:userId/fieldSources",
      specPath: "/UserProfiles/{country}/{userId}/fieldSources",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: getFieldSourcesSchemas,
      upload: false,
      handler: { action: actions.getFieldSources },
      returns: 'result',
      error: "Unable to get user profile field sources",
    },
    {
      resource: 'guestProfiles',
      name: 'updateProfile',
      surface: 'crm',
      method: 'POST',
      path: "/UserProfiles/:country/:userId",
      specPath: "/UserProfiles/{country}/{userId}",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: updateProfileSchemas,
      upload: false,
      handler: { action: actions.updateProfile },
      returns: 'result',
      error: "Unable to update user profile",
    },
    {
      resource: 'guestProfiles',
      name: 'guestQueryCount',
      surface: 'crm',
      method: 'POST',
      path: "/UserProfiles/guestQuery/count",
      specPath: "/UserProfiles/guestQuery/count",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: guestQueryCountSchemas,
      upload: false,
      handler: { action: actions.guestQueryCount },
      returns: 'result',
      error: "Unable to get guest query count",
    },
    {
      resource: 'guestProfiles',
      name: 'anonymize',
      surface: 'crm',
      method: 'POST',
      path: "/UserProfiles/:country/:userId/anonymize",
      specPath: "/UserProfiles/{country}/{userId}/anonymize",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["path:country", "record"] },
      id: "path:userId",
      schemas: anonymizeSchemas,
      upload: false,
      handler: { action: actions.anonymize },
      returns: 'result',
      error: "Unable to anonymize user profile",
    },
    {
      resource: 'guestProfiles',
      name: 'anonymizeVenue',
      surface: 'crm',
      method: 'POST',
      path: "/UserProfiles/venue/:venueId/anonymize",
      specPath: "/UserProfiles/venue/{venueId}/anonymize",
      access: 'write',
      permission: ["vp.hq.guestprofiles.anonymizevenue"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: anonymizeVenueSchemas,
      upload: false,
      handler: { action: actions.anonymizeVenue },
      returns: 'result',
      error: "Unable to anonymize user profiles of the venue",
    },
    {
      resource: 'guestProfiles',
      name: 'anonymizeVenuePreview',
      surface: 'crm',
      method: 'GET',
      path: "/UserProfiles/venue/:venueId/anonymize",
      specPath: "/UserProfiles/venue/{venueId}/anonymize",
      access: 'read',
      permission: ["vp.hq.guestprofiles.anonymizevenue"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: anonymizeVenuePreviewSchemas,
      upload: false,
      handler: { action: actions.anonymizeVenuePreview },
      returns: 'result',
      error: "Unable to count the guests of the venue",
    },
    {
      resource: 'guestProfiles',
      name: 'shortenReferralLink',
      surface: 'crm',
      method: 'POST',
      path: "/GuestProfiles/shortenReferralLink",
      specPath: "/GuestProfiles/shortenReferralLink",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["record"] },
      id: "body:guestId",
      schemas: shortenReferralLinkSchemas,
      upload: false,
      handler: { action: actions.shortenReferralLink },
      returns: 'result',
      error: "Unable to shorten referral link",
    },
    {
      resource: 'guestProfiles',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/GuestProfiles",
      specPath: "/GuestProfiles",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create guest profile",
    },
    {
      resource: 'guestProfiles',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/GuestProfiles",
      specPath: "/GuestProfiles",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update guest profile",
    },
    {
      resource: 'guestProfiles',
      name: 'getGuest',
      surface: 'crm',
      method: 'GET',
      path: "/GuestProfiles/guest",
      specPath: "/GuestProfiles/guest",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["record"] },
      id: "query:id",
      schemas: getGuestSchemas,
      upload: false,
      handler: { action: actions.getGuest },
      returns: 'result',
      error: "Unable to get guest profile",
    },
    {
      resource: 'guestProfiles',
      name: 'getValue',
      surface: 'crm',
      method: 'GET',
      path: "/GuestProfiles/value",
      specPath: "/GuestProfiles/value",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["record"] },
      id: "query:id",
      schemas: getValueSchemas,
      upload: false,
      handler: { action: actions.getValue },
      returns: 'result',
      error: "Unable to get guest value",
    },
    {
      resource: 'guestProfiles',
      name: 'statistics',
      surface: 'crm',
      method: 'GET',
      path: "/GuestProfiles/statistics",
      specPath: "/GuestProfiles/statistics",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: statisticsSchemas,
      upload: false,
      handler: { action: actions.statistics },
      returns: 'result',
      error: "Unable to get guest statistics",
    },
    {
      resource: 'guestProfiles',
      name: 'addConsent',
      surface: 'crm',
      method: 'POST',
      path: "/GuestProfiles/venue/consent",
      specPath: "/GuestProfiles/venue/consent",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "venue": ["body:venueId"], "country": ["record"] },
      id: "body:guestId",
      schemas: addConsentSchemas,
      upload: false,
      handler: { action: actions.addConsent },
      returns: 'result',
      error: "Unable to add consent",
    },
    {
      resource: 'guestProfiles',
      name: 'removeConsent',
      surface: 'crm',
      method: 'DELETE',
      path: "/GuestProfiles/venue/consent",
      specPath: "/GuestProfiles/venue/consent",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "venue": ["query:venueId"], "country": ["record"] },
      id: "query:guestId",
      schemas: removeConsentSchemas,
      upload: false,
      handler: { action: actions.removeConsent },
      returns: 'result',
      error: "Unable to remove consent",
    },
    {
      resource: 'guestProfiles',
      name: 'addNote',
      surface: 'crm',
      method: 'POST',
      path: "/GuestProfiles/Note",
      specPath: "/GuestProfiles/Note",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["record"] },
      id: "body:guestId",
      schemas: addNoteSchemas,
      upload: false,
      handler: { action: actions.addNote },
      returns: 'result',
      error: "Unable to add note",
    },
    {
      resource: 'guestProfiles',
      name: 'guestQueryCountGuestProfiles',
      surface: 'crm',
      method: 'POST',
      path: "/GuestProfiles/guestQuery/count",
      specPath: "/GuestProfiles/guestQuery/count",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: guestQueryCountGuestProfilesSchemas,
      upload: false,
      handler: { action: actions.guestQueryCountGuestProfiles },
      returns: 'result',
      error: "Unable to get guest query count",
    },
    {
      resource: 'guestProfiles',
      name: 'byVenue',
      surface: 'crm',
      method: 'GET',
      path: "/GuestProfiles/venue/:venueId",
      specPath: "/GuestProfiles/venue/{venueId}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: byVenueSchemas,
      upload: false,
      handler: { action: actions.venueGuests },
      returns: 'result',
      error: "Unable to query user profiles by venue",
    },
    {
      resource: 'guestProfiles',
      name: 'myReferralsGuestProfiles',
      surface: 'crm',
      method: 'GET',
      path: "/GuestProfiles/myReferrals",
      specPath: "/GuestProfiles/myReferrals",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: myReferralsGuestProfilesSchemas,
      upload: false,
      handler: { action: actions.myReferralsGuestProfiles },
      returns: 'result',
      error: "Unable to query user profiles by referral",
    },
    {
      resource: 'guestProfiles',
      name: 'globalLogs',
      surface: 'crm',
      method: 'GET',
      path: "/GlobalLogs/ForGuest/:guestId",
      specPath: "/GlobalLogs/ForGuest/{guestId}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["record"] },
      id: "path:guestId",
      schemas: globalLogsSchemas,
      upload: false,
      handler: { action: actions.globalLogs },
      returns: 'result',
      error: "Unable to get global logs",
    },
    {
      resource: 'guestProfiles',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/GuestProfiles",
      specPath: "/GuestProfiles",
      access: 'write',
      permission: ["vp.hq.guestprofiles.delete"],
      scope: { "country": ["record"] },
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete guest profile",
    },
  ];
}
