// Generated from schema/bookings/bookingCustomers.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { EndpointRoute, ResourceMeta } from '@/server/kit';

const editable = {
  venueDetailsId: z.string().min(1, 'is required'),
  name: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  phoneNumber: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  email: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  companyName: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  vatNo: z.string().trim().max(40, 'must be at most 40 characters').nullish(),
  type: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingCustomersResource: ResourceMeta = {
  name: 'bookingCustomers',
  file: 'schema/bookings/bookingCustomers.ts',
  surface: 'bookings',
  table: "booking_customers",
  versioned: true,
  scope: { "venue": "venueDetailsId" },
  columns: { "venueDetailsId": "reference", "name": "text", "phoneNumber": "text", "email": "text", "companyName": "text", "vatNo": "text", "deleted": "datetime", "type": "number" },
  readOnly: ["deleted"],
  defaults: { "type": 0 },
  search: [],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

export const bookingCustomersRoutes: EndpointRoute[] = [
];
