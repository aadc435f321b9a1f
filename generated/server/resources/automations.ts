// Generated from schema/crm/automations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { AutomationsResults } from '@/shared/crm/automations';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  enabled: z.boolean().nullish(),
  triggers: z.array(z.object({ type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8), z.literal(9), z.literal(10)]) })).max(11, 'must have at most 11 items').nullish(),
  conditions: z.array(z.object({ type: z.enum(["HasReadMailCondition", "HasClickedMailCondition", "HasLabelCondition", "IsDynamicFormCondition"]), negate: z.boolean().nullish(), emailTemplateId: z.string().nullish(), label: z.string().trim().max(100, 'must be at most 100 characters').nullish(), dynamicFormId: z.string().nullish() })).max(20, 'must have at most 20 items').nullish(),
  actions: z.array(z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish(), type: z.enum(["SendMailAction", "SendSmsAction", "AddPointsAction", "AddLabelAction"]), delayDays: z.number().int('must be a whole number').min(0, 'must be at least 0').max(365, 'must be at most 365').nullish(), emailTemplateId: z.string().nullish(), smsText: z.string().trim().max(640, 'must be at most 640 characters').nullish(), points: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100000, 'must be at most 100000').nullish(), label: z.string().trim().max(100, 'must be at most 100 characters').nullish() })).max(20, 'must have at most 20 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const automationsResource: ResourceMeta = {
  name: 'automations',
  file: 'schema/crm/automations.ts',
  surface: 'crm',
  table: "automations",
  versioned: true,
  scope: {},
  columns: { "name": "text", "description": "text", "enabled": "boolean", "triggers": "json", "conditions": "json", "actions": "json" },
  readOnly: [],
  defaults: { "enabled": false },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Automations */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AutomationsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /Automations/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AutomationsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /Automations */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type AutomationsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /Automations */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type AutomationsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /Automations/duplicate */
const duplicateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type AutomationsDuplicateInput = EndpointInput<typeof duplicateSchemas>;

/** DELETE /Automations/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type AutomationsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/automations.ts and joined to the routes by the server's registry. */
export interface AutomationsActions {
  create: DomainAction<AutomationsCreateInput, AutomationsResults['create']>;
  update: DomainAction<AutomationsUpdateInput, AutomationsResults['update']>;
  duplicate: DomainAction<AutomationsDuplicateInput, AutomationsResults['duplicate']>;
}

export function automationsRoutes(actions: AutomationsActions): EndpointRoute[] {
  return [
    {
      resource: 'automations',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/Automations",
      specPath: "/Automations",
      access: 'read',
      permission: ["vp.crm.automations.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get automations",
    },
    {
      resource: 'automations',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/Automations/:id",
      specPath: "/Automations/{id}",
      access: 'read',
      permission: ["vp.crm.automations.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get automation",
    },
    {
      resource: 'automations',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/Automations",
      specPath: "/Automations",
      access: 'write',
      permission: ["vp.crm.automations.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add automation",
    },
    {
      resource: 'automations',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/Automations",
      specPath: "/Automations",
      access: 'write',
      permission: ["vp.crm.automations.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update automation",
    },
    {
      resource: 'automations',
      name: 'duplicate',
      surface: 'crm',
      method: 'POST',
      path: "/Automations/duplicate",
      specPath: "/Automations/duplicate",
      access: 'write',
      permission: ["vp.crm.automations.edit"],
      scope: {},
      id: null,
      schemas: duplicateSchemas,
      upload: false,
      handler: { action: actions.duplicate },
      returns: 'result',
      error: "Unable to duplicate automation",
    },
    {
      resource: 'automations',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/Automations/",
      specPath: "/Automations/",
      access: 'write',
      permission: ["vp.crm.automations.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete automation",
    },
  ];
}
