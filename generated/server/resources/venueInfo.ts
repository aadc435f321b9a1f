// Generated from schema/venue/venueInfo.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueInfoResults } from '@/shared/venue/venueInfo';
import { timeSchema, multilingualSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  address: z.object({ street: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), postalCode: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'), city: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), country: z.enum(["dk", "no", "fi", "uk"]) }).nullish(),
  general: z.object({ description: multilingualSchema(z.string().trim().max(4000, 'must be at most 4000 characters')).nullish(), phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(), email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(), website: z.union([z.literal(''), z.string().trim().max(500, 'must be at most 500 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(), capacity: z.number().int('must be a whole number').min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish(), ageLimit: z.number().int('must be a whole number').min(0, 'must be at least 0').max(99, 'must be at most 99').nullish() }).nullish(),
  openingHours: z.array(z.object({ weekday: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]), closed: z.boolean().nullish(), opens: timeSchema.nullish(), closes: timeSchema.nullish() })).max(7, 'must have at most 7 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueInfoResource: ResourceMeta = {
  name: 'venueInfo',
  file: 'schema/venue/venueInfo.ts',
  surface: 'main',
  table: "venue_info",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "address": "json", "general": "json", "openingHours": "json", "addressVersion": "number", "generalVersion": "number", "openingHoursVersion": "number" },
  readOnly: ["addressVersion", "generalVersion", "openingHoursVersion"],
  defaults: { "addressVersion": 0, "generalVersion": 0, "openingHoursVersion": 0 },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /venue/info/address */
const getAddressSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type VenueInfoGetAddressInput = EndpointInput<typeof getAddressSchemas>;

/** POST /venue/info/address */
const setAddressSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: z.object({ street: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), postalCode: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'), city: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'), country: z.enum(["dk", "no", "fi", "uk"]), version: z.number().int('must be a whole number').min(0, 'must be at least 0') }),
} satisfies EndpointSchemas;
export type VenueInfoSetAddressInput = EndpointInput<typeof setAddressSchemas>;

/** GET /venue/info/general */
const getGeneralSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type VenueInfoGetGeneralInput = EndpointInput<typeof getGeneralSchemas>;

/** PUT /venue/info/general */
const setGeneralSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: z.object({ description: multilingualSchema(z.string().trim().max(4000, 'must be at most 4000 characters')).nullable(), phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullable(), email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullable(), website: z.union([z.literal(''), z.string().trim().max(500, 'must be at most 500 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullable(), capacity: z.number().int('must be a whole number').min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullable(), ageLimit: z.number().int('must be a whole number').min(0, 'must be at least 0').max(99, 'must be at most 99').nullable(), version: z.number().int('must be a whole number').min(0, 'must be at least 0') }),
} satisfies EndpointSchemas;
export type VenueInfoSetGeneralInput = EndpointInput<typeof setGeneralSchemas>;

/** GET /venue/info/openinghours */
const getOpeningHoursSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type VenueInfoGetOpeningHoursInput = EndpointInput<typeof getOpeningHoursSchemas>;

/** POST /venue/info/openinghours */
const setOpeningHoursSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: z.object({ openingHours: z.array(z.object({ weekday: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]), closed: z.boolean().nullish(), opens: timeSchema.nullish(), closes: timeSchema.nullish() })).max(7, 'must have at most 7 items'), version: z.number().int('must be a whole number').min(0, 'must be at least 0') }),
} satisfies EndpointSchemas;
export type VenueInfoSetOpeningHoursInput = EndpointInput<typeof setOpeningHoursSchemas>;

/** GET /venue/info/users */
const getUsersSchemas = {
  params: null,
  query: null,
  headers: z.object({ venueid: z.string().min(1, 'is required') }),
  body: null,
} satisfies EndpointSchemas;
export type VenueInfoGetUsersInput = EndpointInput<typeof getUsersSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/venueInfo.ts and joined to the routes by the server's registry. */
export interface VenueInfoActions {
  getAddress: DomainAction<VenueInfoGetAddressInput, VenueInfoResults['getAddress']>;
  setAddress: DomainAction<VenueInfoSetAddressInput, VenueInfoResults['setAddress']>;
  getGeneral: DomainAction<VenueInfoGetGeneralInput, VenueInfoResults['getGeneral']>;
  setGeneral: DomainAction<VenueInfoSetGeneralInput, VenueInfoResults['setGeneral']>;
  getOpeningHours: DomainAction<VenueInfoGetOpeningHoursInput, VenueInfoResults['getOpeningHours']>;
  setOpeningHours: DomainAction<VenueInfoSetOpeningHoursInput, VenueInfoResults['setOpeningHours']>;
  getUsers: DomainAction<VenueInfoGetUsersInput, VenueInfoResults['getUsers']>;
}

export function venueInfoRoutes(actions: VenueInfoActions): EndpointRoute[] {
  return [
    {
      resource: 'venueInfo',
      name: 'getAddress',
      surface: 'main',
      method: 'GET',
      path: "/venue/info/address",
      specPath: "/venue/info/address",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: getAddressSchemas,
      upload: false,
      handler: { action: actions.getAddress },
      returns: 'result',
      error: "Unable to get address",
    },
    {
      resource: 'venueInfo',
      name: 'setAddress',
      surface: 'main',
      method: 'POST',
      path: "/venue/info/address",
      specPath: "/venue/info/address",
      access: 'write',
      permission: ["vp.vp.venueinfo.edit"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: setAddressSchemas,
      upload: false,
      handler: { action: actions.setAddress },
      returns: 'result',
      error: "Unable to update address.",
    },
    {
      resource: 'venueInfo',
      name: 'getGeneral',
      surface: 'main',
      method: 'GET',
      path: "/venue/info/general",
      specPath: "/venue/info/general",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: getGeneralSchemas,
      upload: false,
      handler: { action: actions.getGeneral },
      returns: 'result',
      error: "Unable to get general info",
    },
    {
      resource: 'venueInfo',
      name: 'setGeneral',
      surface: 'main',
      method: 'PUT',
      path: "/venue/info/general",
      specPath: "/venue/info/general",
      access: 'write',
      permission: ["vp.vp.venueinfo.edit"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: setGeneralSchemas,
      upload: false,
      handler: { action: actions.setGeneral },
      returns: 'result',
      error: "Unable to update general info.",
    },
    {
      resource: 'venueInfo',
      name: 'getOpeningHours',
      surface: 'main',
      method: 'GET',
      path: "/venue/info/openinghours",
      specPath: "/venue/info/openinghours",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: getOpeningHoursSchemas,
      upload: false,
      handler: { action: actions.getOpeningHours },
      returns: 'result',
      error: "Unable to get opening hours",
    },
    {
      resource: 'venueInfo',
      name: 'setOpeningHours',
      surface: 'main',
      method: 'POST',
      path: "/venue/info/openinghours",
      specPath: "/venue/info/openinghours",
      access: 'write',
      permission: ["vp.vp.venueinfo.edit"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: setOpeningHoursSchemas,
      upload: false,
      handler: { action: actions.setOpeningHours },
      returns: 'result',
      error: "Unable to update opening hours.",
    },
    {
      resource: 'venueInfo',
      name: 'getUsers',
      surface: 'main',
      method: 'GET',
      path: "/venue/info/users",
      specPath: "/venue/info/users",
      access: 'read',
      permission: ["vp.vp.venueinfo.show"],
      scope: { "venue": ["header:venueId"] },
      id: null,
      schemas: getUsersSchemas,
      upload: false,
      handler: { action: actions.getUsers },
      returns: 'result',
      error: "Unable to get venue users",
    },
  ];
}
