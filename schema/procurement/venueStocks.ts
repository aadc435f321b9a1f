import { defineResource } from '../dsl';
import { POS, UPKEEP_STOCK, VENUE_STOCK, countryHeaderOnly, VENUE_STOCK_EDIT, POS_VENUE } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

const readers = [VENUE_STOCK, POS, UPKEEP_STOCK];
const write = [VENUE_STOCK_EDIT, POS_VENUE];

/** Stock on hand, computed from the stock ledger: per venue and product, per country, and waste registration. */
export default defineResource({
  name: 'venueStocks',
  label: l('Venue stock', 'Stedslager', 'Restauranglager', 'Stedslager', 'Ravintolan varasto'),
  labelPlural: l('Venue stocks', 'Stedslagre', 'Restauranglager', 'Stedslagre', 'Ravintoloiden varastot'),
  api: 'pos',
  stored: false,
  fields: { venueId: { type: 'reference', reference: 'venues', label: L.venue } },
  actions: {
    byVenue: { description: 'Every stock product assigned to the venue or in its stock: quantity on hand (total and per storage), par level, reorder point, cost and value.' },
    byCountry: { description: 'Per POS venue of the country: products in stock, stock value, products below their reorder point and the last completed count.' },
    movements: { description: 'The latest stock movements of a venue (optionally of one product), newest first.' },
    registerWaste: { description: 'Writes off a quantity of a stock product with a stock waste reason of the venue\'s country.' },
  },
  endpoints: {
    byVenue: { method: 'GET', path: '/VenueStock/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: readers, scope: { venue: 'path:venueId' }, action: 'byVenue', error: 'Unable to get venue stock' },
    byCountry: { method: 'GET', path: '/VenueStocks', params: countryHeaderOnly, permission: [UPKEEP_STOCK, POS], scope: { country: 'header:countryId' }, action: 'byCountry', error: 'Unable to get venue stocks' },
    movements: {
      method: 'GET',
      path: '/VenueStock/{venueId}/Movements',
      params: { stockProductId: { in: 'query', type: 'string' } },
      permission: readers,
      scope: { venue: 'path:venueId' },
      action: 'movements',
      error: 'Unable to get stock movements',
    },
    registerWaste: {
      method: 'POST',
      path: '/VenueStock/{venueId}/Waste',
      body: {
        fields: {
          stockProductId: { type: 'text', required: true, label: L.stockProduct },
          quantity: { type: 'number', min: 0.01, max: 100000, required: true, label: L.quantity },
          storageId: { type: 'text', label: L.storage },
          stockWasteReasonId: { type: 'text', required: true, label: l('Waste reason', 'Spildårsag', 'Svinnorsak', 'Svinnårsak', 'Hävikin syy') },
          note: { type: 'text', maxLength: 500, label: L.note },
        },
      },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'registerWaste',
      error: 'Unable to register stock waste',
    },
  },
  routes: [
    { path: '/vp/pim/stock', service: 'venue', menuGroup: 0, title: l('Stock', 'Lager', 'Lager', 'Lager', 'Varasto'), sidebar: { group: 'stock', order: 40, icon: 'Inventory' }, permission: VENUE_STOCK, screen: 'VenueStockScreen' },
    {
      path: '/procurement/venue-stocks',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Venue stocks', 'Stedslagre', 'Restauranglager', 'Stedslagre', 'Ravintoloiden varastot'),
      sidebar: { group: 'stock', order: 40, icon: 'Inventory' },
      permission: UPKEEP_STOCK,
      screen: 'VenueStockScreen',
    },
  ],
});
