// Generated from schema/venue/eodReports.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { EodReportsResults } from '@/shared/venue/eodReports';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  date: dateSchema,
  revenue: z.number().int('must be an amount in minor units').min(0, 'must be at least 0').nullish(),
  guests: z.number().int('must be a whole number').min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish(),
  summary: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  incidents: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  staffNotes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
  maintenanceNotes: z.string().trim().max(4000, 'must be at most 4000 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const eodReportsResource: ResourceMeta = {
  name: 'eodReports',
  file: 'schema/venue/eodReports.ts',
  surface: 'main',
  table: "eod_reports",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "date": "date", "revenue": "money", "guests": "number", "summary": "text", "incidents": "text", "staffNotes": "text", "maintenanceNotes": "text", "biImageId": "reference", "status": "enum", "sentAt": "datetime", "sentBy": "reference", "sentTo": "json", "late": "boolean" },
  readOnly: ["biImageId", "status", "sentAt", "sentBy", "sentTo", "late"],
  defaults: { "status": "draft" },
  search: [],
  defaultSort: { "field": "date", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EodReports/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EodReportsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /EodReports/venue/{venueId} */
const getListSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EodReportsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /EodReports */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), date: dateSchema.nullish() }),
} satisfies EndpointSchemas;
export type EodReportsCreateInput = EndpointInput<typeof createSchemas>;

/** PUT /EodReports/ */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type EodReportsUpdateInput = EndpointInput<typeof updateSchemas>;

/** PUT /EodReports/bi */
const setBiSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ id: z.string().min(1, 'is required'), version: z.number().int('must be a whole number'), biImageId: z.string().nullish() }),
} satisfies EndpointSchemas;
export type EodReportsSetBiInput = EndpointInput<typeof setBiSchemas>;

/** POST /EodReports/{id} */
const sendSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: z.object({ version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EodReportsSendInput = EndpointInput<typeof sendSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/venue/eodReports.ts and joined to the routes by the server's registry. */
export interface EodReportsActions {
  details: DomainAction<EodReportsGetOneInput, EodReportsResults['details']>;
  create: DomainAction<EodReportsCreateInput, EodReportsResults['create']>;
  update: DomainAction<EodReportsUpdateInput, EodReportsResults['update']>;
  setBi: DomainAction<EodReportsSetBiInput, EodReportsResults['setBi']>;
  send: DomainAction<EodReportsSendInput, EodReportsResults['send']>;
}

export function eodReportsRoutes(actions: EodReportsActions): EndpointRoute[] {
  return [
    {
      resource: 'eodReports',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/EodReports/:id",
      specPath: "/EodReports/{id}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.details },
      returns: 'result',
      error: "Unable to get eod report",
    },
    {
      resource: 'eodReports',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/EodReports/venue/:venueId",
      specPath: "/EodReports/venue/{venueId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "venueId": "path:venueId" } },
      returns: 'records',
      error: "Unable to get eod reports",
    },
    {
      resource: 'eodReports',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/EodReports",
      specPath: "/EodReports",
      access: 'write',
      permission: ["vp.vp.eodreports.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to add eod report",
    },
    {
      resource: 'eodReports',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/EodReports/",
      specPath: "/EodReports/",
      access: 'write',
      permission: ["vp.vp.eodreports.edit"],
      scope: { "venue": ["record", "body:venueId"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update eod report",
    },
    {
      resource: 'eodReports',
      name: 'setBi',
      surface: 'main',
      method: 'PUT',
      path: "/EodReports/bi",
      specPath: "/EodReports/bi",
      access: 'write',
      permission: ["vp.vp.eodreports.edit"],
      scope: { "venue": ["record"] },
      id: "body:id",
      schemas: setBiSchemas,
      upload: false,
      handler: { action: actions.setBi },
      returns: 'result',
      error: "Unable to set eod report image",
    },
    {
      resource: 'eodReports',
      name: 'send',
      surface: 'main',
      method: 'POST',
      path: "/EodReports/:id",
      specPath: "/EodReports/{id}",
      access: 'write',
      permission: ["vp.vp.eodreports.edit"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: sendSchemas,
      upload: false,
      handler: { action: actions.send },
      returns: 'result',
      error: "Unable to send eod report",
    },
  ];
}
