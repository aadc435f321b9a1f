// Generated from schema/crm/dataController.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { DataControllerResults } from '@/shared/crm/dataController';

const editable = {
  companyName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  registrationNumber: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  street: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  postalCode: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  city: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  email: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')),
  phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(),
  dpoName: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  dpoEmail: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const dataControllerResource: ResourceMeta = {
  name: 'dataController',
  file: 'schema/crm/dataController.ts',
  surface: 'crm',
  table: "data_controller",
  versioned: true,
  scope: {},
  columns: { "companyName": "text", "registrationNumber": "text", "street": "text", "postalCode": "text", "city": "text", "country": "enum", "email": "text", "phone": "text", "dpoName": "text", "dpoEmail": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "companyName", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /LegalDocuments/DataController */
const getSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DataControllerGetInput = EndpointInput<typeof getSchemas>;

/** PUT /LegalDocuments/DataController */
const saveSchemas = {
  params: null,
  query: null,
  headers: null,
  body: patchSchema,
} satisfies EndpointSchemas;
export type DataControllerSaveInput = EndpointInput<typeof saveSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/dataController.ts and joined to the routes by the server's registry. */
export interface DataControllerActions {
  get: DomainAction<DataControllerGetInput, DataControllerResults['get']>;
  save: DomainAction<DataControllerSaveInput, DataControllerResults['save']>;
}

export function dataControllerRoutes(actions: DataControllerActions): EndpointRoute[] {
  return [
    {
      resource: 'dataController',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments/DataController",
      specPath: "/LegalDocuments/DataController",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get data controller",
    },
    {
      resource: 'dataController',
      name: 'save',
      surface: 'crm',
      method: 'PUT',
      path: "/LegalDocuments/DataController",
      specPath: "/LegalDocuments/DataController",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: null,
      schemas: saveSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to update data controller",
    },
  ];
}
