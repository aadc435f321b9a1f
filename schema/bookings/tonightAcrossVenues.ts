import { defineResource } from '../dsl';
import { l, labels } from '../setup/parts/common';

const permission = 'vp.vp.booking.acrossvenues.show';

/**
 * Tonight across venues: for people with several venues, each venue's covers booked and arrived, occupancy, requests
 * waiting and the notes that close online booking, computed on the server for the venues the user may see.
 */
export default defineResource({
  name: 'tonightAcrossVenues',
  label: l('Tonight across venues', 'I aften på tværs af steder', 'I kväll i alla restauranger', 'I kveld på tvers av steder', 'Tänä iltana kaikissa ravintoloissa'),
  labelPlural: l('Tonight across venues', 'I aften på tværs af steder', 'I kväll i alla restauranger', 'I kveld på tvers av steder', 'Tänä iltana kaikissa ravintoloissa'),
  api: 'setup',
  stored: false,
  fields: {
    date: { type: 'date', label: labels.date },
  },
  actions: {
    tonight: { description: "Each permitted venue's night (its current night, or the date asked for): covers booked and arrived, occupancy, requests waiting and booking-closed notes." },
    month: { description: "The booking percentage of each night of a month at every venue where the user holds the permission, in one answer (the occupancy heatmap)." },
  },
  endpoints: {
    tonight: {
      method: 'GET',
      path: '/venue-details/tonight-across-venues',
      params: { date: { in: 'query', type: 'date' } },
      permission,
      action: 'tonight',
      error: 'Unable to get venue details',
    },
    month: {
      method: 'GET',
      path: '/venue-details/booking-percentage-across-venues',
      params: { year: { in: 'query', type: 'integer', required: true }, month: { in: 'query', type: 'integer', required: true } },
      permission,
      action: 'month',
      error: 'Unable to get booking percentage',
    },
  },
  routes: [
    {
      path: '/cockpit/tonight',
      service: 'reports',
      menuGroup: 1,
      // Short: the app bar shows the title beside its tools on a 390 px phone.
      title: l('Venues tonight', 'Steder i aften', 'Restauranger i kväll', 'Steder i kveld', 'Ravintolat tänään'),
      sidebar: { group: 'management', order: 15, icon: 'Nightlife' },
      permission,
      venueScoped: false,
      screen: 'TonightAcrossVenuesScreen',
    },
  ],
});
