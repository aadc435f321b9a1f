// Generated from schema/crm/cookies.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CookiesResults } from '@/shared/crm/cookies';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  provider: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  purpose: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  method: z.enum(["Cookie", "SessionStorage", "LocalStorage"]),
  type: z.enum(["Session", "Persistent"]),
  category: z.enum(["Nessecary", "Preferences", "Analytics", "Marketing", "Unclassified"]),
  expiryDays: z.number().int('must be a whole number').min(1, 'must be at least 1').max(3650, 'must be at most 3650').nullish(),
  domain: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const cookiesResource: ResourceMeta = {
  name: 'cookies',
  file: 'schema/crm/cookies.ts',
  surface: 'crm',
  table: "cookies",
  versioned: true,
  scope: {},
  columns: { "name": "text", "provider": "text", "purpose": "text", "method": "enum", "type": "enum", "category": "enum", "expiryDays": "number", "domain": "text" },
  readOnly: [],
  defaults: { "method": "Cookie", "type": "Persistent", "category": "Unclassified" },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Cookies */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CookiesGetListInput = EndpointInput<typeof getListSchemas>;

/** PUT /Cookies */
const saveSchemas = {
  params: null,
  query: null,
  headers: null,
  body: patchSchema,
} satisfies EndpointSchemas;
export type CookiesSaveInput = EndpointInput<typeof saveSchemas>;

/** DELETE /Cookies */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CookiesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/cookies.ts and joined to the routes by the server's registry. */
export interface CookiesActions {
  save: DomainAction<CookiesSaveInput, CookiesResults['save']>;
}

export function cookiesRoutes(actions: CookiesActions): EndpointRoute[] {
  return [
    {
      resource: 'cookies',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/Cookies",
      specPath: "/Cookies",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: {} },
      returns: 'records',
      error: "Unable to get cookies",
    },
    {
      resource: 'cookies',
      name: 'save',
      surface: 'crm',
      method: 'PUT',
      path: "/Cookies",
      specPath: "/Cookies",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: null,
      schemas: saveSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to save cookie",
    },
    {
      resource: 'cookies',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/Cookies",
      specPath: "/Cookies",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete cookie",
    },
  ];
}
