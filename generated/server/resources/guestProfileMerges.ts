// Generated from schema/guests/guestProfileMerges.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  keptGuestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  removedGuestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  fieldsFromRemoved: z.array(z.string().trim().max(40, 'must be at most 40 characters')).nullish(),
  keptVersionAfter: z.number().int('must be a whole number'),
  undo: z.record(z.string(), z.unknown()).nullish(),
  undoneAt: datetimeSchema.nullish(),
  undoneBy: z.string().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestProfileMergesResource: ResourceMeta = {
  name: 'guestProfileMerges',
  file: 'schema/guests/guestProfileMerges.ts',
  surface: 'crm',
  table: "guest_profile_merges",
  versioned: false,
  scope: { "country": "country" },
  columns: { "country": "enum", "keptGuestId": "text", "removedGuestId": "text", "fieldsFromRemoved": "json", "keptVersionAfter": "number", "undo": "json", "undoneAt": "datetime", "undoneBy": "reference" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestProfileMergesRoutes: EndpointRoute[] = [
];
