// Generated from schema/crm/crmStatistics.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CrmStatisticsResults } from '@/shared/crm/crmStatistics';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  computedAt: datetimeSchema,
  countries: z.record(z.string(), z.unknown()).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const crmStatisticsResource: ResourceMeta = {
  name: 'crmStatistics',
  file: 'schema/crm/crmStatistics.ts',
  surface: 'crm',
  table: "crm_statistics",
  versioned: false,
  scope: {},
  columns: { "computedAt": "datetime", "countries": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "computedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CrmStatistics/GetLatest */
const getLatestSchemas = {
  params: null,
  query: z.object({ refresh: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CrmStatisticsGetLatestInput = EndpointInput<typeof getLatestSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/crmStatistics.ts and joined to the routes by the server's registry. */
export interface CrmStatisticsActions {
  getLatest: DomainAction<CrmStatisticsGetLatestInput, CrmStatisticsResults['getLatest']>;
}

export function crmStatisticsRoutes(actions: CrmStatisticsActions): EndpointRoute[] {
  return [
    {
      resource: 'crmStatistics',
      name: 'getLatest',
      surface: 'crm',
      method: 'GET',
      path: "/CrmStatistics/GetLatest",
      specPath: "/CrmStatistics/GetLatest",
      access: 'read',
      permission: ["vp.crm.overview.view"],
      scope: {},
      id: null,
      schemas: getLatestSchemas,
      upload: false,
      handler: { action: actions.getLatest },
      returns: 'result',
      error: "Unable to get CRM statistics",
    },
  ];
}
