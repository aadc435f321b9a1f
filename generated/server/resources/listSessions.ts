// Generated from schema/venue/listSessions.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ListSessionsResults } from '@/shared/venue/listSessions';
import { datetimeSchema, multilingualSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  listId: z.string().nullish(),
  listType: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]),
  listVersion: z.number().int('must be a whole number').nullish(),
  surveyType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  title: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).nullish(),
  userId: z.string().min(1, 'is required'),
  startedOn: datetimeSchema.nullish(),
  completedOn: datetimeSchema,
  score: z.number().min(0, 'must be at least 0').max(5, 'must be at most 5').nullish(),
  hasCriticalFailure: z.boolean().nullish(),
  categories: z.array(z.object({ id: z.string().trim().min(1, 'is required'), name: multilingualSchema(z.string().trim()).nullish() })).nullish(),
  answers: z.array(z.object({ questionId: z.string().trim().min(1, 'is required'), kind: z.enum(["yesNo", "yesNoCritical", "text", "number", "rating", "photoMultipleUpload", "videoMultipleUpload"]), text: multilingualSchema(z.string().trim()).nullish(), categoryId: z.string().trim().nullish(), weight: z.number().min(0, 'must be at least 0').max(10, 'must be at most 10').nullish(), value: z.string().trim().nullish(), comment: z.string().trim().nullish(), media: z.array(z.string().trim()).nullish() })).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const listSessionsResource: ResourceMeta = {
  name: 'listSessions',
  file: 'schema/venue/listSessions.ts',
  surface: 'main',
  table: "list_sessions",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "listId": "reference", "listType": "enum", "listVersion": "number", "surveyType": "enum", "title": "json", "userId": "reference", "startedOn": "datetime", "completedOn": "datetime", "score": "number", "hasCriticalFailure": "boolean", "categories": "json", "answers": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "completedOn", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ListSessions/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /ListSessions/ByVenue/{venueId}/{listId} */
const byVenueAndListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), listId: z.string().min(1, 'is required') }),
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsByVenueAndListInput = EndpointInput<typeof byVenueAndListSchemas>;

/** GET /VenueVisitSessions/{venueId} */
const visitsSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), earlier: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsVisitsInput = EndpointInput<typeof visitsSchemas>;

/** GET /VenueVisitSessions/details/{surveySessionId} */
const visitDetailsSchemas = {
  params: z.object({ surveySessionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsVisitDetailsInput = EndpointInput<typeof visitDetailsSchemas>;

/** GET /MaintenanceReviewSessions/{venueId} */
const maintenanceReviewsSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), earlier: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsMaintenanceReviewsInput = EndpointInput<typeof maintenanceReviewsSchemas>;

/** POST /ListSessions */
const submitSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), listId: z.string().min(1, 'is required'), startedOn: datetimeSchema.nullish(), completedOn: datetimeSchema.nullish(), answers: z.array(z.object({ questionId: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), value: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), comment: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(), media: z.array(z.string().trim().max(200, 'must be at most 200 characters')).max(20, 'must have at most 20 items').nullish() })).max(300, 'must have at most 300 items').nullish() }),
} satisfies EndpointSchemas;
export type ListSessionsSubmitInput = EndpointInput<typeof submitSchemas>;

