// Generated from schema/guests/guestMailOutbox.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  guestId: z.string().min(1, 'is required'),
  venueId: z.string().nullish(),
  kind: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  recipient: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  subject: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
  body: z.string().trim().min(1, 'is required').max(10000, 'must be at most 10000 characters'),
  transport: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestMailOutboxResource: ResourceMeta = {
  name: 'guestMailOutbox',
  file: 'schema/guests/guestMailOutbox.ts',
  surface: 'crm',
  table: "guest_mail_outbox",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "guestId": "reference", "venueId": "reference", "kind": "text", "recipient": "text", "subject": "text", "body": "text", "transport": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestMailOutboxRoutes: EndpointRoute[] = [
];
