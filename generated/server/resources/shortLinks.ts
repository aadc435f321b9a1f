// Generated from schema/guests/shortLinks.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  code: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  url: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  guestId: z.string().trim().max(60, 'must be at most 60 characters').nullish(),
  venueId: z.string().trim().max(60, 'must be at most 60 characters').nullish(),
  clicks: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const shortLinksResource: ResourceMeta = {
  name: 'shortLinks',
  file: 'schema/guests/shortLinks.ts',
  surface: 'crm',
  table: "short_links",
  versioned: false,
  scope: {},
  columns: { "code": "text", "url": "text", "guestId": "text", "venueId": "text", "clicks": "number" },
  readOnly: [],
  defaults: { "clicks": 0 },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const shortLinksRoutes: EndpointRoute[] = [
];
