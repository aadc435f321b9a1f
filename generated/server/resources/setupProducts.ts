// Generated from schema/setup/setupProducts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { SetupProductsResults } from '@/shared/setup/setupProducts';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  venueSetupId: z.string().min(1, 'is required'),
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
  category: z.string().trim().max(60, 'must be at most 60 characters').nullish(),
  unitPrice: z.number().int('must be an amount in minor units').min(0, 'must be at least 0'),
  isActive: z.boolean().nullish(),
  sortOrder: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const setupProductsResource: ResourceMeta = {
  name: 'setupProducts',
  file: 'schema/setup/setupProducts.ts',
  surface: 'setup',
  table: "setup_products",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "venueSetupId": "reference", "name": "text", "description": "text", "category": "text", "unitPrice": "money", "isActive": "boolean", "sortOrder": "number" },
  readOnly: [],
  defaults: { "isActive": true, "sortOrder": 0 },
  search: [],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** PUT /products/{id} */
const updateSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: updateSchema,
} satisfies EndpointSchemas;
export type SetupProductsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/setup/setupProducts.ts and joined to the routes by the server's registry. */
export interface SetupProductsActions {
  update: DomainAction<SetupProductsUpdateInput, SetupProductsResults['update']>;
}

export function setupProductsRoutes(actions: SetupProductsActions): EndpointRoute[] {
  return [
    {
      resource: 'setupProducts',
      name: 'update',
      surface: 'setup',
      method: 'PUT',
      path: "/products/:id",
      specPath: "/products/{id}",
      access: 'write',
      permission: ["vp.vp.booking.setup"],
      scope: { "venue": ["record", "body:venueDetailsId"] },
      id: "path:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to put products",
    },
  ];
}
