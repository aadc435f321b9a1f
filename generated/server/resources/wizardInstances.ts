// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { WizardInstancesResults } from '@/shared/reports/wizardInstances';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  employeeName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  wizard: z.enum(["onboarding", "responsibleServing", "shiftManager", "venueOpening"]),
  venueId: z.string().min(1, 'is required'),
  status: z.enum(["inProgress", "completed", "abandoned"]),
  currentStep: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
  totalSteps: z.number().int('must be a whole number').min(1, 'must be at least 1').nullish(),
  startedAt: datetimeSchema,
  completedAt: datetimeSchema.nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const wizardInstancesResource: ResourceMeta = {
  name: 'wizardInstances',
  file: 'schema/reports/wizardInstances.ts',
  surface: 'main',
  table: "wizard_instances",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "employeeName": "text", "wizard": "enum", "venueId": "reference", "status": "enum", "currentStep": "number", "totalSteps": "number", "startedAt": "datetime", "completedAt": "datetime" },
  readOnly: [],
  defaults: { "status": "inProgress" },
  search: ["employeeName"],
  defaultSort: { "field": "startedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /WizardInstances */
const getListSchemas = {
  params: null,
  query: z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), filter: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type WizardInstancesGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/wizardInstances.ts and joined to the routes by the server's registry. */
export interface WizardInstancesActions {
  list: DomainAction<WizardInstancesGetListInput, WizardInstancesResults['list']>;
}

export function wizardInstancesRoutes(actions: WizardInstancesActions): EndpointRoute[] {
  return [
    {
      resource: 'wizardInstances',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/WizardInstances",
      specPath: "/WizardInstances",
      access: 'read',
      permission: ["vp.cockpit.campus.employees.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get wizard instances",
    },
  ];
}
