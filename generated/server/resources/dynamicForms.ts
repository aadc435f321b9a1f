// Generated from schema/crm/dynamicForms.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { DynamicFormsResults } from '@/shared/crm/dynamicForms';

const editable = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  isActive: z.boolean().nullish(),
  submitButtonText: z.string().trim().max(50, 'must be at most 50 characters').nullish(),
  successMessage: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  fields: z.array(z.object({ key: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters').regex(new RegExp("^[a-z][a-z0-9_]*$"), 'has the wrong format'), label: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), type: z.enum(["Text", "Textarea", "Email", "Phone", "Number", "Date", "Checkbox", "Dropdown"]), required: z.boolean().nullish(), options: z.array(z.string().trim().max(100, 'must be at most 100 characters')).max(50, 'must have at most 50 items').nullish() })).max(50, 'must have at most 50 items').nullish(),
  venueIds: z.array(z.string()).max(500, 'must have at most 500 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const dynamicFormsResource: ResourceMeta = {
  name: 'dynamicForms',
  file: 'schema/crm/dynamicForms.ts',
  surface: 'crm',
  table: "dynamic_forms",
  versioned: true,
  scope: {},
  columns: { "name": "text", "title": "text", "description": "text", "isActive": "boolean", "submitButtonText": "text", "successMessage": "text", "fields": "json", "venueIds": "json" },
  readOnly: [],
  defaults: { "isActive": true },
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /DynamicForms */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DynamicFormsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /DynamicForms/Venues */
const venuesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DynamicFormsVenuesInput = EndpointInput<typeof venuesSchemas>;

/** GET /DynamicForms/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DynamicFormsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /DynamicForms */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type DynamicFormsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /DynamicForms */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type DynamicFormsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /DynamicForms/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type DynamicFormsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /DynamicForms/duplicate */
const duplicateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type DynamicFormsDuplicateInput = EndpointInput<typeof duplicateSchemas>;

/** POST /DynamicForms/PreviewForVenue */
const previewForVenueSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ dynamicFormId: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type DynamicFormsPreviewForVenueInput = EndpointInput<typeof previewForVenueSchemas>;

/** POST /DynamicForms/Export */
const exportSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ dynamicFormId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type DynamicFormsExportInput = EndpointInput<typeof exportSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/dynamicForms.ts and joined to the routes by the server's registry. */
export interface DynamicFormsActions {
  listForms: DomainAction<DynamicFormsGetListInput, DynamicFormsResults['listForms']>;
  venues: DomainAction<DynamicFormsVenuesInput, DynamicFormsResults['venues']>;
  create: DomainAction<DynamicFormsCreateInput, DynamicFormsResults['create']>;
  update: DomainAction<DynamicFormsUpdateInput, DynamicFormsResults['update']>;
  remove: DomainAction<DynamicFormsDeleteInput, unknown>;
  duplicate: DomainAction<DynamicFormsDuplicateInput, DynamicFormsResults['duplicate']>;
  previewForVenue: DomainAction<DynamicFormsPreviewForVenueInput, DynamicFormsResults['previewForVenue']>;
  exportSubmissions: DomainAction<DynamicFormsExportInput, FileResult>;
}

export function dynamicFormsRoutes(actions: DynamicFormsActions): EndpointRoute[] {
  return [
    {
      resource: 'dynamicForms',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/DynamicForms",
      specPath: "/DynamicForms",
      access: 'read',
      permission: ["vp.crm.dynamicforms.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listForms },
      returns: 'result',
      error: "Unable to get dynamic forms",
    },
    {
      resource: 'dynamicForms',
      name: 'venues',
      surface: 'crm',
      method: 'GET',
      path: "/DynamicForms/Venues",
      specPath: "/DynamicForms/Venues",
      access: 'read',
      permission: ["vp.crm.dynamicforms.view"],
      scope: {},
      id: null,
      schemas: venuesSchemas,
      upload: false,
      handler: { action: actions.venues },
      returns: 'result',
      error: "Unable to get dynamic form venues",
    },
    {
      resource: 'dynamicForms',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/DynamicForms/:id",
      specPath: "/DynamicForms/{id}",
      access: 'read',
      permission: ["vp.crm.dynamicforms.view"],
      scope: {},
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/DynamicForms",
      specPath: "/DynamicForms",
      access: 'write',
      permission: ["vp.crm.dynamicforms.edit"],
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/DynamicForms",
      specPath: "/DynamicForms",
      access: 'write',
      permission: ["vp.crm.dynamicforms.edit"],
      scope: {},
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/DynamicForms/",
      specPath: "/DynamicForms/",
      access: 'write',
      permission: ["vp.crm.dynamicforms.edit"],
      scope: {},
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'duplicate',
      surface: 'crm',
      method: 'POST',
      path: "/DynamicForms/duplicate",
      specPath: "/DynamicForms/duplicate",
      access: 'write',
      permission: ["vp.crm.dynamicforms.edit"],
      scope: {},
      id: null,
      schemas: duplicateSchemas,
      upload: false,
      handler: { action: actions.duplicate },
      returns: 'result',
      error: "Unable to duplicate dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'previewForVenue',
      surface: 'crm',
      method: 'POST',
      path: "/DynamicForms/PreviewForVenue",
      specPath: "/DynamicForms/PreviewForVenue",
      access: 'read',
      permission: ["vp.crm.dynamicforms.view"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: previewForVenueSchemas,
      upload: false,
      handler: { action: actions.previewForVenue },
      returns: 'result',
      error: "Unable to preview dynamic form",
    },
    {
      resource: 'dynamicForms',
      name: 'export',
      surface: 'crm',
      method: 'POST',
      path: "/DynamicForms/Export",
      specPath: "/DynamicForms/Export",
      access: 'read',
      permission: ["vp.crm.dynamicforms.view"],
      scope: {},
      id: null,
      schemas: exportSchemas,
      upload: false,
      handler: { action: actions.exportSubmissions },
      returns: 'file',
      error: "Unable to export dynamic form",
    },
  ];
}
