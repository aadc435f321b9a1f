// Generated from schema/venue/activationPlanCampaigns.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ActivationPlanCampaignsResults } from '@/shared/venue/activationPlanCampaigns';

const editable = {
  venueId: z.string().min(1, 'is required'),
  year: z.number().int('must be a whole number').min(2000, 'must be at least 2000').max(2100, 'must be at most 2100'),
  month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  channel: z.enum(["inVenue", "social", "email", "print"]).nullish(),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  plannedCost: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  isHQ: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanCampaignsResource: ResourceMeta = {
  name: 'activationPlanCampaigns',
  file: 'schema/venue/activationPlanCampaigns.ts',
  surface: 'main',
  table: "activation_plan_campaigns",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "year": "number", "month": "number", "title": "text", "channel": "enum", "description": "text", "plannedCost": "money", "isHQ": "boolean", "templateId": "text", "templateKey": "text" },
  readOnly: ["templateId", "templateKey"],
  defaults: { "channel": "inVenue", "isHQ": false },
  search: [],
  defaultSort: { "field": "month", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ActivationPlanCampaigns/{venueId} */
const getByVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsGetByVenueInput = EndpointInput<typeof getByVenueSchemas>;

/** GET /ActivationPlanCampaigns */
const getHeadOfficeSchemas = {
  params: null,
  query: z.object({ year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), month: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), country: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["dk", "no", "fi", "uk"]).optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsGetHeadOfficeInput = EndpointInput<typeof getHeadOfficeSchemas>;

/** POST /ActivationPlanCampaigns/{venueId} */
const createSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /ActivationPlanCampaigns/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /ActivationPlanCampaigns/{id} */
const deleteSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /ActivationPlanCampaigns/template/{templateId}/{year}/{venueId} */
const importTemplateSchemas = {
  params: z.object({ year: z.coerce.number().int('must be a whole number'), templateId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCampaignsImportTemplateInput = EndpointInput<typeof importTemplateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/activationPlanCampaigns.ts and joined to the routes by the server's registry. */
export interface ActivationPlanCampaignsActions {
  listForVenue: DomainAction<ActivationPlanCampaignsGetByVenueInput, ActivationPlanCampaignsResults['listForVenue']>;
  listHeadOffice: DomainAction<ActivationPlanCampaignsGetHeadOfficeInput, ActivationPlanCampaignsResults['listHeadOffice']>;
  create: DomainAction<ActivationPlanCampaignsCreateInput, ActivationPlanCampaignsResults['create']>;
  update: DomainAction<ActivationPlanCampaignsUpdateInput, ActivationPlanCampaignsResults['update']>;
  remove: DomainAction<ActivationPlanCampaignsDeleteInput, ActivationPlanCampaignsResults['remove']>;
  importTemplate: DomainAction<ActivationPlanCampaignsImportTemplateInput, ActivationPlanCampaignsResults['importTemplate']>;
}

export function activationPlanCampaignsRoutes(actions: ActivationPlanCampaignsActions): EndpointRoute[] {
  return [
    {
      resource: 'activationPlanCampaigns',
      name: 'getByVenue',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanCampaigns/:venueId",
      specPath: "/ActivationPlanCampaigns/{venueId}",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getByVenueSchemas,
      upload: false,
      handler: { action: actions.listForVenue },
      returns: 'result',
      error: "Unable to get campaigns",
    },
    {
      resource: 'activationPlanCampaigns',
      name: 'getHeadOffice',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanCampaigns",
      specPath: "/ActivationPlanCampaigns",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: {},
      id: null,
      schemas: getHeadOfficeSchemas,
      upload: false,
      handler: { action: actions.listHeadOffice },
      returns: 'result',
      error: "Unable to get campaigns",
    },
    {
      resource: 'activationPlanCampaigns',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanCampaigns/:venueId",
      specPath: "/ActivationPlanCampaigns/{venueId}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["path:venueId", "body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add campaign",
    },
    {
      resource: 'activationPlanCampaigns',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/ActivationPlanCampaigns/:id",
      specPath: "/ActivationPlanCampaigns/{id}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update campaign.",
    },
    {
      resource: 'activationPlanCampaigns',
      name: 'delete',
      surface: 'main',
      method: 'DELETE',
      path: "/ActivationPlanCampaigns/:id",
      specPath: "/ActivationPlanCampaigns/{id}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'result',
      error: "Unable to delete campaign.",
    },
    {
      resource: 'activationPlanCampaigns',
      name: 'importTemplate',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanCampaigns/template/:templateId/:year/:venueId",
      specPath: "/ActivationPlanCampaigns/template/{templateId}/{year}/{venueId}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: importTemplateSchemas,
      upload: false,
      handler: { action: actions.importTemplate },
      returns: 'result',
      error: "Unable to import campaigns from the template",
    },
  ];
}
