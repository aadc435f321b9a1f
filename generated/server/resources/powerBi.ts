// Generated from schema/reports/powerBi.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { PowerBiResults } from '@/shared/reports/powerBi';

const editable = {
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const powerBiResource: ResourceMeta = {
  name: 'powerBi',
  file: 'schema/reports/powerBi.ts',
  surface: 'main',
  table: null,
  versioned: true,
  scope: {},
  columns: {},
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /PowerBI */
const getSchemas = {
  params: null,
  query: z.object({ reportId: z.string().min(1, 'is required'), workspaceId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type PowerBiGetInput = EndpointInput<typeof getSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/reports/powerBi.ts and joined to the routes by the server's registry. */
export interface PowerBiActions {
  embedConfig: DomainAction<PowerBiGetInput, PowerBiResults['embedConfig']>;
}

export function powerBiRoutes(actions: PowerBiActions): EndpointRoute[] {
  return [
    {
      resource: 'powerBi',
      name: 'get',
      surface: 'main',
      method: 'GET',
      path: "/PowerBI",
      specPath: "/PowerBI",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.embedConfig },
      returns: 'result',
      error: "Unable to get the Power BI report",
    },
  ];
}
