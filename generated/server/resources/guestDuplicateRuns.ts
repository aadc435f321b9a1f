// Generated from schema/guests/guestDuplicateRuns.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  status: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  active: z.boolean().nullish(),
  trigger: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  startedAt: datetimeSchema.nullish(),
  finishedAt: datetimeSchema.nullish(),
  heartbeatAt: datetimeSchema.nullish(),
  phase: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
  done: z.number().int('must be a whole number').nullish(),
  total: z.number().int('must be a whole number').nullish(),
  pairs: z.number().int('must be a whole number').nullish(),
  durationMs: z.number().int('must be a whole number').nullish(),
  error: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestDuplicateRunsResource: ResourceMeta = {
  name: 'guestDuplicateRuns',
  file: 'schema/guests/guestDuplicateRuns.ts',
  surface: 'crm',
  table: "guest_duplicate_runs",
  versioned: false,
  scope: { "country": "country" },
  columns: { "country": "enum", "status": "text", "active": "boolean", "trigger": "text", "startedAt": "datetime", "finishedAt": "datetime", "heartbeatAt": "datetime", "phase": "text", "done": "number", "total": "number", "pairs": "number", "durationMs": "number", "error": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestDuplicateRunsRoutes: EndpointRoute[] = [
];
