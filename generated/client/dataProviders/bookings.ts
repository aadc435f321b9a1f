// Generated from the schema (resources on the bookings API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';

/** The react-admin data provider of the bookings API. */
export const bookingsDataProvider = createSurfaceDataProvider({
  surface: 'bookings',
  endpoints: {
    bookings: () => import('../api/bookings').then((m) => m.bookingsEndpoints),
    venueSections: () => import('../api/venueSections').then((m) => m.venueSectionsEndpoints),
  },
  simpleRest: [],
});
