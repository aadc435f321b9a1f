// Generated from schema/crm/handlebars.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { HandlebarsResults } from '@/shared/crm/handlebars';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const handlebarsResource: ResourceMeta = {
  name: 'handlebars',
  file: 'schema/crm/handlebars.ts',
  surface: 'crm',
  table: null,
  versioned: true,
  scope: {},
  columns: {},
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Handlebars */
const catalogueSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type HandlebarsCatalogueInput = EndpointInput<typeof catalogueSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/handlebars.ts and joined to the routes by the server's registry. */
export interface HandlebarsActions {
  catalogue: DomainAction<HandlebarsCatalogueInput, HandlebarsResults['catalogue']>;
}

export function handlebarsRoutes(actions: HandlebarsActions): EndpointRoute[] {
  return [
    {
      resource: 'handlebars',
      name: 'catalogue',
      surface: 'crm',
      method: 'GET',
      path: "/Handlebars",
      specPath: "/Handlebars",
      access: 'read',
      permission: ["vp.crm.emailtemplates.view", "vp.crm.campaigns.view", "vp.vp.venuecampaigns.view", "vp.crm.automations.view", "vp.crm.dynamicforms.view", "vp.crm.engageconfiguration.view"],
      scope: {},
      id: null,
      schemas: catalogueSchemas,
      upload: false,
      handler: { action: actions.catalogue },
      returns: 'result',
      error: "Unable to get the handlebar catalogue",
    },
  ];
}
