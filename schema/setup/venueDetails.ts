import { defineResource } from '../dsl';
import { l, labels, policyEnums, readPermissions, rulesFields, same, setupPermission } from './parts/common';

const title = l('Venue setup', 'Stedsopsætning', 'Restauranginställningar', 'Stedsoppsett', 'Ravintolan asetukset');

/**
 * A venue's booking details: time zone, currency, the start time of its nights, description, images and the
 * venue-level policies and seating strategies. The record's id is the portal venue's id (`venuePortalId`), so
 * every permission check on `venue-details-id`, `{venueId}` or `{venueDetailsId}` is a check on the venue itself.
 */
export default defineResource({
  name: 'venueDetails',
  label: l('Venue details', 'Stedsdetaljer', 'Restaurangdetaljer', 'Stedsdetaljer', 'Ravintolan tiedot'),
  labelPlural: l('Venue details', 'Stedsdetaljer', 'Restaurangdetaljer', 'Stedsdetaljer', 'Ravintolan tiedot'),
  api: 'setup',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venuePortalId' },
  enums: policyEnums,
  fields: {
    name: { type: 'text', required: true, maxLength: 120, label: labels.name },
    venuePortalId: { type: 'reference', reference: 'venues', required: true, label: labels.venue },
    shortName: { type: 'text', maxLength: 20, label: l('Short name', 'Kort navn', 'Kortnamn', 'Kortnavn', 'Lyhyt nimi') },
    locationId: { type: 'object', fields: { id: { type: 'text', maxLength: 64, label: same('Id') } }, label: l('Location', 'Område', 'Område', 'Område', 'Alue') },
    address: { type: 'text', maxLength: 300, label: l('Address', 'Adresse', 'Adress', 'Adresse', 'Osoite') },
    description: { type: 'text', multiline: true, maxLength: 4000, label: labels.description },
    image: { type: 'text', maxLength: 500, label: labels.image },
    logo: { type: 'text', maxLength: 500, label: same('Logo') },
    images: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 500, label: labels.image }, label: l('Images', 'Billeder', 'Bilder', 'Bilder', 'Kuvat') },
    tags: { type: 'list', maxItems: 30, of: { type: 'text', maxLength: 60, label: l('Tag', 'Tag', 'Tagg', 'Tagg', 'Tunniste') }, label: l('Tags', 'Tags', 'Taggar', 'Tagger', 'Tunnisteet') },
    legalDocuments: {
      type: 'list',
      maxItems: 20,
      of: {
        type: 'object',
        fields: { name: { type: 'text', maxLength: 200, label: labels.name }, url: { type: 'text', maxLength: 500, label: same('URL') } },
        label: l('Legal document', 'Juridisk dokument', 'Juridiskt dokument', 'Juridisk dokument', 'Oikeudellinen asiakirja'),
      },
      label: l('Legal documents', 'Juridiske dokumenter', 'Juridiska dokument', 'Juridiske dokumenter', 'Oikeudelliset asiakirjat'),
    },
    obsInfo: { type: 'text', multiline: true, maxLength: 2000, label: l('Notes for staff', 'Noter til personalet', 'Anteckningar för personalen', 'Notater til personalet', 'Huomiot henkilökunnalle') },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    ...rulesFields,
    type: { type: 'number', integer: true, default: 0, label: labels.type },
    startTimeOfDay: { type: 'time', label: l('Night starts at', 'Døgnet starter kl.', 'Dygnet börjar kl.', 'Døgnet starter kl.', 'Vuorokausi alkaa klo') },
    currencyInfo: {
      type: 'object',
      readOnly: true,
      fields: { code: { type: 'text', label: l('Code', 'Kode', 'Kod', 'Kode', 'Koodi') }, symbol: { type: 'text', label: l('Symbol', 'Symbol', 'Symbol', 'Symbol', 'Symboli') } },
      label: l('Currency', 'Valuta', 'Valuta', 'Valuta', 'Valuutta'),
    },
    timeZoneInfo: {
      type: 'object',
      readOnly: true,
      fields: {
        id: { type: 'text', label: same('Id') },
        displayName: { type: 'text', label: labels.name },
        utcOffset: { type: 'text', label: same('UTC') },
      },
      label: l('Time zone', 'Tidszone', 'Tidszon', 'Tidssone', 'Aikavyöhyke'),
    },
    iso3166CountryCode: { type: 'text', readOnly: true, label: l('Country code', 'Landekode', 'Landskod', 'Landskode', 'Maakoodi') },
    timeZoneCode: { type: 'text', maxLength: 64, label: l('Time zone', 'Tidszone', 'Tidszon', 'Tidssone', 'Aikavyöhyke') },
  },
  actions: {
    list: { description: 'The venue details of the venues where the user may see bookings, or of one portal venue (venue-portal-id).' },
    create: { description: 'Creates the booking details of a portal venue: country code, currency and time zone from its country, default description and image.' },
    update: { description: 'Changes venue details with a version check; validates policies and the time zone.' },
    bookingPercentage: { description: 'The share of tables booked per night of a month at a venue.' },
    bookingPercentageByVenues: { description: 'The share of tables booked on one night at several venues.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/venue-details',
      params: { 'venue-portal-id': { in: 'query', type: 'string' } },
      permission: readPermissions,
      action: 'list',
      error: 'Unable to get venue details',
    },
    create: { method: 'POST', path: '/venue-details', body: 'record', permission: setupPermission, scope: { venue: 'body:venuePortalId' }, action: 'create', error: 'Unable to get Team Members' },
    update: {
      method: 'PUT',
      path: '/venue-details/{id}',
      body: 'record',
      permission: setupPermission,
      scope: { venue: ['record', 'body:venuePortalId'] },
      action: 'update',
      error: 'Unable to get Team Members',
    },
    bookingPercentage: {
      method: 'GET',
      path: '/venue-details/booking-percentage/{venueDetailsId}/{year}/{month}',
      params: { year: { in: 'path', type: 'integer' }, month: { in: 'path', type: 'integer' }, venueDetailsId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission: readPermissions,
      scope: { venue: 'path:venueDetailsId' },
      action: 'bookingPercentage',
      error: 'Unable to get booking percentage',
    },
    bookingPercentageByVenues: {
      method: 'POST', access: 'read',
      path: '/venue-details/booking-percentage-by-venues',
      body: {
        fields: {
          date: { type: 'date', required: true, label: labels.date },
          venueDetailIds: { type: 'list', maxItems: 100, required: true, of: { type: 'reference', reference: 'venueDetails', label: labels.venue }, label: l('Venues', 'Steder', 'Restauranger', 'Steder', 'Ravintolat') },
        },
      },
      permission: readPermissions,
      action: 'bookingPercentageByVenues',
      error: 'Unable to get booking percentage',
    },
  },
  routes: [
    {
      path: '/marcom/marcom/setup',
      service: 'venue',
      menuGroup: 0,
      title,
      parent: '/marcom/marcom',
      sidebar: { group: 'booking', order: 350, icon: 'TableRestaurant' },
      permission: 'vp.vp.booking.show',
      screen: 'VenueSetupScreen',
    },
  ],
});
