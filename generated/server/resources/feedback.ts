// Generated from schema/crm/feedback.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { FeedbackResults } from '@/shared/crm/feedback';

const editable = {
  category: z.enum(["Idea", "Problem", "Praise", "Other"]),
  message: z.string().trim().min(1, 'is required').max(4000, 'must be at most 4000 characters'),
  rating: z.number().int('must be a whole number').min(1, 'must be at least 1').max(5, 'must be at most 5').nullish(),
  page: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const feedbackResource: ResourceMeta = {
  name: 'feedback',
  file: 'schema/crm/feedback.ts',
  surface: 'crm',
  table: "feedback",
  versioned: false,
  scope: {},
  columns: { "category": "enum", "message": "text", "rating": "number", "page": "text" },
  readOnly: [],
  defaults: { "category": "Idea" },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /Feedback */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type FeedbackCreateInput = EndpointInput<typeof createSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/feedback.ts and joined to the routes by the server's registry. */
export interface FeedbackActions {
  submit: DomainAction<FeedbackCreateInput, FeedbackResults['submit']>;
}

export function feedbackRoutes(actions: FeedbackActions): EndpointRoute[] {
  return [
    {
      resource: 'feedback',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/Feedback",
      specPath: "/Feedback",
      access: 'write',
      permission: null,
      scope: {},
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.submit },
      returns: 'result',
      error: "Unable to submit feedback",
    },
  ];
}
