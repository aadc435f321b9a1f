// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MeetingNotificationRulesResults } from '@/shared/life/meetingNotificationRules';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  type: z.enum(["meetingEnded", "inactivity"]),
  country: z.enum(["dk", "no", "fi", "uk"]),
  meetingId: z.string().nullish(),
  inactivitySeconds: z.union([z.literal(86400), z.literal(172800), z.literal(259200), z.literal(604800), z.literal(1209600), z.literal(1814400), z.literal(2629743), z.literal(5259486), z.literal(7889229), z.literal(10518972), z.literal(13148715), z.literal(15778458), z.literal(31556926)]).nullish(),
  recipientRoles: z.array(z.enum(["vm", "svm", "avm", "sm", "rm", "rd", "cd"])).max(7, 'must have at most 7 items').nullish(),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  isActive: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const meetingNotificationRulesResource: ResourceMeta = {
  name: 'meetingNotificationRules',
  file: 'schema/life/meetingNotificationRules.ts',
  surface: 'main',
  table: "meeting_notification_rules",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "type": "enum", "country": "enum", "meetingId": "reference", "inactivitySeconds": "enum", "recipientRoles": "json", "title": "text", "message": "text", "isActive": "boolean" },
  readOnly: [],
  defaults: { "type": "meetingEnded", "isActive": true },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /MeetingNotificationRules/{type} */
const createSchemas = {
  params: z.object({ type: z.enum(["meetingEnded", "inactivity"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type MeetingNotificationRulesCreateInput = EndpointInput<typeof createSchemas>;

/** GET /MeetingNotificationRules/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingNotificationRulesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /MeetingNotificationRules */
const getListSchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingNotificationRulesGetListInput = EndpointInput<typeof getListSchemas>;

/** PUT /MeetingNotificationRules */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MeetingNotificationRulesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /MeetingNotificationRules */
const deleteSchemas = {
  params: null,
  query: z.object({ ruleId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingNotificationRulesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/meetingNotificationRules.ts and joined to the routes by the server's registry. */
export interface MeetingNotificationRulesActions {
  create: DomainAction<MeetingNotificationRulesCreateInput, MeetingNotificationRulesResults['create']>;
  update: DomainAction<MeetingNotificationRulesUpdateInput, MeetingNotificationRulesResults['update']>;
}

export function meetingNotificationRulesRoutes(actions: MeetingNotificationRulesActions): EndpointRoute[] {
  return [
    {
      resource: 'meetingNotificationRules',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/MeetingNotificationRules/:type",
      specPath: "/MeetingNotificationRules/{type}",
      access: 'write',
      permission: ["vp.life.meetings.managerules"],
      scope: { "country": ["query:country", "body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create meeting rule",
    },
    {
      resource: 'meetingNotificationRules',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/MeetingNotificationRules/:id",
      specPath: "/MeetingNotificationRules/{id}",
      access: 'read',
      permission: ["vp.life.meetings.managerules"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get meeting rule",
    },
    {
      resource: 'meetingNotificationRules',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/MeetingNotificationRules",
      specPath: "/MeetingNotificationRules",
      access: 'read',
      permission: ["vp.life.meetings.managerules"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "query:country" } },
      returns: 'records',
      error: "Unable to get meeting rules",
    },
    {
      resource: 'meetingNotificationRules',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/MeetingNotificationRules",
      specPath: "/MeetingNotificationRules",
      access: 'write',
      permission: ["vp.life.meetings.managerules"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update meeting rule.",
    },
    {
      resource: 'meetingNotificationRules',
      name: 'delete',
      surface: 'main',
      method: 'DELETE',
      path: "/MeetingNotificationRules",
      specPath: "/MeetingNotificationRules",
      access: 'write',
      permission: ["vp.life.meetings.managerules"],
      scope: { "country": ["record"] },
      id: "query:ruleId",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete meeting rule.",
    },
  ];
}
