// Generated from schema/guests/guestDuplicateDismissals.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  guestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  otherGuestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestDuplicateDismissalsResource: ResourceMeta = {
  name: 'guestDuplicateDismissals',
  file: 'schema/guests/guestDuplicateDismissals.ts',
  surface: 'crm',
  table: "guest_duplicate_dismissals",
  versioned: false,
  scope: { "country": "country" },
  columns: { "country": "enum", "guestId": "text", "otherGuestId": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestDuplicateDismissalsRoutes: EndpointRoute[] = [
];
