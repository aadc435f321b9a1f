// Generated from the schema (resources on the setup API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';

/** The react-admin data provider of the setup API. */
export const setupDataProvider = createSurfaceDataProvider({
  surface: 'setup',
  endpoints: {
    bookingEvents: () => import('../api/bookingEvents').then((m) => m.bookingEventsEndpoints),
    bookingLocations: () => import('../api/bookingLocations').then((m) => m.bookingLocationsEndpoints),
    bookingTags: () => import('../api/bookingTags').then((m) => m.bookingTagsEndpoints),
    guestListItems: () => import('../api/guestListItems').then((m) => m.guestListItemsEndpoints),
    reservationsDocument: () => import('../api/reservationsDocument').then((m) => m.reservationsDocumentEndpoints),
    setupProducts: () => import('../api/setupProducts').then((m) => m.setupProductsEndpoints),
    setupTimeZones: () => import('../api/setupTimeZones').then((m) => m.setupTimeZonesEndpoints),
    tonightAcrossVenues: () => import('../api/tonightAcrossVenues').then((m) => m.tonightAcrossVenuesEndpoints),
    venueDetails: () => import('../api/venueDetails').then((m) => m.venueDetailsEndpoints),
    venueNotes: () => import('../api/venueNotes').then((m) => m.venueNotesEndpoints),
    venueSetupCalendarEntries: () => import('../api/venueSetupCalendarEntries').then((m) => m.venueSetupCalendarEntriesEndpoints),
    venueSetups: () => import('../api/venueSetups').then((m) => m.venueSetupsEndpoints),
  },
  simpleRest: [],
});
