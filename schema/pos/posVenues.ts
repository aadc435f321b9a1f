import { defineResource, type FieldDef } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, UPKEEP_STOCK, countryHeader } from './common/access';
import { L, l } from './common/labels';

const storageName = { type: 'text', required: true, maxLength: 80, label: l('Storage name', 'Lagernavn', 'Förrådsnamn', 'Lagernavn', 'Varaston nimi') } as const;
const locationName = { type: 'text', required: true, maxLength: 80, label: L.name } as const;

const settings: Record<string, FieldDef> = {
  defaultPriceGroupId: { type: 'text', maxLength: 64, label: l('Price group', 'Prisgruppe', 'Prisgrupp', 'Prisgruppe', 'Hintaryhmä'), help: l('Empty: the country default', 'Tom: landets standard', 'Tom: landets standard', 'Tom: landets standard', 'Tyhjä: maan oletus') },
  receivingStorageId: { type: 'text', maxLength: 64, label: l('Receiving storage', 'Modtagelseslager', 'Mottagningsförråd', 'Mottakslager', 'Vastaanottovarasto') },
  businessDayStartsAt: { type: 'time', label: l('Business day starts at', 'Forretningsdagen starter', 'Affärsdagen börjar', 'Forretningsdagen starter', 'Liiketoimintapäivä alkaa') },
  tipsEnabled: { type: 'boolean', label: l('Tips enabled', 'Drikkepenge slået til', 'Dricks aktiverat', 'Tips aktivert', 'Juomarahat käytössä') },
  serviceChargePercentage: { type: 'number', min: 0, max: 25, label: l('Service charge (%)', 'Servicegebyr (%)', 'Serviceavgift (%)', 'Serviceavgift (%)', 'Palvelumaksu (%)') },
  receiptHeader: { type: 'text', multiline: true, maxLength: 500, label: l('Receipt header', 'Kvitteringshoved', 'Kvittohuvud', 'Kvitteringshode', 'Kuitin ylätunniste') },
  receiptFooter: { type: 'text', multiline: true, maxLength: 500, label: l('Receipt footer', 'Kvitteringsfod', 'Kvittofot', 'Kvitteringsbunn', 'Kuitin alatunniste') },
  zReportEmail: { type: 'text', format: 'email', maxLength: 200, label: l('Z report email', 'E-mail til Z-rapport', 'E-post för Z-rapport', 'E-post for Z-rapport', 'Z-raportin sähköposti') },
};

const venuePath = { venueId: { in: 'path', type: 'string' } } as const;

/**
 * A venue as the tills know it: the portal venue (same id) with its storages, the locations inside them and its
 * settings. Created from a portal venue; after every change the whole venue is answered so that lists reload.
 */
