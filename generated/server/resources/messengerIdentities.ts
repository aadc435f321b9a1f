// Generated from schema/crm/messengerIdentities.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { MessengerIdentitiesResults } from '@/shared/crm/messengerIdentities';

const editable = {
  venueId: z.string().min(1, 'is required'),
  platform: z.enum(["Facebook", "Instagram"]),
  pageId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters').regex(new RegExp("^[0-9A-Za-z_.-]+$"), 'has the wrong format'),
  pageName: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const messengerIdentitiesResource: ResourceMeta = {
  name: 'messengerIdentities',
  file: 'schema/crm/messengerIdentities.ts',
  surface: 'crm',
  table: "messenger_identities",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "platform": "enum", "pageId": "text", "pageName": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "pageName", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EngageMessenger/Identities */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessengerIdentitiesGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /EngageMessenger/Identities */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type MessengerIdentitiesCreateInput = EndpointInput<typeof createSchemas>;

/** DELETE /EngageMessenger/Identities/ */
const deleteSchemas = {
  params: null,
  query: z.object({ id: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type MessengerIdentitiesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/messengerIdentities.ts and joined to the routes by the server's registry. */
export interface MessengerIdentitiesActions {
  list: DomainAction<MessengerIdentitiesGetListInput, MessengerIdentitiesResults['list']>;
  add: DomainAction<MessengerIdentitiesCreateInput, MessengerIdentitiesResults['add']>;
}

export function messengerIdentitiesRoutes(actions: MessengerIdentitiesActions): EndpointRoute[] {
  return [
    {
      resource: 'messengerIdentities',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/EngageMessenger/Identities",
      specPath: "/EngageMessenger/Identities",
      access: 'read',
      permission: ["vp.crm.engageconfiguration.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get messenger identities",
    },
    {
      resource: 'messengerIdentities',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/EngageMessenger/Identities",
      specPath: "/EngageMessenger/Identities",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.add },
      returns: 'result',
      error: "Unable to add messenger identity",
    },
    {
      resource: 'messengerIdentities',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/EngageMessenger/Identities/",
      specPath: "/EngageMessenger/Identities/",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["record"] },
      id: "query:id",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete messenger identity",
    },
  ];
}
