import { defineResource } from '../dsl';
import { l, labels } from '../life/parts/common';

const permission = 'vp.vp.pim.stockmanagement.show';
const write = 'vp.vp.pim.stockmanagement.edit';
const venuePath = { venueId: { in: 'path', type: 'string', from: 'activeVenue' } } as const;
const locationType = { type: 'enum', enum: 'pimStockLocationType', required: true, label: l('Location', 'Placering', 'Plats', 'Plassering', 'Sijainti') } as const;
const name = { type: 'text', maxLength: 80, label: labels.name } as const;

/** Where a venue keeps stock (bar, back bar, storage ...): one location of each type per venue. */
export default defineResource({
  name: 'pimStockLocations',
  label: l('Stock location', 'Lagerplacering', 'Lagerplats', 'Lagerplassering', 'Varastosijainti'),
  labelPlural: l('Stock locations', 'Lagerplaceringer', 'Lagerplatser', 'Lagerplasseringer', 'Varastosijainnit'),
  api: 'main',
  recordRepresentation: 'pimStockLocationType',
  defaultSort: { field: 'pimStockLocationType', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'pimStockLocationType'], unique: true }],
  enums: {
    pimStockLocationType: {
      values: [
        { value: 'bar', label: l('Bar', 'Bar', 'Bar', 'Bar', 'Baari') },
        { value: 'backBar', label: l('Back bar', 'Bagbar', 'Bakbar', 'Bakbar', 'Takabaari') },
        { value: 'storage', label: l('Storage room', 'Lagerrum', 'Lagerrum', 'Lagerrom', 'Varastohuone') },
        { value: 'cellar', label: l('Cellar', 'Kælder', 'Källare', 'Kjeller', 'Kellari') },
        { value: 'coldRoom', label: l('Cold room', 'Kølerum', 'Kylrum', 'Kjølerom', 'Kylmähuone') },
        { value: 'kitchen', label: l('Kitchen', 'Køkken', 'Kök', 'Kjøkken', 'Keittiö') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: labels.venue },
    pimStockLocationType: locationType,
    name,
  },
  actions: {
    create: { description: 'Adds a stock location of a type to the venue; one of each type.' },
    remove: { description: 'Deletes a stock location of the venue.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/PimStockLocations/{venueId}', params: venuePath, permission, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get PimStockLocations.' },
    create: {
      method: 'POST',
      path: '/PimStockLocations/{venueId}',
      params: venuePath,
      body: { fields: { pimStockLocationType: locationType, name } },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'create',
      error: 'Unable to create pim stock location',
    },
    remove: { method: 'DELETE', path: '/PimStockLocations/{venueId}/{id}', permission: write, scope: { venue: 'path:venueId' }, action: 'remove', returns: 'none', error: 'Unable to delete pim stock location' },
  },
});
