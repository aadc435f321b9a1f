// Generated from schema/venue/venueTaskChecks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { dateSchema } from '@/shared/validation';

const editable = {
  taskId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  date: dateSchema,
  checkedBy: z.string().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const venueTaskChecksResource: ResourceMeta = {
  name: 'venueTaskChecks',
  file: 'schema/venue/venueTaskChecks.ts',
  surface: 'main',
  table: "venue_task_checks",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "taskId": "reference", "venueId": "reference", "date": "date", "checkedBy": "reference" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const venueTaskChecksRoutes: EndpointRoute[] = [
];
