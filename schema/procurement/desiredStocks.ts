import { defineResource } from '../dsl';
import { POS, VENUE_STOCK, VENUE_STOCK_EDIT, POS_VENUE } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

const title = l('Desired stock', 'Ønsket lager', 'Önskat lager', 'Ønsket lager', 'Tavoitevarasto');
const access = [VENUE_STOCK, POS];
const write = [VENUE_STOCK_EDIT, POS_VENUE];

/** Par levels: how much of a stock product a venue wants on hand, and the level at which it reorders. */
export default defineResource({
  name: 'desiredStocks',
  label: l('Par level', 'Parniveau', 'Parnivå', 'Parnivå', 'Tavoitetaso'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'stockProductId',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'stockProductId'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    stockProductId: { type: 'reference', reference: 'stockProducts', required: true, show: ['list', 'form', 'detail'], label: L.stockProduct },
    parLevel: { type: 'number', min: 0, max: 100000, required: true, show: ['list', 'form', 'detail'], label: L.parLevel },
    reorderPoint: { type: 'number', min: 0, max: 100000, show: ['list', 'form', 'detail'], label: L.reorderPoint, help: l('Empty: half the par level', 'Tomt: halvdelen af parniveauet', 'Tomt: halva parnivån', 'Tomt: halvparten av parnivået', 'Tyhjä: puolet tavoitetasosta') },
  },
  actions: {
    create: { description: 'Sets a par level for a stock product of the venue\'s country (assigning it to the venue when needed); one per product (409).' },
    update: { description: 'Changes a par level (version check); the reorder point cannot exceed it.' },
    suggestOrders: { description: 'Creates Draft purchase orders, one per vendor, for the products at or below their reorder point: par level minus stock, rounded up.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/DesiredStock/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: access, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get desired stock' },
    getOne: { method: 'GET', path: '/DesiredStock/{id}', permission: access, scope: { venue: 'record' }, store: 'get', error: 'Unable to get desired stock' },
    create: { method: 'POST', path: '/DesiredStock', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create desired stock' },
    update: { method: 'PUT', path: '/DesiredStock/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update desired stock with id {id}' },
    delete: { method: 'DELETE', path: '/DesiredStock/{id}', permission: write, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete desired stock' },
    suggestOrders: { method: 'POST', path: '/DesiredStock/{venueId}/SuggestOrders', permission: write, scope: { venue: 'path:venueId' }, action: 'suggestOrders', error: 'Unable to suggest purchase orders' },
  },
  routes: [
    { path: '/vp/pim/desired-stock', service: 'venue', menuGroup: 0, title, sidebar: { group: 'stock', order: 30, icon: 'Tune' }, permission: VENUE_STOCK, views: ['list', 'create', 'edit'] },
  ],
});
