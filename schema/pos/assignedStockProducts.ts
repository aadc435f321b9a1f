import { defineResource } from '../dsl';
import { POS, VENUE_STOCK, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Assigned stock products', 'Tildelte lagervarer', 'Tilldelade lagervaror', 'Tildelte lagervarer', 'Määritetyt varastotuotteet');
const readers = [POS, VENUE_STOCK];

/** A stock product a venue works with, with the venue's own storage, vendor and purchase price where they differ. */
export default defineResource({
  name: 'assignedStockProducts',
  label: l('Assigned stock product', 'Tildelt lagervare', 'Tilldelad lagervara', 'Tildelt lagervare', 'Määritetty varastotuote'),
  labelPlural: title,
  api: 'pos',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'stockProductId'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    stockProductId: { type: 'reference', reference: 'stockProducts', required: true, show: ['list', 'form', 'detail'], label: L.stockProduct },
    storageId: { type: 'text', maxLength: 64, label: l('Default storage', 'Standardlager', 'Standardförråd', 'Standardlager', 'Oletusvarasto') },
    vendorId: { type: 'reference', reference: 'vendors', label: l('Vendor at this venue', 'Leverandør på dette sted', 'Leverantör för denna restaurang', 'Leverandør for dette stedet', 'Tämän ravintolan toimittaja') },
    costPrice: { type: 'money', min: 0, label: l('Purchase price at this venue', 'Indkøbspris på dette sted', 'Inköpspris för denna restaurang', 'Innkjøpspris for dette stedet', 'Tämän ravintolan ostohinta') },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: L.active },
  },
  actions: {
    assign: { description: 'Assigns a stock product of the venue\'s country to the venue; 409 when it is assigned already.' },
    listByVenue: { description: 'The venue\'s assigned stock products with the product\'s name, number, group, unit and effective price.' },
    update: { description: 'Changes the venue\'s storage, vendor, price or active flag (version check); the venue and product stay.' },
  },
  endpoints: {
    create: { method: 'POST', path: '/AssignedStockProducts/Assign/{venueId}/{stockProductId}', permission: POS_VENUE, scope: { venue: 'path:venueId' }, action: 'assign', error: 'Unable to assign stock product' },
    getList: { method: 'GET', path: '/AssignedStockProducts/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: readers, scope: { venue: 'path:venueId' }, action: 'listByVenue', error: 'Unable to get assigned stock products' },
    getOne: { method: 'GET', path: '/AssignedStockProduct/{id}', permission: readers, scope: { venue: 'record' }, store: 'get', error: 'Unable to get assigned stock product' },
    update: { method: 'PUT', path: '/AssignedStockProduct/{id}', body: 'record', permission: POS_VENUE, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update assigned stock product with id {id}' },
    delete: { method: 'DELETE', path: '/AssignedStockProduct/{id}', permission: POS_VENUE, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete assigned stock product with id {id}' },
  },
  routes: [
    { path: '/vp/poc/assigned-stock-products', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 20, icon: 'Liquor' }, permission: POS, screen: 'AssignedProductsScreen' },
    { path: '/procurement/poc/assigned-stock-products', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 10, icon: 'Liquor' }, permission: POS, screen: 'AssignedProductsScreen' },
  ],
});
