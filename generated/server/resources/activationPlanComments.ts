// Generated from schema/venue/activationPlanComments.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ActivationPlanCommentsResults } from '@/shared/venue/activationPlanComments';

const editable = {
  venueId: z.string().min(1, 'is required'),
  year: z.number().int('must be a whole number').min(2000, 'must be at least 2000').max(2100, 'must be at most 2100'),
  month: z.number().int('must be a whole number').min(1, 'must be at least 1').max(12, 'must be at most 12'),
  content: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  mentions: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(20, 'must have at most 20 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const activationPlanCommentsResource: ResourceMeta = {
  name: 'activationPlanComments',
  file: 'schema/venue/activationPlanComments.ts',
  surface: 'main',
  table: "activation_plan_comments",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "year": "number", "month": "number", "content": "text", "mentions": "json", "templateId": "text", "templateKey": "text" },
  readOnly: ["templateId", "templateKey"],
  defaults: {},
  search: [],
  defaultSort: { "field": "month", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /ActivationPlanComments/{venueId} */
const getByVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: z.object({ year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCommentsGetByVenueInput = EndpointInput<typeof getByVenueSchemas>;

/** POST /ActivationPlanComments */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type ActivationPlanCommentsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /ActivationPlanComments */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type ActivationPlanCommentsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /ActivationPlanComments/template/{templateId}/{year}/{venueId} */
const importTemplateSchemas = {
  params: z.object({ year: z.coerce.number().int('must be a whole number'), templateId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ActivationPlanCommentsImportTemplateInput = EndpointInput<typeof importTemplateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/activationPlanComments.ts and joined to the routes by the server's registry. */
export interface ActivationPlanCommentsActions {
  listForVenue: DomainAction<ActivationPlanCommentsGetByVenueInput, ActivationPlanCommentsResults['listForVenue']>;
  create: DomainAction<ActivationPlanCommentsCreateInput, ActivationPlanCommentsResults['create']>;
  update: DomainAction<ActivationPlanCommentsUpdateInput, ActivationPlanCommentsResults['update']>;
  importTemplate: DomainAction<ActivationPlanCommentsImportTemplateInput, ActivationPlanCommentsResults['importTemplate']>;
}

export function activationPlanCommentsRoutes(actions: ActivationPlanCommentsActions): EndpointRoute[] {
  return [
    {
      resource: 'activationPlanComments',
      name: 'getByVenue',
      surface: 'main',
      method: 'GET',
      path: "/ActivationPlanComments/:venueId",
      specPath: "/ActivationPlanComments/{venueId}",
      access: 'read',
      permission: ["vp.vp.activationplan.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getByVenueSchemas,
      upload: false,
      handler: { action: actions.listForVenue },
      returns: 'result',
      error: "Unable to get comments",
    },
    {
      resource: 'activationPlanComments',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanComments",
      specPath: "/ActivationPlanComments",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add comment",
    },
    {
      resource: 'activationPlanComments',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/ActivationPlanComments",
      specPath: "/ActivationPlanComments",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update comment.",
    },
    {
      resource: 'activationPlanComments',
      name: 'importTemplate',
      surface: 'main',
      method: 'POST',
      path: "/ActivationPlanComments/template/:templateId/:year/:venueId",
      specPath: "/ActivationPlanComments/template/{templateId}/{year}/{venueId}",
      access: 'write',
      permission: ["vp.vp.activationplan.edit"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: importTemplateSchemas,
      upload: false,
      handler: { action: actions.importTemplate },
      returns: 'result',
      error: "Unable to import comments from the template",
    },
  ];
}
