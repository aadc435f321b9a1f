import { defineResource } from '../dsl';
import { POS, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Assigned sales products', 'Tildelte salgsvarer', 'Tilldelade försäljningsartiklar', 'Tildelte salgsvarer', 'Määritetyt myyntituotteet');

/** A sales product a venue's tills sell, with the venue's own prices per price group where they differ. */
export default defineResource({
  name: 'assignedSalesProducts',
  label: l('Assigned sales product', 'Tildelt salgsvare', 'Tilldelad försäljningsartikel', 'Tildelt salgsvare', 'Määritetty myyntituote'),
  labelPlural: title,
  api: 'pos',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'salesProductId'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    salesProductId: { type: 'reference', reference: 'salesProducts', required: true, show: ['list', 'form', 'detail'], label: L.salesProduct },
    prices: {
      type: 'list',
      maxItems: 50,
      label: l('Prices at this venue', 'Priser på dette sted', 'Priser för denna restaurang', 'Priser for dette stedet', 'Tämän ravintolan hinnat'),
      of: {
        type: 'object',
        label: L.price,
        fields: {
          priceGroupId: { type: 'reference', reference: 'priceGroups', required: true, label: L.priceGroup },
          price: { type: 'money', min: 0, required: true, label: l('Price incl. tax', 'Pris inkl. moms', 'Pris inkl. moms', 'Pris inkl. mva', 'Hinta sis. ALV') },
        },
      },
    },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: L.active },
  },
  actions: {
    assign: { description: 'Assigns a sales product of the venue\'s country to the venue; 409 when it is assigned already.' },
    listByVenue: { description: 'The venue\'s assigned sales products with the product\'s name, number, group and effective prices.' },
    update: { description: 'Changes the venue\'s prices or active flag (version check); each price group once and known in the country.' },
  },
  endpoints: {
    create: { method: 'POST', path: '/AssignedSalesProducts/Assign/{venueId}/{salesProductId}', permission: POS_VENUE, scope: { venue: 'path:venueId' }, action: 'assign', error: 'Unable to assign sales product' },
    getList: { method: 'GET', path: '/AssignedSalesProducts/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: POS, scope: { venue: 'path:venueId' }, action: 'listByVenue', error: 'Unable to get assigned sales products' },
    getOne: { method: 'GET', path: '/AssignedSalesProduct/{id}', permission: POS, scope: { venue: 'record' }, store: 'get', error: 'Unable to get assigned sales product' },
    update: { method: 'PUT', path: '/AssignedSalesProduct/{id}', body: 'record', permission: POS_VENUE, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update assigned sales product with id {id}' },
    delete: { method: 'DELETE', path: '/AssignedSalesProduct/{id}', permission: POS_VENUE, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete assigned sales product with id {id}' },
  },
  routes: [
    { path: '/vp/poc/assigned-sales-products', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 30, icon: 'LocalDrink' }, permission: POS, screen: 'AssignedProductsScreen' },
    { path: '/procurement/poc/assigned-sales-products', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 20, icon: 'LocalDrink' }, permission: POS, screen: 'AssignedProductsScreen' },
  ],
});
