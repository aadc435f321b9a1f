// Generated from schema/guests/guestConsentEvidence.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  guestId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  country: z.enum(["dk", "no", "fi", "uk"]),
  consent: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  action: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  source: z.string().trim().min(1, 'is required').max(30, 'must be at most 30 characters'),
  at: datetimeSchema,
  actorUserId: z.string().nullish(),
  actorJob: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  legalDocumentId: z.string().nullish(),
  legalDocumentRevision: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestConsentEvidenceResource: ResourceMeta = {
  name: 'guestConsentEvidence',
  file: 'schema/guests/guestConsentEvidence.ts',
  surface: 'crm',
  table: "guest_consent_evidence",
  versioned: false,
  scope: { "venue": "venueId", "country": "country" },
  columns: { "guestId": "reference", "venueId": "reference", "country": "enum", "consent": "text", "action": "text", "source": "text", "at": "datetime", "actorUserId": "reference", "actorJob": "text", "legalDocumentId": "reference", "legalDocumentRevision": "number" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const guestConsentEvidenceRoutes: EndpointRoute[] = [
];
