// Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ActivationPlanChangeLogResults } from '@/shared/venue/activationPlanChangeLog';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  at: datetimeSchema,
  entity: z.enum(["event", "campaign", "comment", "budget"]),
  entityId: z.string().trim().nullish(),
  change: z.enum(["created", "updated", "moved", "deleted", "imported"]),
  summary: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  userName: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanChangeLogResource: ResourceMeta = {
  name: 'activationPlanChangeLog',
  file: 'schema/venue/activationPlanChangeLog.ts',
  surface: 'main',
  table: "activation_plan_change_log",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "at": "datetime", "entity": "enum", "entityId": "text", "change": "enum", "summary": "text", "userName": "text", "details": "json" },
  readOnly: ["details"],
  defaults: {},
  search: [],
  defaultSort: { "field": "at", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ActivationPlanChangeLog */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), entity: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["event", "campaign", "comment", "budget"]).optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanChangeLogGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/activationPlanChangeLog.ts and joined to the routes by the server's registry. */
export interface ActivationPlanChangeLogActions {
  list: DomainAction<ActivationPlanChangeLogGetListInput, ActivationPlanChangeLogResults['list']>;
}

export function activationPlanChangeLogRoutes(actions: ActivationPlanChangeLogActions): EndpointRoute[] {
  return [
    {
      resource: 'activationPlanChangeLog',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanChangeLog",
      specPath: "/ActivationPlanChangeLog",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get the change log",
    },
  ];
}
