// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';

const editable = {
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  category: z.enum(["coreReporting", "fuelReporting"]),
  reportId: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  workspaceId: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  permission: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  isActive: z.boolean().nullish(),
  sortOrder: z.number().int('must be a whole number').min(0, 'must be at least 0').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const cockpitReportsResource: ResourceMeta = {
  name: 'cockpitReports',
  file: 'schema/reports/cockpitReports.ts',
  surface: 'main',
  table: "cockpit_reports",
  versioned: true,
  scope: {},
  columns: { "name": "text", "category": "enum", "reportId": "text", "workspaceId": "text", "permission": "text", "isActive": "boolean", "sortOrder": "number" },
  readOnly: [],
  defaults: { "category": "coreReporting", "isActive": true, "sortOrder": 0 },
  search: [],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CockpitReports */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CockpitReportsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /CockpitReports/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CockpitReportsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /CockpitReports */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type CockpitReportsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /CockpitReports */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type CockpitReportsUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /CockpitReports/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CockpitReportsDeleteInput = EndpointInput<typeof deleteSchemas>;

export const cockpitReportsRoutes: EndpointRoute[] = [
  {
    resource: 'cockpitReports',
    name: 'getList',
    surface: 'main',
    method: 'GET',
    path: "/CockpitReports",
    specPath: "/CockpitReports",
    access: 'read',
    permission: null,
    scope: {},
    id: null,
    schemas: getListSchemas,
    upload: false,
    handler: { store: 'list', match: {} },
    returns: 'records',
    error: "Unable to get cockpit reports",
  },
  {
    resource: 'cockpitReports',
    name: 'getOne',
    surface: 'main',
    method: 'GET',
    path: "/CockpitReports/:id",
    specPath: "/CockpitReports/{id}",
    access: 'read',
    permission: null,
    scope: {},
    id: "path:id",
    schemas: getOneSchemas,
    upload: false,
    handler: { store: 'get' },
    returns: 'record',
    error: "Unable to get cockpit report",
  },
  {
    resource: 'cockpitReports',
    name: 'create',
    surface: 'main',
    method: 'POST',
    path: "/CockpitReports",
    specPath: "/CockpitReports",
    access: 'write',
    permission: ["vp.cockpit.reports.manage"],
    scope: {},
    id: null,
    schemas: createSchemas,
    upload: false,
    handler: { store: 'create' },
    returns: 'record',
    error: "Unable to create cockpit report",
  },
  {
    resource: 'cockpitReports',
    name: 'update',
    surface: 'main',
    method: 'PUT',
    path: "/CockpitReports",
    specPath: "/CockpitReports",
    access: 'write',
    permission: ["vp.cockpit.reports.manage"],
    scope: {},
    id: "body:id",
    schemas: updateSchemas,
    upload: false,
    handler: { store: 'update' },
    returns: 'record',
    error: "Unable to update cockpit report",
  },
  {
    resource: 'cockpitReports',
    name: 'delete',
    surface: 'main',
    method: 'DELETE',
    path: "/CockpitReports/",
    specPath: "/CockpitReports/",
    access: 'write',
    permission: ["vp.cockpit.reports.manage"],
    scope: {},
    id: "query:id",
    schemas: deleteSchemas,
    upload: false,
    handler: { store: 'delete' },
    returns: 'none',
    error: "Unable to delete cockpit report",
  },
];
