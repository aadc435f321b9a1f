// Generated from schema/reports/campusLevelChanges.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CampusLevelChangesResults } from '@/shared/reports/campusLevelChanges';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  employeeName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  employeeNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  levelFrom: z.number().int('must be a whole number').min(0, 'must be at least 0').max(3, 'must be at most 3').nullish(),
  levelTo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  changedOn: dateSchema,
  approvedBy: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const campusLevelChangesResource: ResourceMeta = {
  name: 'campusLevelChanges',
  file: 'schema/reports/campusLevelChanges.ts',
  surface: 'main',
  table: "campus_level_changes",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "employeeName": "text", "employeeNumber": "text", "levelFrom": "number", "levelTo": "enum", "changedOn": "date", "approvedBy": "text" },
  readOnly: [],
  defaults: {},
  search: ["employeeName"],
  defaultSort: { "field": "changedOn", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Payrates/CampusLevelChanges */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), from: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), to: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), levelTo: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])).optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CampusLevelChangesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/campusLevelChanges.ts and joined to the routes by the server's registry. */
export interface CampusLevelChangesActions {
  list: DomainAction<CampusLevelChangesGetListInput, CampusLevelChangesResults['list']>;
}

export function campusLevelChangesRoutes(actions: CampusLevelChangesActions): EndpointRoute[] {
  return [
    {
      resource: 'campusLevelChanges',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/Payrates/CampusLevelChanges",
      specPath: "/Payrates/CampusLevelChanges",
      access: 'read',
      permission: ["vp.cockpit.payroll.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get campus level changes",
    },
  ];
}
