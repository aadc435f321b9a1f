// Generated from schema/crm/dataProcessors.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { DataProcessorsResults } from '@/shared/crm/dataProcessors';
import { dateSchema } from '@/shared/validation';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  purpose: z.string().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  location: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  website: z.union([z.literal(''), z.string().trim().max(500, 'must be at most 500 characters').pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))]).nullish(),
  contactEmail: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
  dataCategories: z.array(z.string().trim().max(60, 'must be at most 60 characters')).max(20, 'must have at most 20 items').nullish(),
  agreementSignedOn: dateSchema.nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const dataProcessorsResource: ResourceMeta = {
  name: 'dataProcessors',
  file: 'schema/crm/dataProcessors.ts',
  surface: 'crm',
  table: "data_processors",
  versioned: true,
  scope: {},
  columns: { "name": "text", "purpose": "text", "location": "text", "website": "text", "contactEmail": "text", "dataCategories": "json", "agreementSignedOn": "date" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /LegalDocuments/DataProcessor */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DataProcessorsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /LegalDocuments/DataProcessor */
const saveSchemas = {
  params: null,
  query: null,
  headers: null,
  body: patchSchema,
} satisfies EndpointSchemas;
export type DataProcessorsSaveInput = EndpointInput<typeof saveSchemas>;

/** DELETE /LegalDocuments/DataProcessor */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DataProcessorsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/dataProcessors.ts and joined to the routes by the server's registry. */
export interface DataProcessorsActions {
  save: DomainAction<DataProcessorsSaveInput, DataProcessorsResults['save']>;
}

export function dataProcessorsRoutes(actions: DataProcessorsActions): EndpointRoute[] {
  return [
    {
      resource: 'dataProcessors',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments/DataProcessor",
      specPath: "/LegalDocuments/DataProcessor",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get data processors",
    },
    {
      resource: 'dataProcessors',
      name: 'save',
      surface: 'crm',
      method: 'POST',
      path: "/LegalDocuments/DataProcessor",
      specPath: "/LegalDocuments/DataProcessor",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: null,
      schemas: saveSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to save data processor",
    },
    {
      resource: 'dataProcessors',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/LegalDocuments/DataProcessor",
      specPath: "/LegalDocuments/DataProcessor",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete data processor",
    },
  ];
}
