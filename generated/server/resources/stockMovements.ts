// Generated from schema/procurement/stockMovements.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';
import { datetimeSchema } from '@/shared/validation';

const editable = {
  venueId: z.string().min(1, 'is required'),
  stockProductId: z.string().min(1, 'is required'),
  storageId: z.string().trim().nullish(),
  quantity: z.number(),
  kind: z.enum(["received", "counted", "transferOut", "transferIn", "waste", "sale"]),
  sourceId: z.string().trim().nullish(),
  wasteReasonId: z.string().trim().nullish(),
  note: z.string().trim().nullish(),
  occurredAt: datetimeSchema,
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const stockMovementsResource: ResourceMeta = {
  name: 'stockMovements',
  file: 'schema/procurement/stockMovements.ts',
  surface: 'pos',
  table: "stock_movements",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "stockProductId": "reference", "storageId": "text", "quantity": "number", "kind": "enum", "sourceId": "text", "wasteReasonId": "text", "note": "text", "occurredAt": "datetime" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const stockMovementsRoutes: EndpointRoute[] = [
];