/** POST /ListSessions/{id}/Tasks/{questionId} */
const createTaskSchemas = {
  params: z.object({ id: z.string().min(1, 'is required'), questionId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsCreateTaskInput = EndpointInput<typeof createTaskSchemas>;

/** DELETE /venueVisitSessions/{id} */
const deleteVisitSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListSessionsDeleteVisitInput = EndpointInput<typeof deleteVisitSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/listSessions.ts and joined to the routes by the server's registry. */
export interface ListSessionsActions {
  details: DomainAction<ListSessionsGetOneInput | ListSessionsVisitDetailsInput, ListSessionsResults['details']>;
  byVenueAndList: DomainAction<ListSessionsByVenueAndListInput, ListSessionsResults['byVenueAndList']>;
  visits: DomainAction<ListSessionsVisitsInput, ListSessionsResults['visits']>;
  maintenanceReviews: DomainAction<ListSessionsMaintenanceReviewsInput, ListSessionsResults['maintenanceReviews']>;
  submit: DomainAction<ListSessionsSubmitInput, ListSessionsResults['submit']>;
  createTask: DomainAction<ListSessionsCreateTaskInput, ListSessionsResults['createTask']>;
  deleteVisit: DomainAction<ListSessionsDeleteVisitInput, unknown>;
}

export function listSessionsRoutes(actions: ListSessionsActions): EndpointRoute[] {
  return [
    {
      resource: 'listSessions',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/ListSessions/:id",
      specPath: "/ListSessions/{id}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.details },
      returns: 'result',
      error: "Unable to get list session",
    },
    {
      resource: 'listSessions',
      name: 'byVenueAndList',
      surface: 'main',
      method: 'GET',
      path: "/ListSessions/ByVenue/:venueId/:listId",
      specPath: "/ListSessions/ByVenue/{venueId}/{listId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: byVenueAndListSchemas,
      upload: false,
      handler: { action: actions.byVenueAndList },
      returns: 'result',
      error: "Unable to get list sessions",
    },
    {
      resource: 'listSessions',
      name: 'visits',
      surface: 'main',
      method: 'GET',
      path: "/VenueVisitSessions/:venueId",
      specPath: "/VenueVisitSessions/{venueId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: visitsSchemas,
      upload: false,
      handler: { action: actions.visits },
      returns: 'result',
      error: "Unable to get venue visits",
    },
    {
      resource: 'listSessions',
      name: 'visitDetails',
      surface: 'main',
      method: 'GET',
      path: "/VenueVisitSessions/details/:surveySessionId",
      specPath: "/VenueVisitSessions/details/{surveySessionId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["record"] },
      id: "path:surveySessionId",
      schemas: visitDetailsSchemas,
      upload: false,
      handler: { action: actions.details },
      returns: 'result',
      error: "Unable to get venue visit",
    },
    {
      resource: 'listSessions',
      name: 'maintenanceReviews',
      surface: 'main',
      method: 'GET',
      path: "/MaintenanceReviewSessions/:venueId",
      specPath: "/MaintenanceReviewSessions/{venueId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: maintenanceReviewsSchemas,
      upload: false,
      handler: { action: actions.maintenanceReviews },
      returns: 'result',
      error: "Unable to get maintenance reviews",
    },
    {
      resource: 'listSessions',
      name: 'submit',
      surface: 'main',
      method: 'POST',
      path: "/ListSessions",
      specPath: "/ListSessions",
      access: 'write',
      permission: ["vp.vp.lists.submit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: submitSchemas,
      upload: false,
      handler: { action: actions.submit },
      returns: 'result',
      error: "Unable to submit list session",
    },
    {
      resource: 'listSessions',
      name: 'createTask',
      surface: 'main',
      method: 'POST',
      path: "/ListSessions/:id/Tasks/:questionId",
      specPath: "/ListSessions/{id}/Tasks/{questionId}",
      access: 'write',
      permission: ["vp.vp.venuetasks.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: createTaskSchemas,
      upload: false,
      handler: { action: actions.createTask },
      returns: 'result',
      error: "Unable to add Venue Task",
    },
    {
      resource: 'listSessions',
      name: 'deleteVisit',
      surface: 'main',
      method: 'DELETE',
      path: "/venueVisitSessions/:id",
      specPath: "/venueVisitSessions/{id}",
      access: 'write',
      permission: ["vp.vp.lists.delete"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteVisitSchemas,
      upload: false,
      handler: { action: actions.deleteVisit },
      returns: 'none',
      error: "Unable to delete survey session.",
    },
  ];
}
