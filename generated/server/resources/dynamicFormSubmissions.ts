// Generated from schema/crm/dynamicFormSubmissions.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  formId: z.string().min(1, 'is required'),
  venueId: z.string().min(1, 'is required'),
  submittedAt: datetimeSchema,
  answers: z.array(z.object({ key: z.string().trim().min(1, 'is required'), value: z.string().trim().nullish() })).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const dynamicFormSubmissionsResource: ResourceMeta = {
  name: 'dynamicFormSubmissions',
  file: 'schema/crm/dynamicFormSubmissions.ts',
  surface: 'crm',
  table: "dynamic_form_submissions",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "formId": "reference", "venueId": "reference", "submittedAt": "datetime", "answers": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "submittedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const dynamicFormSubmissionsRoutes: EndpointRoute[] = [
];
