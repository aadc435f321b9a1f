// Generated from schema/crm/emailSignatures.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { EmailSignaturesResults } from '@/shared/crm/emailSignatures';

const editable = {
  venueId: z.string().min(1, 'is required'),
  html: z.string().trim().min(1, 'is required').max(100000),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const emailSignaturesResource: ResourceMeta = {
  name: 'emailSignatures',
  file: 'schema/crm/emailSignatures.ts',
  surface: 'crm',
  table: "email_signatures",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "html": "richText" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EngageEmail/EmailSignature */
const getSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailSignaturesGetInput = EndpointInput<typeof getSchemas>;

/** POST /EngageEmail/EmailSignature */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: createSchema,
} satisfies EndpointSchemas;
export type EmailSignaturesCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /EngageEmail/EmailSignature */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EmailSignaturesUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/emailSignatures.ts and joined to the routes by the server's registry. */
export interface EmailSignaturesActions {
  get: DomainAction<EmailSignaturesGetInput, EmailSignaturesResults['get']>;
  create: DomainAction<EmailSignaturesCreateInput, EmailSignaturesResults['create']>;
  update: DomainAction<EmailSignaturesUpdateInput, EmailSignaturesResults['update']>;
}

export function emailSignaturesRoutes(actions: EmailSignaturesActions): EndpointRoute[] {
  return [
    {
      resource: 'emailSignatures',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail/EmailSignature",
      specPath: "/EngageEmail/EmailSignature",
      access: 'read',
      permission: ["vp.crm.engageconfiguration.view"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get email signature",
    },
    {
      resource: 'emailSignatures',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/EmailSignature",
      specPath: "/EngageEmail/EmailSignature",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create email signature",
    },
    {
      resource: 'emailSignatures',
      name: 'update',
      surface: 'crm',
      method: 'PUT',
      path: "/EngageEmail/EmailSignature",
      specPath: "/EngageEmail/EmailSignature",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update email signature",
    },
  ];
}
