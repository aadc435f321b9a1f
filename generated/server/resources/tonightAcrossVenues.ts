// Generated from schema/bookings/tonightAcrossVenues.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { TonightAcrossVenuesResults } from '@/shared/bookings/tonightAcrossVenues';
import { dateSchema } from '@/shared/validation';

const editable = {
  date: dateSchema.nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const tonightAcrossVenuesResource: ResourceMeta = {
  name: 'tonightAcrossVenues',
  file: 'schema/bookings/tonightAcrossVenues.ts',
  surface: 'setup',
  table: null,
  versioned: true,
  scope: {},
  columns: { "date": "date" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /venue-details/tonight-across-venues */
const tonightSchemas = {
  params: null,
  query: z.object({ date: z.preprocess((v) => (v === '' ? undefined : v), dateSchema.optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type TonightAcrossVenuesTonightInput = EndpointInput<typeof tonightSchemas>;

/** GET /venue-details/booking-percentage-across-venues */
const monthSchemas = {
  params: null,
  query: z.object({ year: z.coerce.number().int('must be a whole number'), month: z.coerce.number().int('must be a whole number') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type TonightAcrossVenuesMonthInput = EndpointInput<typeof monthSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/bookings/tonightAcrossVenues.ts and joined to the routes by the server's registry. */
export interface TonightAcrossVenuesActions {
  tonight: DomainAction<TonightAcrossVenuesTonightInput, TonightAcrossVenuesResults['tonight']>;
  month: DomainAction<TonightAcrossVenuesMonthInput, TonightAcrossVenuesResults['month']>;
}

export function tonightAcrossVenuesRoutes(actions: TonightAcrossVenuesActions): EndpointRoute[] {
  return [
    {
      resource: 'tonightAcrossVenues',
      name: 'tonight',
      surface: 'setup',
      method: 'GET',
      path: "/venue-details/tonight-across-venues",
      specPath: "/venue-details/tonight-across-venues",
      access: 'read',
      permission: ["vp.vp.booking.acrossvenues.show"],
      scope: {},
      id: null,
      schemas: tonightSchemas,
      upload: false,
      handler: { action: actions.tonight },
      returns: 'result',
      error: "Unable to get venue details",
    },
    {
      resource: 'tonightAcrossVenues',
      name: 'month',
      surface: 'setup',
      method: 'GET',
      path: "/venue-details/booking-percentage-across-venues",
      specPath: "/venue-details/booking-percentage-across-venues",
      access: 'read',
      permission: ["vp.vp.booking.acrossvenues.show"],
      scope: {},
      id: null,
      schemas: monthSchemas,
      upload: false,
      handler: { action: actions.month },
      returns: 'result',
      error: "Unable to get booking percentage",
    },
  ];
}
