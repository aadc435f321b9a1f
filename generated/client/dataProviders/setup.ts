// Generated from the schema (resources on the setup API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';
import { bookingEventsEndpoints } from '../api/bookingEvents';
import { bookingLocationsEndpoints } from '../api/bookingLocations';
import { bookingTagsEndpoints } from '../api/bookingTags';
import { guestListItemsEndpoints } from '../api/guestListItems';
import { reservationsDocumentEndpoints } from '../api/reservationsDocument';
import { setupProductsEndpoints } from '../api/setupProducts';
import { setupTimeZonesEndpoints } from '../api/setupTimeZones';
import { tonightAcrossVenuesEndpoints } from '../api/tonightAcrossVenues';
import { venueDetailsEndpoints } from '../api/venueDetails';
import { venueNotesEndpoints } from '../api/venueNotes';
import { venueSetupCalendarEntriesEndpoints } from '../api/venueSetupCalendarEntries';
import { venueSetupsEndpoints } from '../api/venueSetups';

/** The react-admin data provider of the setup API. */
export const setupDataProvider = createSurfaceDataProvider({
  surface: 'setup',
  endpoints: {
    bookingEvents: bookingEventsEndpoints,
    bookingLocations: bookingLocationsEndpoints,
    bookingTags: bookingTagsEndpoints,
    guestListItems: guestListItemsEndpoints,
    reservationsDocument: reservationsDocumentEndpoints,
    setupProducts: setupProductsEndpoints,
    setupTimeZones: setupTimeZonesEndpoints,
    tonightAcrossVenues: tonightAcrossVenuesEndpoints,
    venueDetails: venueDetailsEndpoints,
    venueNotes: venueNotesEndpoints,
    venueSetupCalendarEntries: venueSetupCalendarEntriesEndpoints,
    venueSetups: venueSetupsEndpoints,
  },
  simpleRest: [],
});
