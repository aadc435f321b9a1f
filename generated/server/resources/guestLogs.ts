// Generated from schema/guests/guestLogs.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().min(1, 'is required'),
  action: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  field: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  oldValue: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  newValue: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
  source: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
  venueId: z.string().nullish(),
  consent: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestLogsResource: ResourceMeta = {
  name: 'guestLogs',
  file: 'schema/guests/guestLogs.ts',
  surface: 'crm',
  table: "guest_logs",
  versioned: false,
  scope: {},
  columns: { "guestId": "reference", "action": "text", "field": "text", "oldValue": "text", "newValue": "text", "source": "text", "venueId": "reference", "consent": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestLogsRoutes: EndpointRoute[] = [
];
