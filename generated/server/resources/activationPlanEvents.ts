// Generated from schema/venue/activationPlanEvents.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ActivationPlanEventsResults } from '@/shared/venue/activationPlanEvents';
import { dateSchema, timeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  date: dateSchema,
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  category: z.enum(["music", "sports", "theme", "promotion", "holiday", "other"]),
  startTime: timeSchema.nullish(),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  plannedCost: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanEventsResource: ResourceMeta = {
  name: 'activationPlanEvents',
  file: 'schema/venue/activationPlanEvents.ts',
  surface: 'main',
  table: "activation_plan_events",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "date": "date", "title": "text", "category": "enum", "startTime": "time", "description": "text", "plannedCost": "money", "templateId": "text", "templateKey": "text" },
  readOnly: ["templateId", "templateKey"],
  defaults: { "category": "other" },
  search: ["title"],
  defaultSort: { "field": "date", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ActivationPlanEvents/ */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), query: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), from: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), to: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), filter: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanEventsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /ActivationPlanEvents/{date}/{venueId} */
const getByDateSchemas = {
  params: z.object({ date: dateSchema, venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanEventsGetByDateInput = EndpointInput<typeof getByDateSchemas>;

/** POST /ActivationPlanEvents */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type ActivationPlanEventsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /ActivationPlanEvents */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type ActivationPlanEventsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /ActivationPlanEvents/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanEventsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /ActivationPlanEvents/template/{templateId}/{year}/{venueId} */
const importTemplateSchemas = {
  params: z.object({ year: z.coerce.number().int('must be a whole number'), templateId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanEventsImportTemplateInput = EndpointInput<typeof importTemplateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/activationPlanEvents.ts and joined to the routes by the server's registry. */
export interface ActivationPlanEventsActions {
  list: DomainAction<ActivationPlanEventsGetListInput, ActivationPlanEventsResults['list']>;
  listByDate: DomainAction<ActivationPlanEventsGetByDateInput, ActivationPlanEventsResults['listByDate']>;
  create: DomainAction<ActivationPlanEventsCreateInput, ActivationPlanEventsResults['create']>;
  update: DomainAction<ActivationPlanEventsUpdateInput, ActivationPlanEventsResults['update']>;
  remove: DomainAction<ActivationPlanEventsDeleteInput, ActivationPlanEventsResults['remove']>;
  importTemplate: DomainAction<ActivationPlanEventsImportTemplateInput, ActivationPlanEventsResults['importTemplate']>;
}

export function activationPlanEventsRoutes(actions: ActivationPlanEventsActions): EndpointRoute[] {
  return [
    {
      resource: 'activationPlanEvents',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanEvents/",
      specPath: "/ActivationPlanEvents/",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get events",
    },
    {
      resource: 'activationPlanEvents',
      name: 'getByDate',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanEvents/:date/:venueId",
      specPath: "/ActivationPlanEvents/{date}/{venueId}",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getByDateSchemas,
      upload: false,
      handler: { action: actions.listByDate },
      returns: 'result',
      error: "Unable to get events",
    },
    {
      resource: 'activationPlanEvents',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanEvents",
      specPath: "/ActivationPlanEvents",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add event",
    },
    {
      resource: 'activationPlanEvents',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/ActivationPlanEvents",
      specPath: "/ActivationPlanEvents",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update event.",
    },
    {
      resource: 'activationPlanEvents',
      name: 'delete',
      surface: 'main',
      method: 'DELETE',
      path: "/ActivationPlanEvents/:id",
      specPath: "/ActivationPlanEvents/{id}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Unable to delete event.",
    },
    {
      resource: 'activationPlanEvents',
      name: 'importTemplate',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanEvents/template/:templateId/:year/:venueId",
      specPath: "/ActivationPlanEvents/template/{templateId}/{year}/{venueId}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: importTemplateSchemas,
      upload: false,
      handler: { action: actions.importTemplate },
      returns: 'result',
      error: "Unable to import events from the template",
    },
  ];
}
