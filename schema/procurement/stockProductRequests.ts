import { defineResource } from '../dsl';
import { PRODUCT_REQUESTS, VENUE_STOCK, countryHeader, PRODUCT_REQUESTS_EDIT, VENUE_STOCK_EDIT } from '../pos/common/access';
import { L, contentUnitEnum, l } from '../pos/common/labels';

const title = l('Stock product requests', 'Anmodninger om lagervarer', 'Förfrågningar om lagervaror', 'Forespørsler om lagervarer', 'Varastotuotepyynnöt');

/**
 * A venue asks for a product that is not in the country's catalogue. Procurement approves it (the stock product
 * is created and assigned to the venue) or rejects it with a reason.
 */
export default defineResource({
  name: 'stockProductRequests',
  label: l('Stock product request', 'Anmodning om lagervare', 'Förfrågan om lagervara', 'Forespørsel om lagervare', 'Varastotuotepyyntö'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  scope: { venue: 'venueId', country: 'country' },
  enums: {
    state: {
      values: [
        { value: 'Pending', color: 'warning', label: l('Pending', 'Afventer', 'Väntar', 'Venter', 'Odottaa') },
        { value: 'Approved', color: 'success', label: l('Approved', 'Godkendt', 'Godkänd', 'Godkjent', 'Hyväksytty') },
        { value: 'Rejected', color: 'error', label: l('Rejected', 'Afvist', 'Avvisad', 'Avvist', 'Hylätty') },
      ],
    },
    contentUnit: contentUnitEnum,
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: l('Product name', 'Varenavn', 'Varunamn', 'Varenavn', 'Tuotteen nimi') },
    vendorName: { type: 'text', maxLength: 120, show: ['list', 'form', 'detail'], label: L.vendor },
    contentAmount: { type: 'number', min: 0, max: 100000, label: L.contentAmount },
    contentUnit: { type: 'enum', enum: 'contentUnit', label: L.contentUnit },
    estimatedCost: { type: 'money', min: 0, label: l('Expected cost per unit', 'Forventet pris pr. enhed', 'Förväntat pris per enhet', 'Forventet pris per enhet', 'Arvioitu yksikköhinta') },
    reason: { type: 'text', multiline: true, maxLength: 1000, label: l('Why the venue needs it', 'Hvorfor stedet har brug for den', 'Varför restaurangen behöver den', 'Hvorfor stedet trenger den', 'Miksi ravintola tarvitsee sen') },
    state: { type: 'enum', enum: 'state', readOnly: true, show: ['list', 'filter', 'detail'], label: L.state },
    country: { type: 'enum', enum: 'country', readOnly: true, label: L.country },
    decisionNote: { type: 'text', readOnly: true, show: ['list', 'detail'], label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') },
    stockProductId: { type: 'reference', reference: 'stockProducts', readOnly: true, label: L.stockProduct },
    decidedBy: { type: 'text', readOnly: true, label: l('Decided by', 'Besluttet af', 'Beslutat av', 'Besluttet av', 'Päättäjä') },
    decidedAt: { type: 'datetime', readOnly: true, label: l('Decided', 'Besluttet', 'Beslutat', 'Besluttet', 'Päätetty') },
  },
  actions: {
    create: { description: 'Files a Pending request for the venue, in the venue\'s country.' },
    approve: { description: 'Pending → Approved: creates the stock product in the country and assigns it to the requesting venue.' },
    reject: { description: 'Pending → Rejected with a reason.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/StockProductRequests/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: VENUE_STOCK, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get stock product requests' },
    create: { method: 'POST', path: '/StockProductRequests', body: 'record', permission: VENUE_STOCK_EDIT, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create stock product request' },
    listByCountry: { method: 'GET', path: '/StockProductRequests', params: countryHeader, permission: PRODUCT_REQUESTS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get stock product requests' },
    approve: {
      method: 'POST',
      path: '/StockProductRequest/{id}/Approve',
      body: {
        fields: {
          name: { type: 'text', required: true, maxLength: 120, label: L.name },
          stockProductGroupId: { type: 'text', required: true, label: L.productGroup },
          productUnitId: { type: 'text', required: true, label: L.unit },
          costPrice: { type: 'money', min: 0, required: true, label: L.costPrice },
          vendorId: { type: 'text', label: L.vendor },
          note: { type: 'text', maxLength: 500, label: L.note },
        },
      },
      permission: PRODUCT_REQUESTS_EDIT,
      scope: { country: 'record' },
      action: 'approve',
      error: 'Unable to approve stock product request',
    },
    reject: {
      method: 'POST',
      path: '/StockProductRequest/{id}/Reject',
      body: { fields: { note: { type: 'text', required: true, maxLength: 500, label: L.note } } },
      permission: PRODUCT_REQUESTS_EDIT,
      scope: { country: 'record' },
      action: 'reject',
      error: 'Unable to reject stock product request',
    },
  },
  routes: [
    { path: '/vp/pim/stock-product-requests', service: 'venue', menuGroup: 0, title, sidebar: { group: 'stock', order: 10, icon: 'AddShoppingCart' }, permission: VENUE_STOCK, views: ['list', 'create'] },
    { path: '/procurement/stock-product-requests', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'requests', order: 10, icon: 'AddShoppingCart' }, permission: PRODUCT_REQUESTS, screen: 'StockProductRequestsScreen' },
  ],
});
