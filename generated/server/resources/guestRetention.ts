// Generated from schema/guests/guestRetention.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestRetentionResults } from '@/shared/guests/guestRetention';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  enabled: z.boolean().nullish(),
  months: z.number().int('must be a whole number').min(6, 'must be at least 6').max(120, 'must be at most 120'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestRetentionResource: ResourceMeta = {
  name: 'guestRetention',
  file: 'schema/guests/guestRetention.ts',
  surface: 'crm',
  table: "guest_retention",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "enabled": "boolean", "months": "number" },
  readOnly: [],
  defaults: { "enabled": false, "months": 36 },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /GuestRetention/{country} */
const getSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestRetentionGetInput = EndpointInput<typeof getSchemas>;

/** PUT /GuestRetention/{country} */
const updateSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: z.object({ enabled: z.boolean(), months: z.number().int('must be a whole number').min(6, 'must be at least 6').max(120, 'must be at most 120'), version: z.number().int('must be a whole number') }),
} satisfies EndpointSchemas;
export type GuestRetentionUpdateInput = EndpointInput<typeof updateSchemas>;

/** GET /GuestRetention/{country}/preview */
const previewSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: z.object({ months: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestRetentionPreviewInput = EndpointInput<typeof previewSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/guests/guestRetention.ts and joined to the routes by the server's registry. */
export interface GuestRetentionActions {
  getSchedule: DomainAction<GuestRetentionGetInput, GuestRetentionResults['getSchedule']>;
  saveSchedule: DomainAction<GuestRetentionUpdateInput, GuestRetentionResults['saveSchedule']>;
  preview: DomainAction<GuestRetentionPreviewInput, GuestRetentionResults['preview']>;
}

export function guestRetentionRoutes(actions: GuestRetentionActions): EndpointRoute[] {
  return [
    {
      resource: 'guestRetention',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/GuestRetention/:country",
      specPath: "/GuestRetention/{country}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.getSchedule },
      returns: 'result',
      error: "Unable to get the retention schedule",
    },
    {
      resource: 'guestRetention',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/GuestRetention/:country",
      specPath: "/GuestRetention/{country}",
      access: 'write',
      permission: ["vp.hq.guestretention.edit"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.saveSchedule },
      returns: 'result',
      error: "Unable to save the retention schedule",
    },
    {
      resource: 'guestRetention',
      name: 'preview',
      surface: 'crm',
      method: 'GET',
      path: "/GuestRetention/:country/preview",
      specPath: "/GuestRetention/{country}/preview",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: previewSchemas,
      upload: false,
      handler: { action: actions.preview },
      returns: 'result',
      error: "Unable to preview the retention schedule",
    },
  ];
}
