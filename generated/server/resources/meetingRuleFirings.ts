// Generated from schema/life/meetingRuleFirings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  ruleId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  firedAt: datetimeSchema,
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const meetingRuleFiringsResource: ResourceMeta = {
  name: 'meetingRuleFirings',
  file: 'schema/life/meetingRuleFirings.ts',
  surface: 'main',
  table: "meeting_rule_firings",
  versioned: false,
  scope: {},
  columns: { "ruleId": "reference", "venueId": "reference", "firedAt": "datetime" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const meetingRuleFiringsRoutes: EndpointRoute[] = [
];
