// Generated from schema/crm/legalDocuments.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { LegalDocumentsResults } from '@/shared/crm/legalDocuments';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  type: z.enum(["PrivacyPolicy", "TermsAndConditions", "CookiePolicy", "MarketingConsent", "Other"]),
  country: z.enum(["dk", "no", "fi", "uk"]),
  language: z.enum(["eng", "dan", "swe", "nor", "fin"]),
  isEnabled: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const legalDocumentsResource: ResourceMeta = {
  name: 'legalDocuments',
  file: 'schema/crm/legalDocuments.ts',
  surface: 'crm',
  table: "legal_documents",
  versioned: true,
  scope: { "country": "country" },
  columns: { "name": "text", "type": "enum", "country": "enum", "language": "enum", "isEnabled": "boolean", "currentRevision": "number", "revisions": "json" },
  readOnly: ["currentRevision", "revisions"],
  defaults: { "isEnabled": false },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /LegalDocuments */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type LegalDocumentsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /LegalDocuments/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type LegalDocumentsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /LegalDocuments/{id}/revisions/{revision} */
const getRevisionSchemas = {
  params: z.object({ revision: z.coerce.number().int('must be a whole number'), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type LegalDocumentsGetRevisionInput = EndpointInput<typeof getRevisionSchemas>;

/** POST /LegalDocuments */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), type: z.enum(["PrivacyPolicy", "TermsAndConditions", "CookiePolicy", "MarketingConsent", "Other"]), country: z.enum(["dk", "no", "fi", "uk"]), language: z.enum(["eng", "dan", "swe", "nor", "fin"]), content: z.string().trim().min(1, 'is required').max(100000), changeNote: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type LegalDocumentsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /LegalDocuments */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().trim().min(1, 'is required'), version: z.number().int('must be a whole number'), name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), type: z.enum(["PrivacyPolicy", "TermsAndConditions", "CookiePolicy", "MarketingConsent", "Other"]), country: z.enum(["dk", "no", "fi", "uk"]), language: z.enum(["eng", "dan", "swe", "nor", "fin"]), isEnabled: z.boolean(), content: z.string().trim().min(1, 'is required').max(100000), changeNote: z.string().trim().max(500, 'must be at most 500 characters').nullish() }),
} satisfies EndpointSchemas;
export type LegalDocumentsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /LegalDocuments */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type LegalDocumentsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** GET /LegalDocuments/GuestPermissions */
const guestPermissionsSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type LegalDocumentsGuestPermissionsInput = EndpointInput<typeof guestPermissionsSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/legalDocuments.ts and joined to the routes by the server's registry. */
export interface LegalDocumentsActions {
  list: DomainAction<LegalDocumentsGetListInput, LegalDocumentsResults['list']>;
  get: DomainAction<LegalDocumentsGetOneInput, LegalDocumentsResults['get']>;
  getRevision: DomainAction<LegalDocumentsGetRevisionInput, LegalDocumentsResults['getRevision']>;
  create: DomainAction<LegalDocumentsCreateInput, LegalDocumentsResults['create']>;
  update: DomainAction<LegalDocumentsUpdateInput, LegalDocumentsResults['update']>;
  remove: DomainAction<LegalDocumentsDeleteInput, unknown>;
  guestPermissions: DomainAction<LegalDocumentsGuestPermissionsInput, LegalDocumentsResults['guestPermissions']>;
}

export function legalDocumentsRoutes(actions: LegalDocumentsActions): EndpointRoute[] {
  return [
    {
      resource: 'legalDocuments',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments",
      specPath: "/LegalDocuments",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get legal documents",
    },
    {
      resource: 'legalDocuments',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments/:id",
      specPath: "/LegalDocuments/{id}",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get legal document",
    },
    {
      resource: 'legalDocuments',
      name: 'getRevision',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments/:id/revisions/:revision",
      specPath: "/LegalDocuments/{id}/revisions/{revision}",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view", "vp.crm.guestprofiles.view"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getRevisionSchemas,
      upload: false,
      handler: { action: actions.getRevision },
      returns: 'result',
      error: "Unable to get legal document",
    },
    {
      resource: 'legalDocuments',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/LegalDocuments",
      specPath: "/LegalDocuments",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add legal document",
    },
    {
      resource: 'legalDocuments',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/LegalDocuments",
      specPath: "/LegalDocuments",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update legal document",
    },
    {
      resource: 'legalDocuments',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/LegalDocuments",
      specPath: "/LegalDocuments",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: { "country": ["record"] },
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete legal document",
    },
    {
      resource: 'legalDocuments',
      name: 'guestPermissions',
      surface: 'crm',
      method: 'GET',
      path: "/LegalDocuments/GuestPermissions",
      specPath: "/LegalDocuments/GuestPermissions",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: guestPermissionsSchemas,
      upload: false,
      handler: { action: actions.guestPermissions },
      returns: 'result',
      error: "Unable to get guest permissions",
    },
  ];
}
