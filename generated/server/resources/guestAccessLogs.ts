// Generated from schema/guests/guestAccessLogs.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().min(1, 'is required'),
  action: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  actorUserId: z.string().nullish(),
  job: z.string().trim().max(60, 'must be at most 60 characters').nullish(),
  reason: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestAccessLogsResource: ResourceMeta = {
  name: 'guestAccessLogs',
  file: 'schema/guests/guestAccessLogs.ts',
  surface: 'crm',
  table: "guest_access_logs",
  versioned: false,
  scope: {},
  columns: { "guestId": "reference", "action": "text", "actorUserId": "reference", "job": "text", "reason": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestAccessLogsRoutes: EndpointRoute[] = [
];
