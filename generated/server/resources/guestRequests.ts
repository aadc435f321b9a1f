// Generated from schema/guests/guestRequests.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestRequestsResults } from '@/shared/guests/guestRequests';
import { dateSchema } from '@/shared/validation';

const editable = {
  guestId: z.string().min(1, 'is required'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  type: z.enum(["Access", "Erasure", "Correction"]),
  receivedOn: dateSchema,
  status: z.enum(["Open", "InProgress", "Done", "Refused"]),
  refusalReason: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  handledBy: z.string().nullish(),
  notes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestRequestsResource: ResourceMeta = {
  name: 'guestRequests',
  file: 'schema/guests/guestRequests.ts',
  surface: 'crm',
  table: "guest_requests",
  versioned: true,
  scope: { "country": "country" },
  columns: { "guestId": "reference", "country": "enum", "type": "enum", "receivedOn": "date", "dueOn": "date", "status": "enum", "refusalReason": "text", "handledBy": "reference", "notes": "text" },
  readOnly: ["dueOn"],
  defaults: { "status": "Open" },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /GuestRequests */
const getListSchemas = {
  params: null,
  query: z.object({ status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["Open", "InProgress", "Done", "Refused"]).optional()), type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["Access", "Erasure", "Correction"]).optional()), country: z.preprocess((v) => (v === '' ? undefined : v), z.enum(["dk", "no", "fi", "uk"]).optional()), overdue: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestRequestsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /GuestRequests/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestRequestsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** POST /GuestRequests */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ guestId: z.string().min(1, 'is required'), country: z.enum(["dk", "no", "fi", "uk"]), type: z.enum(["Access", "Erasure", "Correction"]), receivedOn: dateSchema.nullish(), handledBy: z.string().nullish(), notes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestRequestsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /GuestRequests */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().trim().min(1, 'is required'), version: z.number().int('must be a whole number'), type: z.enum(["Access", "Erasure", "Correction"]), receivedOn: dateSchema, handledBy: z.string().nullish(), notes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(), status: z.enum(["Open", "InProgress", "Done", "Refused"]), refusalReason: z.string().trim().max(1000, 'must be at most 1000 characters').nullish() }),
} satisfies EndpointSchemas;
export type GuestRequestsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/guests/guestRequests.ts and joined to the routes by the server's registry. */
export interface GuestRequestsActions {
  list: DomainAction<GuestRequestsGetListInput, GuestRequestsResults['list']>;
  get: DomainAction<GuestRequestsGetOneInput, GuestRequestsResults['get']>;
  create: DomainAction<GuestRequestsCreateInput, GuestRequestsResults['create']>;
  update: DomainAction<GuestRequestsUpdateInput, GuestRequestsResults['update']>;
}

export function guestRequestsRoutes(actions: GuestRequestsActions): EndpointRoute[] {
  return [
    {
      resource: 'guestRequests',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/GuestRequests",
      specPath: "/GuestRequests",
      access: 'read',
      permission: ["vp.hq.guestrequests.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get data-subject requests",
    },
    {
      resource: 'guestRequests',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/GuestRequests/:id",
      specPath: "/GuestRequests/{id}",
      access: 'read',
      permission: ["vp.hq.guestrequests.view"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get the data-subject request",
    },
    {
      resource: 'guestRequests',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/GuestRequests",
      specPath: "/GuestRequests",
      access: 'write',
      permission: ["vp.hq.guestrequests.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to register the data-subject request",
    },
    {
      resource: 'guestRequests',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/GuestRequests",
      specPath: "/GuestRequests",
      access: 'write',
      permission: ["vp.hq.guestrequests.edit"],
      scope: { "country": ["record"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update the data-subject request",
    },
  ];
}
