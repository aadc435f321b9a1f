// Generated from the schema (resources on the bookings API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';
import { bookingsEndpoints } from '../api/bookings';
import { venueSectionsEndpoints } from '../api/venueSections';

/** The react-admin data provider of the bookings API. */
export const bookingsDataProvider = createSurfaceDataProvider({
  surface: 'bookings',
  endpoints: {
    bookings: bookingsEndpoints,
    venueSections: venueSectionsEndpoints,
  },
  simpleRest: [],
});
