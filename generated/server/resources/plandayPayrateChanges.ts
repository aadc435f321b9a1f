// Generated from schema/reports/plandayPayrateChanges.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta, FileResult } from '@/server/kit';
import type { PlandayPayrateChangesResults } from '@/shared/reports/plandayPayrateChanges';
import { dateSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  employeeName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  employeeNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  reason: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  oldRate: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  newRate: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  effectiveDate: dateSchema,
  hasError: z.boolean().nullish(),
  errorMessage: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const plandayPayrateChangesResource: ResourceMeta = {
  name: 'plandayPayrateChanges',
  file: 'schema/reports/plandayPayrateChanges.ts',
  surface: 'main',
  table: "planday_payrate_changes",
  versioned: true,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "employeeName": "text", "employeeNumber": "text", "reason": "enum", "oldRate": "money", "newRate": "money", "effectiveDate": "date", "hasError": "boolean", "errorMessage": "text" },
  readOnly: [],
  defaults: { "hasError": false },
  search: ["employeeName"],
  defaultSort: { "field": "effectiveDate", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Payrates/PlandayPayrateChanges */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), from: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), to: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()), reason: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])).optional()), hasError: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()), page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), sort: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), order: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()), q: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PlandayPayrateChangesGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /Payrates/ExportPlandayPayrateChanges */
const exportXlsxSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().nullish(), from: dateSchema.nullish(), to: dateSchema.nullish(), reason: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(), hasError: z.boolean().nullish(), q: z.string().trim().max(200, 'must be at most 200 characters').nullish(), locale: z.enum(["eng", "dan", "swe", "nor", "fin"]).nullish(), sort: z.string().trim().max(64, 'must be at most 64 characters').nullish(), order: z.string().trim().max(4, 'must be at most 4 characters').nullish() }),
} satisfies EndpointSchemas;
export type PlandayPayrateChangesExportXlsxInput = EndpointInput<typeof exportXlsxSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/plandayPayrateChanges.ts and joined to the routes by the server's registry. */
export interface PlandayPayrateChangesActions {
  list: DomainAction<PlandayPayrateChangesGetListInput, PlandayPayrateChangesResults['list']>;
  exportXlsx: DomainAction<PlandayPayrateChangesExportXlsxInput, FileResult>;
}

export function plandayPayrateChangesRoutes(actions: PlandayPayrateChangesActions): EndpointRoute[] {
  return [
    {
      resource: 'plandayPayrateChanges',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/Payrates/PlandayPayrateChanges",
      specPath: "/Payrates/PlandayPayrateChanges",
      access: 'read',
      permission: ["vp.cockpit.payroll.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get pay rate changes",
    },
    {
      resource: 'plandayPayrateChanges',
      name: 'exportXlsx',
      surface: 'main',
      method: 'POST',
      path: "/Payrates/ExportPlandayPayrateChanges",
      specPath: "/Payrates/ExportPlandayPayrateChanges",
      access: 'read',
      permission: ["vp.cockpit.payroll.show"],
      scope: {},
      id: null,
      schemas: exportXlsxSchemas,
      upload: false,
      handler: { action: actions.exportXlsx },
      returns: 'file',
      error: "Unable to export payrate changes.",
    },
  ];
}
