// Generated from schema/guests/guestConsentConfirmations.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  guestId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  consent: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  email: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  language: z.string().trim().min(1, 'is required').max(3, 'must be at most 3 characters'),
  tokenHash: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  expiresAt: datetimeSchema,
  closedAt: datetimeSchema.nullish(),
  outcome: z.string().trim().max(20, 'must be at most 20 characters').nullish(),
  legalDocumentId: z.string().nullish(),
  legalDocumentRevision: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestConsentConfirmationsResource: ResourceMeta = {
  name: 'guestConsentConfirmations',
  file: 'schema/guests/guestConsentConfirmations.ts',
  surface: 'crm',
  table: "guest_consent_confirmations",
  versioned: false,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "guestId": "reference", "venueId": "reference", "country": "enum", "consent": "text", "email": "text", "language": "text", "tokenHash": "text", "expiresAt": "datetime", "closedAt": "datetime", "outcome": "text", "legalDocumentId": "reference", "legalDocumentRevision": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestConsentConfirmationsRoutes: EndpointRoute[] = [
];
