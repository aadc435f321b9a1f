// Generated from schema/crm/campaignOutbox.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  venueCampaignId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  channel: z.enum(["Email", "Sms"]),
  recipient: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  subject: z.string().trim().max(300, 'must be at most 300 characters').nullish(),
  body: z.string().max(100000).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const campaignOutboxResource: ResourceMeta = {
  name: 'campaignOutbox',
  file: 'schema/crm/campaignOutbox.ts',
  surface: 'crm',
  table: "campaign_outbox",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueCampaignId": "reference", "venueId": "reference", "channel": "enum", "recipient": "text", "subject": "text", "body": "richText" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const campaignOutboxRoutes: EndpointRoute[] = [
];
