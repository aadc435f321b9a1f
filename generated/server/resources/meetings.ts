// Generated from schema/life/meetings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MeetingsResults } from '@/shared/life/meetings';

const editable = {
  title: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  type: z.enum(["Weekly", "BiWeekly", "Monthly", "Quarterly", "BiAnnually", "Annually"]),
  country: z.enum(["dk", "no", "fi", "uk"]),
  venueId: z.string().nullish(),
  steps: z.array(z.enum(["venueTaskReview", "employeesReport", "powerBi", "summary", "finalReview"])).max(20, 'must have at most 20 items').nullish(),
  powerBiReportId: z.string().nullish(),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const meetingsResource: ResourceMeta = {
  name: 'meetings',
  file: 'schema/life/meetings.ts',
  surface: 'main',
  table: "meetings",
  versioned: true,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "title": "text", "type": "enum", "country": "enum", "venueId": "reference", "steps": "json", "powerBiReportId": "reference", "description": "text", "isActive": "boolean" },
  readOnly: [],
  defaults: { "type": "Weekly", "isActive": true },
  search: ["title"],
  defaultSort: { "field": "title", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Meetings */
const getListSchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Meetings/ByVenue/{venueId} */
const getByVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingsGetByVenueInput = EndpointInput<typeof getByVenueSchemas>;

/** GET /Meetings/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Meetings */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type MeetingsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Meetings/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type MeetingsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /Meetings/Copy */
const copySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required'), country: z.enum(["dk", "no", "fi", "uk"]), venueId: z.string().nullish(), title: z.string().trim().max(120, 'must be at most 120 characters').nullish() }),
} satisfies EndpointSchemas;
export type MeetingsCopyInput = EndpointInput<typeof copySchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/meetings.ts and joined to the routes by the server's registry. */
export interface MeetingsActions {
  listForVenue: DomainAction<MeetingsGetByVenueInput, MeetingsResults['listForVenue']>;
  create: DomainAction<MeetingsCreateInput, MeetingsResults['create']>;
  update: DomainAction<MeetingsUpdateInput, MeetingsResults['update']>;
  copy: DomainAction<MeetingsCopyInput, MeetingsResults['copy']>;
}

export function meetingsRoutes(actions: MeetingsActions): EndpointRoute[] {
  return [
    {
      resource: 'meetings',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/Meetings",
      specPath: "/Meetings",
      access: 'read',
      permission: ["vp.life.meetings.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "query:country" } },
      returns: 'records',
      error: "Unable to get meetings",
    },
    {
      resource: 'meetings',
      name: 'getByVenue',
      surface: 'main',
      method: 'GET',
      path: "/Meetings/ByVenue/:venueId",
      specPath: "/Meetings/ByVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.meetings.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getByVenueSchemas,
      upload: false,
      handler: { action: actions.listForVenue },
      returns: 'result',
      error: "Unable to get meetings",
    },
    {
      resource: 'meetings',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/Meetings/:id",
      specPath: "/Meetings/{id}",
      access: 'read',
      permission: ["vp.life.meetings.show", "vp.vp.meetings.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get meeting",
    },
    {
      resource: 'meetings',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/Meetings",
      specPath: "/Meetings",
      access: 'write',
      permission: ["vp.life.meetings.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add meeting",
    },
    {
      resource: 'meetings',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/Meetings/:id",
      specPath: "/Meetings/{id}",
      access: 'write',
      permission: ["vp.life.meetings.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update meeting.",
    },
    {
      resource: 'meetings',
      name: 'copy',
      surface: 'main',
      method: 'POST',
      path: "/Meetings/Copy",
      specPath: "/Meetings/Copy",
      access: 'write',
      permission: ["vp.life.meetings.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: copySchemas,
      upload: false,
      handler: { action: actions.copy },
      returns: 'result',
      error: "Unable to copy meeting",
    },
  ];
}
