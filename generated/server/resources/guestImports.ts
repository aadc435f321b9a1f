// Generated from schema/guests/guestImports.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestImportsResults } from '@/shared/guests/guestImports';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  fileName: z.string().trim().max(255, 'must be at most 255 characters').nullish(),
  status: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  rows: z.array(z.record(z.string(), z.unknown())).nullish(),
  appliedAt: datetimeSchema.nullish(),
  appliedBy: z.string().nullish(),
  result: z.record(z.string(), z.unknown()).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestImportsResource: ResourceMeta = {
  name: 'guestImports',
  file: 'schema/guests/guestImports.ts',
  surface: 'crm',
  table: "guest_imports",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "fileName": "text", "status": "text", "rows": "json", "appliedAt": "datetime", "appliedBy": "reference", "result": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /GuestImports/{country} */
const previewSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestImportsPreviewInput = EndpointInput<typeof previewSchemas>;

/** GET /GuestImports/{country}/{id} */
const getSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestImportsGetInput = EndpointInput<typeof getSchemas>;

/** POST /GuestImports/{country}/{id}/apply */
const applySchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestImportsApplyInput = EndpointInput<typeof applySchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/guests/guestImports.ts and joined to the routes by the server's registry. */
export interface GuestImportsActions {
  preview: DomainAction<GuestImportsPreviewInput, GuestImportsResults['preview']>;
  getImport: DomainAction<GuestImportsGetInput, GuestImportsResults['getImport']>;
  apply: DomainAction<GuestImportsApplyInput, GuestImportsResults['apply']>;
}

export function guestImportsRoutes(actions: GuestImportsActions): EndpointRoute[] {
  return [
    {
      resource: 'guestImports',
      name: 'preview',
      surface: 'crm',
      method: 'POST',
      path: "/GuestImports/:country",
      specPath: "/GuestImports/{country}",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: previewSchemas,
      upload: true,
      handler: { action: actions.preview },
      returns: 'result',
      error: "Unable to read the guest import",
    },
    {
      resource: 'guestImports',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/GuestImports/:country/:id",
      specPath: "/GuestImports/{country}/{id}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["path:country"] },
      id: "path:id",
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.getImport },
      returns: 'result',
      error: "Unable to get the guest import",
    },
    {
      resource: 'guestImports',
      name: 'apply',
      surface: 'crm',
      method: 'POST',
      path: "/GuestImports/:country/:id/apply",
      specPath: "/GuestImports/{country}/{id}/apply",
      access: 'write',
      permission: ["vp.crm.guestprofiles.edit"],
      scope: { "country": ["path:country"] },
      id: "path:id",
      schemas: applySchemas,
      upload: false,
      handler: { action: actions.apply },
      returns: 'result',
      error: "Unable to apply the guest import",
    },
  ];
}
