// Generated from schema/bookings/bookingTags.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingTagsResults } from '@/shared/bookings/bookingTags';

const editable = {
  tag: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  translations: z.array(z.object({ languageCode: z.string().trim().min(1, 'is required').max(3, 'must be at most 3 characters'), translation: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters') })).max(10, 'must have at most 10 items').nullish(),
  isFreeText: z.boolean().nullish(),
  sortOrder: z.number().int('must be a whole number').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingTagsResource: ResourceMeta = {
  name: 'bookingTags',
  file: 'schema/bookings/bookingTags.ts',
  surface: 'setup',
  table: "booking_tags",
  versioned: true,
  scope: {},
  columns: { "tag": "text", "translations": "json", "isFreeText": "boolean", "sortOrder": "number" },
  readOnly: [],
  defaults: { "isFreeText": false, "sortOrder": 0 },
  search: [],
  defaultSort: { "field": "sortOrder", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /bookings/booking-tags */
const getListSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingTagsGetListInput = EndpointInput<typeof getListSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/bookingTags.ts and joined to the routes by the server's registry. */
export interface BookingTagsActions {
  list: DomainAction<BookingTagsGetListInput, BookingTagsResults['list']>;
}

export function bookingTagsRoutes(actions: BookingTagsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingTags',
      name: 'getList',
      surface: 'setup',
      method: 'GET',
      path: "/bookings/booking-tags",
      specPath: "/bookings/booking-tags",
      access: 'read',
      permission: ["vp.vp.booking.show", "vp.crm.bookingoverview.show"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get tags",
    },
  ];
}
