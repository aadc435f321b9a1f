// Generated from schema/guests/guestNotes.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().min(1, 'is required'),
  venueId: z.string().nullish(),
  text: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestNotesResource: ResourceMeta = {
  name: 'guestNotes',
  file: 'schema/guests/guestNotes.ts',
  surface: 'crm',
  table: "guest_notes",
  versioned: false,
  scope: {},
  columns: { "guestId": "reference", "venueId": "reference", "text": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestNotesRoutes: EndpointRoute[] = [
];