export default defineResource({
  name: 'posVenues',
  label: l('POS venue', 'Kassested', 'Kassarestaurang', 'Kassested', 'Kassaravintola'),
  labelPlural: l('POS venues', 'Kassesteder', 'Kassarestauranger', 'Kassesteder', 'Kassaravintolat'),
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId', country: 'country' },
  indexes: [{ fields: ['venueId'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', readOnly: true, show: ['list', 'detail'], label: L.name },
    country: { type: 'enum', enum: 'country', readOnly: true, label: L.country },
    storages: {
      type: 'list',
      readOnly: true,
      of: { type: 'object', label: L.storage, fields: { storageId: { type: 'text', label: L.id }, storageName } },
      label: l('Storages', 'Lagre', 'Förråd', 'Lagre', 'Varastot'),
    },
    locations: {
      type: 'list',
      readOnly: true,
      of: { type: 'object', label: L.location, fields: { locationId: { type: 'text', label: L.id }, name: locationName, storageId: { type: 'text', label: L.storage } } },
      label: l('Locations', 'Placeringer', 'Platser', 'Plasseringer', 'Sijainnit'),
    },
    settings: { type: 'object', readOnly: true, fields: settings, label: l('Venue settings', 'Stedsindstillinger', 'Restauranginställningar', 'Stedsinnstillinger', 'Ravintolan asetukset') },
  },
  actions: {
    createVenue: { description: 'Creates the POS venue of a portal venue, with the same id, name and country; 409 when it exists.' },
    deleteVenue: { description: 'Deletes a POS venue with its storages and locations; refused with 409 while terminals are registered there.' },
    createStorage: { description: 'Adds a storage; the answer is the whole venue.' },
    updateStorage: { description: 'Renames a storage; the answer is the whole venue.' },
    deleteStorage: { description: 'Removes a storage; refused with 409 while locations are inside it.' },
    createLocation: { description: 'Adds a location inside one of the venue\'s storages; the answer is the whole venue.' },
    updateLocation: { description: 'Renames a location or moves it to another storage; the answer is the whole venue.' },
    deleteLocation: { description: 'Removes a location; refused with 409 while a terminal stands there.' },
    getSettings: { description: 'The venue\'s settings with the venue\'s version.' },
    updateSettings: { description: 'Saves the venue\'s settings; the price group and receiving storage must exist.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Venues', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get venues' },
    getOne: { method: 'GET', path: '/Venue/{id}', permission: CATALOGUE_READERS, scope: { venue: 'path:id' }, store: 'get', error: 'Unable to get venue' },
    create: { method: 'POST', path: '/Venue/{id}', permission: POS_EDIT, scope: { venue: 'path:id' }, action: 'createVenue', error: 'Unable to create POS venue' },
    delete: { method: 'DELETE', path: '/Venue/{id}', permission: POS_EDIT, scope: { venue: 'path:id' }, action: 'deleteVenue', returns: 'none', error: 'Unable to delete venue with id {id}' },
    createStorage: { method: 'POST', path: '/Venue/{venueId}/Storage', params: venuePath, body: { fields: { storageName } }, permission: POS_EDIT, scope: { venue: 'path:venueId' }, action: 'createStorage', error: 'Unable to create storage' },
    updateStorage: { method: 'PUT', path: '/Venue/{venueId}/Storage/{storageId}', body: { fields: { storageName } }, permission: POS_EDIT, scope: { venue: 'path:venueId' }, action: 'updateStorage', error: 'Unable to update storage' },
    deleteStorage: { method: 'DELETE', path: '/Venue/{venueId}/Storage/{storageId}', permission: POS_EDIT, scope: { venue: 'path:venueId' }, action: 'deleteStorage', error: 'Unable to delete storage' },
    createLocation: {
      method: 'POST',
      path: '/Venue/{venueId}/Location',
      body: { fields: { name: locationName, storageId: { type: 'text', required: true, label: L.storage } } },
      permission: POS_EDIT,
      scope: { venue: 'path:venueId' },
      action: 'createLocation',
      error: 'Unable to create location',
    },
    updateLocation: {
      method: 'PUT',
      path: '/Venue/{venueId}/Location',
      body: { fields: { locationId: { type: 'text', required: true, label: L.id }, name: locationName, storageId: { type: 'text', required: true, label: L.storage } } },
      permission: POS_EDIT,
      scope: { venue: 'path:venueId' },
      action: 'updateLocation',
      error: 'Unable to update location',
    },
    deleteLocation: { method: 'DELETE', path: '/Venue/{venueId}/Location/{locationId}', permission: POS_EDIT, scope: { venue: 'path:venueId' }, action: 'deleteLocation', error: 'Unable to delete location' },
    getSettings: { method: 'GET', path: '/venue/{id}/settings', permission: POS, scope: { venue: 'path:id' }, action: 'getSettings', error: 'Unable to get venue settings' },
    updateSettings: {
      method: 'PUT',
      path: '/venue/{id}/settings',
      body: { fields: { ...settings, version: { type: 'number', integer: true, label: L.version } } },
      permission: POS_EDIT,
      scope: { venue: 'path:id' },
      action: 'updateSettings',
      error: 'Unable to update venue settings',
    },
  },
  routes: [
    {
      path: '/procurement/poc/venues',
      service: 'upkeep',
      menuGroup: 5,
      title: l('POS venues', 'Kassesteder', 'Kassarestauranger', 'Kassesteder', 'Kassaravintolat'),
      sidebar: { group: 'countrySetup', order: 50, icon: 'PointOfSale' },
      permission: POS,
      screen: 'PosVenuesScreen',
    },
    {
      path: '/procurement/stock-locations',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Stock locations', 'Lagerplaceringer', 'Lagerplatser', 'Lagerplasseringer', 'Varastosijainnit'),
      sidebar: { group: 'stock', order: 60, icon: 'Warehouse' },
      permission: UPKEEP_STOCK,
      screen: 'StockLocationsScreen',
    },
  ],
});
