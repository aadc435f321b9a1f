// Generated from schema/crm/guestSegments.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestSegmentsResults } from '@/shared/crm/guestSegments';

const editable = {
  kind: z.enum(["label", "interest"]),
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestSegmentsResource: ResourceMeta = {
  name: 'guestSegments',
  file: 'schema/crm/guestSegments.ts',
  surface: 'crm',
  table: "guest_segments",
  versioned: false,
  scope: {},
  columns: { "kind": "enum", "name": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /GuestSegmentation */
const getSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestSegmentsGetInput = EndpointInput<typeof getSchemas>;

/** POST /GuestSegmentation/labels */
const addLabelSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters') }),
} satisfies EndpointSchemas;
export type GuestSegmentsAddLabelInput = EndpointInput<typeof addLabelSchemas>;

/** POST /GuestSegmentation/interests */
const addInterestSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters') }),
} satisfies EndpointSchemas;
export type GuestSegmentsAddInterestInput = EndpointInput<typeof addInterestSchemas>;

/** DELETE /GuestSegmentation/labels/ */
const deleteLabelSchemas = {
  params: null,
  query: z.object({ name: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestSegmentsDeleteLabelInput = EndpointInput<typeof deleteLabelSchemas>;

/** DELETE /GuestSegmentation/interests/ */
const deleteInterestSchemas = {
  params: null,
  query: z.object({ name: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestSegmentsDeleteInterestInput = EndpointInput<typeof deleteInterestSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/guestSegments.ts and joined to the routes by the server's registry. */
export interface GuestSegmentsActions {
  get: DomainAction<GuestSegmentsGetInput, GuestSegmentsResults['get']>;
  addLabel: DomainAction<GuestSegmentsAddLabelInput, GuestSegmentsResults['addLabel']>;
  addInterest: DomainAction<GuestSegmentsAddInterestInput, GuestSegmentsResults['addInterest']>;
  deleteLabel: DomainAction<GuestSegmentsDeleteLabelInput, unknown>;
  deleteInterest: DomainAction<GuestSegmentsDeleteInterestInput, unknown>;
}

export function guestSegmentsRoutes(actions: GuestSegmentsActions): EndpointRoute[] {
  return [
    {
      resource: 'guestSegments',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/GuestSegmentation",
      specPath: "/GuestSegmentation",
      access: 'read',
      permission: ["vp.crm.guestprofiles.extended.view"],
      scope: {},
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get guest segmentation",
    },
    {
      resource: 'guestSegments',
      name: 'addLabel',
      surface: 'crm',
      method: 'POST',
      path: "/GuestSegmentation/labels",
      specPath: "/GuestSegmentation/labels",
      access: 'write',
      permission: ["vp.crm.guestprofiles.extended.edit"],
      scope: {},
      id: null,
      schemas: addLabelSchemas,
      upload: false,
      handler: { action: actions.addLabel },
      returns: 'result',
      error: "Unable to add label",
    },
    {
      resource: 'guestSegments',
      name: 'addInterest',
      surface: 'crm',
      method: 'POST',
      path: "/GuestSegmentation/interests",
      specPath: "/GuestSegmentation/interests",
      access: 'write',
      permission: ["vp.crm.guestprofiles.extended.edit"],
      scope: {},
      id: null,
      schemas: addInterestSchemas,
      upload: false,
      handler: { action: actions.addInterest },
      returns: 'result',
      error: "Unable to add interest",
    },
    {
      resource: 'guestSegments',
      name: 'deleteLabel',
      surface: 'crm',
      method: 'DELETE',
      path: "/GuestSegmentation/labels/",
      specPath: "/GuestSegmentation/labels/",
      access: 'write',
      permission: ["vp.crm.guestprofiles.extended.edit"],
      scope: {},
      id: null,
      schemas: deleteLabelSchemas,
      upload: false,
      handler: { action: actions.deleteLabel },
      returns: 'none',
      error: "Unable to delete label",
    },
    {
      resource: 'guestSegments',
      name: 'deleteInterest',
      surface: 'crm',
      method: 'DELETE',
      path: "/GuestSegmentation/interests/",
      specPath: "/GuestSegmentation/interests/",
      access: 'write',
      permission: ["vp.crm.guestprofiles.extended.edit"],
      scope: {},
      id: null,
      schemas: deleteInterestSchemas,
      upload: false,
      handler: { action: actions.deleteInterest },
      returns: 'none',
      error: "Unable to delete interest",
    },
  ];
}
