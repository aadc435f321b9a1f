// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { BookingFormSubmissionsResults } from '@/shared/crm/bookingFormSubmissions';
import { dateSchema, datetimeSchema } from '@/shared/validation';

const editable = {
  submittedAt: datetimeSchema,
  formId: z.string().min(1, 'is required'),
  formName: z.string().trim().nullish(),
  venueId: z.string().min(1, 'is required'),
  guestName: z.string().trim().nullish(),
  guestEmail: z.string().trim().nullish(),
  guestPhone: z.string().trim().nullish(),
  arrivalDate: dateSchema.nullish(),
  numGuests: z.number().int('must be a whole number').nullish(),
  values: z.array(z.object({ fieldId: z.string().trim().nullish(), technicalType: z.string().trim().nullish(), label: z.string().trim().nullish(), value: z.string().trim().nullish() })).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const bookingFormSubmissionsResource: ResourceMeta = {
  name: 'bookingFormSubmissions',
  file: 'schema/crm/bookingFormSubmissions.ts',
  surface: 'crm',
  table: "booking_form_submissions",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "submittedAt": "datetime", "formId": "reference", "formName": "text", "venueId": "reference", "guestName": "text", "guestEmail": "text", "guestPhone": "text", "arrivalDate": "date", "numGuests": "number", "values": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "submittedAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /BookingForms/Submissions */
const getListSchemas = {
  params: null,
  query: z.object({ formId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingFormSubmissionsGetListInput = EndpointInput<typeof getListSchemas>;

/** GET /BookingForms/Submissions/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type BookingFormSubmissionsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/bookingFormSubmissions.ts and joined to the routes by the server's registry. */
export interface BookingFormSubmissionsActions {
  listSubmissions: DomainAction<BookingFormSubmissionsGetListInput, BookingFormSubmissionsResults['listSubmissions']>;
  getSubmission: DomainAction<BookingFormSubmissionsGetOneInput, BookingFormSubmissionsResults['getSubmission']>;
}

export function bookingFormSubmissionsRoutes(actions: BookingFormSubmissionsActions): EndpointRoute[] {
  return [
    {
      resource: 'bookingFormSubmissions',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/BookingForms/Submissions",
      specPath: "/BookingForms/Submissions",
      access: 'read',
      permission: ["vp.crm.bookingforms.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.listSubmissions },
      returns: 'result',
      error: "Unable to get booking form submissions",
    },
    {
      resource: 'bookingFormSubmissions',
      name: 'getOne',
      surface: 'crm',
      method: 'GET',
      path: "/BookingForms/Submissions/:id",
      specPath: "/BookingForms/Submissions/{id}",
      access: 'read',
      permission: ["vp.crm.bookingforms.view"],
      scope: { "venue": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getSubmission },
      returns: 'result',
      error: "Unable to get booking form submission",
    },
  ];
}
