// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { VenueTrainingSessionsResults } from '@/shared/reports/venueTrainingSessions';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  venueId: z.string().min(1, 'is required'),
  date: dateSchema,
  startTime: timeSchema.nullish(),
  durationMinutes: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
  trainer: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  participants: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
  status: z.enum(["planned", "completed", "cancelled"]),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueTrainingSessionsResource: ResourceMeta = {
  name: 'venueTrainingSessions',
  file: 'schema/reports/venueTrainingSessions.ts',
  surface: 'main',
  table: "venue_training_sessions",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "title": "text", "venueId": "reference", "date": "date", "startTime": "time", "durationMinutes": "number", "trainer": "text", "participants": "number", "status": "enum" },
  readOnly: [],
  defaults: { "status": "planned" },
  search: ["title"],
  defaultSort: { "field": "date", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VenueTrainingSessions */
const getListSchemas = {
  params: null,
  query: z.object({ query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), filter: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type VenueTrainingSessionsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/venueTrainingSessions.ts and joined to the routes by the server's registry. */
export interface VenueTrainingSessionsActions {
  list: DomainAction<VenueTrainingSessionsGetListInput, VenueTrainingSessionsResults['list']>;
}

export function venueTrainingSessionsRoutes(actions: VenueTrainingSessionsActions): EndpointRoute[] {
  return [
    {
      resource: 'venueTrainingSessions',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/VenueTrainingSessions",
      specPath: "/VenueTrainingSessions",
      access: 'read',
      permission: ["vp.cockpit.campus.employees.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get training sessions",
    },
  ];
}
