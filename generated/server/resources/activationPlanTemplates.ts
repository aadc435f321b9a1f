// Generated from schema/venue/activationPlanTemplates.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  events: z.array(z.object({ key: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'), day: z.number().int('must be a whole number').min(1, 'must be at least 1').max(31, 'must be at most 31'), title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), category: z.string().trim().nullish(), description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish() })).nullish(),
  campaigns: z.array(z.object({ key: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'), title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), channel: z.string().trim().nullish(), description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish() })).nullish(),
  comments: z.array(z.object({ key: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'), month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'), content: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters') })).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanTemplatesResource: ResourceMeta = {
  name: 'activationPlanTemplates',
  file: 'schema/venue/activationPlanTemplates.ts',
  surface: 'main',
  table: "activation_plan_templates",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "country": "enum", "description": "text", "events": "json", "campaigns": "json", "comments": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ActivationPlanTemplates */
const getListSchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanTemplatesGetListInput = EndpointInput<typeof getListSchemas>;

export const activationPlanTemplatesRoutes: EndpointRoute[] = [
  {
    resource: 'activationPlanTemplates',
    name: 'getList',
    surface: 'main',
    method: 'GET',
    path: "/ActivationPlanTemplates",
    specPath: "/ActivationPlanTemplates",
    access: 'read',
    permission: ["vp.vp.activationplan.show"],
    scope: { "country": ["query:country"] },
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: { "country": "query:country" } },
    returns: 'records',
    error: "Unable to get activation plan templates",
  },
];
