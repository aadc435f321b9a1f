// Generated from schema/venue/notifications.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { StoredRecord } from '@/shared/records';

const editable = {
  userId: z.string().min(1, 'is required'),
  venueId: z.string().nullish(),
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  message: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  link: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  kind: z.enum(["mention"]).nullish(),
  params: z.object({ author: z.string().trim().nullish(), place: z.enum(["news", "activationPlan", "meeting"]).nullish(), name: z.string().trim().nullish() }).nullish(),
  sourceKey: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const notificationsResource: ResourceMeta = {
  name: 'notifications',
  file: 'schema/venue/notifications.ts',
  surface: 'main',
  table: "notifications",
  versioned: false,
  scope: {},
  columns: { "userId": "reference", "venueId": "reference", "title": "text", "message": "text", "link": "text", "kind": "enum", "params": "json", "sourceKey": "text", "isRead": "boolean" },
  readOnly: ["isRead"],
  defaults: { "isRead": false },
  search: [],
  defaultSort: { "field": "title", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /VPNotifications */
const listMineSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type NotificationsListMineInput = EndpointInput<typeof listMineSchemas>;

/** POST /VPNotifications/MarkAllAsRead */
const markAllAsReadSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type NotificationsMarkAllAsReadInput = EndpointInput<typeof markAllAsReadSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/notifications.ts and joined to the routes by the server's registry. */
export interface NotificationsActions {
  listMine: DomainAction<NotificationsListMineInput, StoredRecord[]>;
  markAllAsRead: DomainAction<NotificationsMarkAllAsReadInput, unknown>;
}

export function notificationsRoutes(actions: NotificationsActions): EndpointRoute[] {
  return [
    {
      resource: 'notifications',
      name: 'listMine',
      surface: 'main',
      method: 'GET',
      path: "/VPNotifications",
      specPath: "/VPNotifications",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: listMineSchemas,
      upload: false,
      handler: { action: actions.listMine },
      returns: 'records',
      error: "Unable to get user VP notifications",
    },
    {
      resource: 'notifications',
      name: 'markAllAsRead',
      surface: 'main',
      method: 'POST',
      path: "/VPNotifications/MarkAllAsRead",
      specPath: "/VPNotifications/MarkAllAsRead",
      access: 'write',
      permission: null,
      scope: {},
      id: null,
      schemas: markAllAsReadSchemas,
      upload: false,
      handler: { action: actions.markAllAsRead },
      returns: 'none',
      error: "Unable to mark notifications read",
    },
  ];
}
