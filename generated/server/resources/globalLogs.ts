// Generated from schema/guests/globalLogs.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  venueId: z.string().nullish(),
  category: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  system: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  message: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const globalLogsResource: ResourceMeta = {
  name: 'globalLogs',
  file: 'schema/guests/globalLogs.ts',
  surface: 'crm',
  table: "global_logs",
  versioned: false,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "guestId": "text", "country": "enum", "venueId": "reference", "category": "text", "system": "text", "message": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const globalLogsRoutes: EndpointRoute[] = [
];
