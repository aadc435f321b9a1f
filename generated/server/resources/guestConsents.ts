// Generated from schema/guests/guestConsents.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  consent: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  source: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestConsentsResource: ResourceMeta = {
  name: 'guestConsents',
  file: 'schema/guests/guestConsents.ts',
  surface: 'crm',
  table: "guest_consents",
  versioned: false,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "guestId": "reference", "venueId": "reference", "country": "enum", "consent": "text", "source": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestConsentsRoutes: EndpointRoute[] = [
];
