// Generated from schema/guests/guestRetentionRuns.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  startedAt: datetimeSchema,
  months: z.number().int('must be a whole number'),
  cutoff: datetimeSchema,
  anonymized: z.number().int('must be a whole number'),
  durationMs: z.number().int('must be a whole number'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestRetentionRunsResource: ResourceMeta = {
  name: 'guestRetentionRuns',
  file: 'schema/guests/guestRetentionRuns.ts',
  surface: 'crm',
  table: "guest_retention_runs",
  versioned: false,
  scope: { "country": "country" },
  columns: { "country": "enum", "startedAt": "datetime", "months": "number", "cutoff": "datetime", "anonymized": "number", "durationMs": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestRetentionRunsRoutes: EndpointRoute[] = [
];
