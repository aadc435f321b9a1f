// Generated from schema/venue/meetingInstances.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { MeetingInstancesResults } from '@/shared/venue/meetingInstances';
import { dateSchema, datetimeSchema } from '@/shared/validation';

const editable = {
  meetingId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  facilitator: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  attendees: z.array(z.string().trim().max(120, 'must be at most 120 characters')).max(100, 'must have at most 100 items').nullish(),
  notes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  mentions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(20, 'must have at most 20 items').nullish(),
  decisions: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  actionItems: z.array(z.object({ title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), kind: z.enum(["task", "todo"]), assigneeId: z.string().nullish(), dueDate: dateSchema, createdId: z.string().trim().nullish() })).max(50, 'must have at most 50 items').nullish(),
  stepNotes: z.array(z.object({ step: z.enum(["venueTaskReview", "employeesReport", "powerBi", "summary", "finalReview"]), note: z.string().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters') })).max(20, 'must have at most 20 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const meetingInstancesResource: ResourceMeta = {
  name: 'meetingInstances',
  file: 'schema/venue/meetingInstances.ts',
  surface: 'main',
  table: "meeting_instances",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "meetingId": "reference", "venueId": "reference", "when": "datetime", "whenYear": "number", "period": "number", "meeting": "json", "status": "enum", "facilitator": "text", "attendees": "json", "notes": "text", "mentions": "json", "decisions": "text", "actionItems": "json", "stepNotes": "json", "currentStep": "number", "startedAt": "datetime", "endedAt": "datetime" },
  readOnly: ["when", "whenYear", "period", "meeting", "status", "currentStep", "startedAt", "endedAt"],
  defaults: { "status": "created", "currentStep": 0 },
  search: [],
  defaultSort: { "field": "when", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /MeetingInstances */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ meetingId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), when: datetimeSchema.nullish() }),
} satisfies EndpointSchemas;
export type MeetingInstancesCreateInput = EndpointInput<typeof createSchemas>;

/** GET /MeetingInstances/ByVenueId/{venueId} */
const getByVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ meetingId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["created", "started", "ended"]).optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingInstancesGetByVenueInput = EndpointInput<typeof getByVenueSchemas>;

/** GET /MeetingInstances/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingInstancesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** PUT /MeetingInstances/ */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MeetingInstancesUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /MeetingInstances/StartMeeting */
const startSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ meetingInstanceId: z.string().min(1, 'is required'), facilitator: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'), attendees: z.array(z.string().trim().max(120, 'must be at most 120 characters')).max(100, 'must have at most 100 items').nullish(), when: datetimeSchema }),
} satisfies EndpointSchemas;
export type MeetingInstancesStartInput = EndpointInput<typeof startSchemas>;

/** POST /MeetingInstances/GoToStep */
const goToStepSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ meetingInstanceId: z.string().min(1, 'is required'), step: z.number().int('must be a whole number').min(0, 'must be at least 0').max(19, 'must be at most 19') }),
} satisfies EndpointSchemas;
export type MeetingInstancesGoToStepInput = EndpointInput<typeof goToStepSchemas>;

/** GET /MeetingInstances/{id}/Minutes */
const minutesSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MeetingInstancesMinutesInput = EndpointInput<typeof minutesSchemas>;

/** POST /MeetingInstances/EndMeeting */
const endSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ meetingInstanceId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type MeetingInstancesEndInput = EndpointInput<typeof endSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/meetingInstances.ts and joined to the routes by the server's registry. */
export interface MeetingInstancesActions {
  create: DomainAction<MeetingInstancesCreateInput, MeetingInstancesResults['create']>;
  listByVenue: DomainAction<MeetingInstancesGetByVenueInput, MeetingInstancesResults['listByVenue']>;
  getOne: DomainAction<MeetingInstancesGetOneInput, MeetingInstancesResults['getOne']>;
  update: DomainAction<MeetingInstancesUpdateInput, MeetingInstancesResults['update']>;
  start: DomainAction<MeetingInstancesStartInput, MeetingInstancesResults['start']>;
  goToStep: DomainAction<MeetingInstancesGoToStepInput, MeetingInstancesResults['goToStep']>;
  minutes: DomainAction<MeetingInstancesMinutesInput, FileResult>;
  end: DomainAction<MeetingInstancesEndInput, MeetingInstancesResults['end']>;
}

export function meetingInstancesRoutes(actions: MeetingInstancesActions): EndpointRoute[] {
  return [
    {
      resource: 'meetingInstances',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/MeetingInstances",
      specPath: "/MeetingInstances",
      access: 'write',
      permission: ["vp.vp.meetings.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create new meeting",
    },
    {
      resource: 'meetingInstances',
      name: 'getByVenue',
      surface: 'main',
      method: 'GET',
      path: "/MeetingInstances/ByVenueId/:venueId",
      specPath: "/MeetingInstances/ByVenueId/{venueId}",
      access: 'read',
      permission: ["vp.vp.meetings.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getByVenueSchemas,
      upload: false,
      handler: { action: actions.listByVenue },
      returns: 'result',
      error: "Unable to get meetings",
    },
    {
      resource: 'meetingInstances',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/MeetingInstances/:id",
      specPath: "/MeetingInstances/{id}",
      access: 'read',
      permission: ["vp.vp.meetings.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getOne },
      returns: 'result',
      error: "Unable to get meeting",
    },
    {
      resource: 'meetingInstances',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/MeetingInstances/",
      specPath: "/MeetingInstances/",
      access: 'write',
      permission: ["vp.vp.meetings.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update meeting.",
    },
    {
      resource: 'meetingInstances',
      name: 'start',
      surface: 'main',
      method: 'POST',
      path: "/MeetingInstances/StartMeeting",
      specPath: "/MeetingInstances/StartMeeting",
      access: 'write',
      permission: ["vp.vp.meetings.edit"],
      scope: { "venue": ["record"] },
      id: "body:meetingInstanceId",
      schemas: startSchemas,
      upload: false,
      handler: { action: actions.start },
      returns: 'result',
      error: "Unable to start meeting",
    },
    {
      resource: 'meetingInstances',
      name: 'goToStep',
      surface: 'main',
      method: 'POST',
      path: "/MeetingInstances/GoToStep",
      specPath: "/MeetingInstances/GoToStep",
      access: 'write',
      permission: ["vp.vp.meetings.edit"],
      scope: { "venue": ["record"] },
      id: "body:meetingInstanceId",
      schemas: goToStepSchemas,
      upload: false,
      handler: { action: actions.goToStep },
      returns: 'result',
      error: "Unable to change meeting step",
    },
    {
      resource: 'meetingInstances',
      name: 'minutes',
      surface: 'main',
      method: 'GET',
      path: "/MeetingInstances/:id/Minutes",
      specPath: "/MeetingInstances/{id}/Minutes",
      access: 'read',
      permission: ["vp.vp.meetings.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: minutesSchemas,
      upload: false,
      handler: { action: actions.minutes },
      returns: 'file',
      error: "Unable to get meeting minutes",
    },
    {
      resource: 'meetingInstances',
      name: 'end',
      surface: 'main',
      method: 'POST',
      path: "/MeetingInstances/EndMeeting",
      specPath: "/MeetingInstances/EndMeeting",
      access: 'write',
      permission: ["vp.vp.meetings.edit"],
      scope: { "venue": ["record"] },
      id: "body:meetingInstanceId",
      schemas: endSchemas,
      upload: false,
      handler: { action: actions.end },
      returns: 'result',
      error: "Unable to end meeting",
    },
  ];
}
