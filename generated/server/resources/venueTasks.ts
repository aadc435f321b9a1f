// Generated from schema/venue/venueTasks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueTasksResults } from '@/shared/venue/venueTasks';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  roleTypeId: z.enum(["", "vm", "sm", "hq"]).nullish(),
  date: dateSchema,
  repeat: z.enum(["none", "daily", "weekly"]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueTasksResource: ResourceMeta = {
  name: 'venueTasks',
  file: 'schema/venue/venueTasks.ts',
  surface: 'main',
  table: "venue_tasks",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "title": "text", "description": "text", "roleTypeId": "enum", "date": "date", "repeat": "enum", "meetingInstanceId": "reference", "listSessionId": "reference", "questionId": "text", "skippedDates": "json" },
  readOnly: ["meetingInstanceId", "listSessionId", "questionId", "skippedDates"],
  defaults: { "roleTypeId": "", "repeat": "none" },
  search: [],
  defaultSort: { "field": "date", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueTasks/{venueId}/{year}/{week} */
const getWeekSchemas = {
  params: z.object({ year: z.coerce.number().int('must be a whole number'), week: z.coerce.number().int('must be a whole number'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueTasksGetWeekInput = EndpointInput<typeof getWeekSchemas>;

/** POST /VenueTasks */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type VenueTasksCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /VenueTasks/ */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type VenueTasksUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /VenueTasks/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueTasksDeleteInput = EndpointInput<typeof deleteSchemas>;

/** PUT /VenueTasks/setChecked/{taskId}/{venueId}/{date} */
const setCheckedSchemas = {
  params: z.object({ date: dateSchema, taskId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueTasksSetCheckedInput = EndpointInput<typeof setCheckedSchemas>;

/** PUT /VenueTasks/setUnchecked/{taskId}/{venueId}/{date} */
const setUncheckedSchemas = {
  params: z.object({ date: dateSchema, taskId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueTasksSetUncheckedInput = EndpointInput<typeof setUncheckedSchemas>;

/** POST /VenueTasks/changeDate */
const changeDateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ taskId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), fromDate: dateSchema, toDate: dateSchema }),
} satisfies EndpointSchemas;
export type VenueTasksChangeDateInput = EndpointInput<typeof changeDateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/venueTasks.ts and joined to the routes by the server's registry. */
export interface VenueTasksActions {
  listWeek: DomainAction<VenueTasksGetWeekInput, VenueTasksResults['listWeek']>;
  create: DomainAction<VenueTasksCreateInput, VenueTasksResults['create']>;
  update: DomainAction<VenueTasksUpdateInput, VenueTasksResults['update']>;
  setChecked: DomainAction<VenueTasksSetCheckedInput, VenueTasksResults['setChecked']>;
  setUnchecked: DomainAction<VenueTasksSetUncheckedInput, VenueTasksResults['setUnchecked']>;
  changeDate: DomainAction<VenueTasksChangeDateInput, VenueTasksResults['changeDate']>;
}

export function venueTasksRoutes(actions: VenueTasksActions): EndpointRoute[] {
  return [
    {
      resource: 'venueTasks',
      name: 'getWeek',
      surface: 'main',
      method: 'GET',
      path: "/VenueTasks/:venueId/:year/:week",
      specPath: "/VenueTasks/{venueId}/{year}/{week}",
      access: 'read',
      permission: ["vp.vp.venuetasks.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getWeekSchemas,
      upload: false,
      handler: { action: actions.listWeek },
      returns: 'result',
      error: "Unable to get venue tasks",
    },
    {
      resource: 'venueTasks',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/VenueTasks",
      specPath: "/VenueTasks",
      access: 'write',
      permission: ["vp.vp.venuetasks.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add Venue Task",
    },
    {
      resource: 'venueTasks',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/VenueTasks/",
      specPath: "/VenueTasks/",
      access: 'write',
      permission: ["vp.vp.venuetasks.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update venue task.",
    },
    {
      resource: 'venueTasks',
      name: 'delete',
      surface: 'main',
      method: 'DELETE',
      path: "/VenueTasks/:id",
      specPath: "/VenueTasks/{id}",
      access: 'write',
      permission: ["vp.vp.venuetasks.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete venue task.",
    },
    {
      resource: 'venueTasks',
      name: 'setChecked',
      surface: 'main',
      method: 'PUT',
      path: "/VenueTasks/setChecked/:taskId/:venueId/:date",
      specPath: "/VenueTasks/setChecked/{taskId}/{venueId}/{date}",
      access: 'write',
      permission: ["vp.vp.venuetasks.check"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: setCheckedSchemas,
      upload: false,
      handler: { action: actions.setChecked },
      returns: 'result',
      error: "Unable to set venue task checked",
    },
    {
      resource: 'venueTasks',
      name: 'setUnchecked',
      surface: 'main',
      method: 'PUT',
      path: "/VenueTasks/setUnchecked/:taskId/:venueId/:date",
      specPath: "/VenueTasks/setUnchecked/{taskId}/{venueId}/{date}",
      access: 'write',
      permission: ["vp.vp.venuetasks.check"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: setUncheckedSchemas,
      upload: false,
      handler: { action: actions.setUnchecked },
      returns: 'result',
      error: "Unable to set venue task unchecked",
    },
    {
      resource: 'venueTasks',
      name: 'changeDate',
      surface: 'main',
      method: 'POST',
      path: "/VenueTasks/changeDate",
      specPath: "/VenueTasks/changeDate",
      access: 'write',
      permission: ["vp.vp.venuetasks.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: changeDateSchemas,
      upload: false,
      handler: { action: actions.changeDate },
      returns: 'result',
      error: "Unable to move venue task",
    },
  ];
}
