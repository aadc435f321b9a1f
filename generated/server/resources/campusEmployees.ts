// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CampusEmployeesResults } from '@/shared/reports/campusEmployees';
import { dateSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  employeeNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  venueId: z.string().min(1, 'is required'),
  position: z.enum(["bartender", "waiter", "host", "chef", "doorman", "shiftManager", "venueManager"]),
  campusLevel: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  hiredOn: dateSchema.nullish(),
  trainingsCompleted: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
  lastTrainingOn: dateSchema.nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const campusEmployeesResource: ResourceMeta = {
  name: 'campusEmployees',
  file: 'schema/reports/campusEmployees.ts',
  surface: 'main',
  table: "campus_employees",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "name": "text", "employeeNumber": "text", "venueId": "reference", "position": "enum", "campusLevel": "enum", "hiredOn": "date", "trainingsCompleted": "number", "lastTrainingOn": "date" },
  readOnly: [],
  defaults: { "campusLevel": 0 },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Cockpit/CampusEmployees */
const getListSchemas = {
  params: null,
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), filter: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CampusEmployeesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/campusEmployees.ts and joined to the routes by the server's registry. */
export interface CampusEmployeesActions {
  list: DomainAction<CampusEmployeesGetListInput, CampusEmployeesResults['list']>;
}

export function campusEmployeesRoutes(actions: CampusEmployeesActions): EndpointRoute[] {
  return [
    {
      resource: 'campusEmployees',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/Cockpit/CampusEmployees",
      specPath: "/Cockpit/CampusEmployees",
      access: 'read',
      permission: ["vp.cockpit.campus.employees.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get employees",
    },
  ];
}
