// Generated from schema/life/eodReportRules.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { EodReportRulesResults } from '@/shared/life/eodReportRules';
import { timeSchema } from '@/shared/validation';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  requireBiImage: z.boolean().nullish(),
  requireRevenue: z.boolean().nullish(),
  requireSummary: z.boolean().nullish(),
  deadline: timeSchema.nullish(),
  notifyRoles: z.array(z.enum(["vm", "svm", "avm", "sm", "rm", "rd", "cd"])).nullish(),
  recipients: z.array(z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))).max(20, 'must have at most 20 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const eodReportRulesResource: ResourceMeta = {
  name: 'eodReportRules',
  file: 'schema/life/eodReportRules.ts',
  surface: 'main',
  table: "eod_report_rules",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "requireBiImage": "boolean", "requireRevenue": "boolean", "requireSummary": "boolean", "deadline": "time", "notifyRoles": "json", "recipients": "json" },
  readOnly: [],
  defaults: { "requireBiImage": false, "requireRevenue": false, "requireSummary": false },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EodReportRules */
const getForCountrySchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EodReportRulesGetForCountryInput = EndpointInput<typeof getForCountrySchemas>;

/** PUT /EodReportRules/ */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type EodReportRulesUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/eodReportRules.ts and joined to the routes by the server's registry. */
export interface EodReportRulesActions {
  getForCountry: DomainAction<EodReportRulesGetForCountryInput, EodReportRulesResults['getForCountry']>;
  save: DomainAction<EodReportRulesUpdateInput, EodReportRulesResults['save']>;
}

export function eodReportRulesRoutes(actions: EodReportRulesActions): EndpointRoute[] {
  return [
    {
      resource: 'eodReportRules',
      name: 'getForCountry',
      surface: 'main',
      method: 'GET',
      path: "/EodReportRules",
      specPath: "/EodReportRules",
      access: 'read',
      permission: ["vp.life.eod.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: getForCountrySchemas,
      upload: false,
      handler: { action: actions.getForCountry },
      returns: 'result',
      error: "Unable to get eod report rules",
    },
    {
      resource: 'eodReportRules',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/EodReportRules/",
      specPath: "/EodReportRules/",
      access: 'write',
      permission: ["vp.life.eod.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to save eod report rules",
    },
  ];
}
