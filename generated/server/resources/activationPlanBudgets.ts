// Generated from schema/venue/activationPlanBudgets.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ActivationPlanBudgetsResults } from '@/shared/venue/activationPlanBudgets';

const editable = {
  venueId: z.string().min(1, 'is required'),
  year: z.number().int('must be a whole number').min(2000, 'must be at least 2000').max(2100, 'must be at most 2100'),
  month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'),
  amount: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  note: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanBudgetsResource: ResourceMeta = {
  name: 'activationPlanBudgets',
  file: 'schema/venue/activationPlanBudgets.ts',
  surface: 'main',
  table: "activation_plan_budgets",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "year": "number", "month": "number", "amount": "money", "note": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "month", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /ActivationPlanBudgets/ */
const setSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), year: z.number().int('must be a whole number').min(2000, 'must be at least 2000').max(2100, 'must be at most 2100'), month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'), amount: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'), note: z.string().trim().max(500, 'must be at most 500 characters').nullish(), version: z.number().int('must be a whole number').nullish() }),
} satisfies EndpointSchemas;
export type ActivationPlanBudgetsSetInput = EndpointInput<typeof setSchemas>;

/** GET /ActivationPlanBudgets/{venueId}/{year}/{month} */
const getSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required'), year: z.coerce.number().int('must be a whole number'), month: z.coerce.number().int('must be a whole number') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanBudgetsGetInput = EndpointInput<typeof getSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/activationPlanBudgets.ts and joined to the routes by the server's registry. */
export interface ActivationPlanBudgetsActions {
  setBudget: DomainAction<ActivationPlanBudgetsSetInput, ActivationPlanBudgetsResults['setBudget']>;
  getBudgets: DomainAction<ActivationPlanBudgetsGetInput, ActivationPlanBudgetsResults['getBudgets']>;
}

export function activationPlanBudgetsRoutes(actions: ActivationPlanBudgetsActions): EndpointRoute[] {
  return [
    {
      resource: 'activationPlanBudgets',
      name: 'set',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanBudgets/",
      specPath: "/ActivationPlanBudgets/",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: setSchemas,
      upload: false,
      handler: { action: actions.setBudget },
      returns: 'result',
      error: "Unable to set budget.",
    },
    {
      resource: 'activationPlanBudgets',
      name: 'get',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanBudgets/:venueId/:year/:month",
      specPath: "/ActivationPlanBudgets/{venueId}/{year}/{month}",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.getBudgets },
      returns: 'result',
      error: "Unable to get budget",
    },
  ];
}
