import { defineResource } from '../dsl';

const read = 'vp.vp.venueinfo.show';
const write = 'vp.vp.venueinfo.edit';
const venueHeader = { venueId: { in: 'header', type: 'string', required: true, from: 'activeVenue' } } as const;
const scope = { venue: 'header:venueId' };
const title = { eng: 'Venue info', dan: 'Stedsinfo', swe: 'Restauranginfo', nor: 'Stedsinfo', fin: 'Ravintolan tiedot' };

const address = {
  street: { type: 'text', required: true, maxLength: 200, label: { eng: 'Street', dan: 'Gade', swe: 'Gata', nor: 'Gate', fin: 'Katuosoite' } },
  postalCode: { type: 'text', required: true, maxLength: 20, label: { eng: 'Postal code', dan: 'Postnummer', swe: 'Postnummer', nor: 'Postnummer', fin: 'Postinumero' } },
  city: { type: 'text', required: true, maxLength: 100, label: { eng: 'City', dan: 'By', swe: 'Ort', nor: 'Sted', fin: 'Kaupunki' } },
  country: { type: 'enum', enum: 'country', required: true, label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
} as const;

const general = {
  description: { type: 'multilingual', multiline: true, maxLength: 4000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
  phone: { type: 'text', format: 'phone', label: { eng: 'Phone', dan: 'Telefon', swe: 'Telefon', nor: 'Telefon', fin: 'Puhelin' } },
  email: { type: 'text', format: 'email', maxLength: 200, label: { eng: 'Email', dan: 'E-mail', swe: 'E-post', nor: 'E-post', fin: 'Sähköposti' } },
  website: { type: 'text', format: 'url', maxLength: 500, label: { eng: 'Website', dan: 'Hjemmeside', swe: 'Webbplats', nor: 'Nettside', fin: 'Verkkosivu' } },
  capacity: { type: 'number', integer: true, min: 0, max: 100000, label: { eng: 'Capacity (guests)', dan: 'Kapacitet (gæster)', swe: 'Kapacitet (gäster)', nor: 'Kapasitet (gjester)', fin: 'Kapasiteetti (asiakasta)' } },
  ageLimit: { type: 'number', integer: true, min: 0, max: 99, label: { eng: 'Age limit', dan: 'Aldersgrænse', swe: 'Åldersgräns', nor: 'Aldersgrense', fin: 'Ikäraja' } },
} as const;

/** The version of a section the browser read: a save made from an older one is 409 (0 before the first save). */
const version = { type: 'number', integer: true, required: true, min: 0, label: { eng: 'Version', dan: 'Version', swe: 'Version', nor: 'Versjon', fin: 'Versio' } } as const;
const sectionVersion = (eng: string, dan: string, swe: string, nor: string, fin: string) =>
  ({ type: 'number', integer: true, readOnly: true, default: 0, label: { eng, dan, swe, nor, fin } }) as const;

const openingHour = {
  weekday: { type: 'enum', enum: 'weekday', required: true, label: { eng: 'Day', dan: 'Dag', swe: 'Dag', nor: 'Dag', fin: 'Päivä' } },
  closed: { type: 'boolean', label: { eng: 'Closed', dan: 'Lukket', swe: 'Stängt', nor: 'Stengt', fin: 'Suljettu' } },
  opens: { type: 'time', label: { eng: 'Opens', dan: 'Åbner', swe: 'Öppnar', nor: 'Åpner', fin: 'Avautuu' } },
  closes: { type: 'time', label: { eng: 'Closes', dan: 'Lukker', swe: 'Stänger', nor: 'Stenger', fin: 'Sulkeutuu' } },
} as const;

/** A venue's address, general information and weekly opening hours (in the venue's time zone). */
export default defineResource({
  name: 'venueInfo',
  label: title,
  labelPlural: title,
  api: 'main',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId'], unique: true }],
  enums: {
    weekday: {
      values: [
        { value: 1, label: { eng: 'Monday', dan: 'Mandag', swe: 'Måndag', nor: 'Mandag', fin: 'Maanantai' } },
        { value: 2, label: { eng: 'Tuesday', dan: 'Tirsdag', swe: 'Tisdag', nor: 'Tirsdag', fin: 'Tiistai' } },
        { value: 3, label: { eng: 'Wednesday', dan: 'Onsdag', swe: 'Onsdag', nor: 'Onsdag', fin: 'Keskiviikko' } },
        { value: 4, label: { eng: 'Thursday', dan: 'Torsdag', swe: 'Torsdag', nor: 'Torsdag', fin: 'Torstai' } },
        { value: 5, label: { eng: 'Friday', dan: 'Fredag', swe: 'Fredag', nor: 'Fredag', fin: 'Perjantai' } },
        { value: 6, label: { eng: 'Saturday', dan: 'Lørdag', swe: 'Lördag', nor: 'Lørdag', fin: 'Lauantai' } },
        { value: 7, label: { eng: 'Sunday', dan: 'Søndag', swe: 'Söndag', nor: 'Søndag', fin: 'Sunnuntai' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    address: { type: 'object', fields: address, label: { eng: 'Address', dan: 'Adresse', swe: 'Adress', nor: 'Adresse', fin: 'Osoite' } },
    general: { type: 'object', fields: general, label: { eng: 'General info', dan: 'Generel info', swe: 'Allmän info', nor: 'Generell info', fin: 'Yleiset tiedot' } },
    openingHours: {
      type: 'list',
      maxItems: 7,
      of: { type: 'object', fields: openingHour, label: { eng: 'Opening hours', dan: 'Åbningstider', swe: 'Öppettider', nor: 'Åpningstider', fin: 'Aukioloajat' } },
      label: { eng: 'Opening hours', dan: 'Åbningstider', swe: 'Öppettider', nor: 'Åpningstider', fin: 'Aukioloajat' },
    },
    // Each section has its own version: people editing the address and the opening hours at once do not clash.
    addressVersion: sectionVersion('Address version', 'Adresseversion', 'Adressversion', 'Adresseversjon', 'Osoitteen versio'),
    generalVersion: sectionVersion('General info version', 'Version af generel info', 'Version av allmän info', 'Versjon av generell info', 'Yleisten tietojen versio'),
    openingHoursVersion: sectionVersion('Opening hours version', 'Version af åbningstider', 'Version av öppettider', 'Versjon av åpningstider', 'Aukioloaikojen versio'),
  },
  actions: {
    getAddress: { description: "The venue's address." },
    setAddress: { description: "Saves the venue's address, made from the version given (409 when someone saved since)." },
    getGeneral: { description: "The venue's general information." },
    setGeneral: { description: "Saves the venue's general information, every field of it (null clears one), made from the version given (409 when stale)." },
    getOpeningHours: { description: "The venue's opening hours with its time zone." },
    setOpeningHours: { description: "Saves the venue's opening hours, one entry per weekday, times in the venue's time zone, made from the version given (409 when stale)." },
    getUsers: { description: 'The users holding a role at the venue now, with their roles.' },
  },
  endpoints: {
    getAddress: { method: 'GET', path: '/venue/info/address', params: venueHeader, permission: read, scope, action: 'getAddress', error: 'Unable to get address' },
    setAddress: { method: 'POST', path: '/venue/info/address', params: venueHeader, body: { fields: { ...address, version } }, permission: write, scope, action: 'setAddress', error: 'Unable to update address.' },
    getGeneral: { method: 'GET', path: '/venue/info/general', params: venueHeader, permission: read, scope, action: 'getGeneral', error: 'Unable to get general info' },
    setGeneral: { method: 'PUT', path: '/venue/info/general', params: venueHeader, body: { fields: { ...general, version }, whole: true }, permission: write, scope, action: 'setGeneral', error: 'Unable to update general info.' },
    getOpeningHours: { method: 'GET', path: '/venue/info/openinghours', params: venueHeader, permission: read, scope, action: 'getOpeningHours', error: 'Unable to get opening hours' },
    setOpeningHours: {
      method: 'POST',
      path: '/venue/info/openinghours',
      params: venueHeader,
      body: {
        fields: {
          openingHours: { type: 'list', maxItems: 7, required: true, of: { type: 'object', fields: openingHour, label: { eng: 'Opening hours', dan: 'Åbningstider', swe: 'Öppettider', nor: 'Åpningstider', fin: 'Aukioloajat' } }, label: { eng: 'Opening hours', dan: 'Åbningstider', swe: 'Öppettider', nor: 'Åpningstider', fin: 'Aukioloajat' } },
          version,
        },
      },
      permission: write,
      scope,
      action: 'setOpeningHours',
      error: 'Unable to update opening hours.',
    },
    getUsers: { method: 'GET', path: '/venue/info/users', params: venueHeader, permission: read, scope, action: 'getUsers', error: 'Unable to get venue users' },
  },
  routes: [
    {
      path: '/vp/info',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 10, icon: 'Info' },
      permission: read,
      screen: 'VenueInfoScreen',
    },
  ],
});
