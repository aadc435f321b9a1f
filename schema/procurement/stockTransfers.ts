import { defineResource } from '../dsl';
import { POS, VENUE_STOCK, VENUE_STOCK_EDIT, POS_VENUE } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

const title = l('Stock transfers', 'Lageroverførsler', 'Lageröverföringar', 'Lageroverføringer', 'Varastosiirrot');
const access = [VENUE_STOCK, POS];
const write = [VENUE_STOCK_EDIT, POS_VENUE];
const versionQuery = { version: { in: 'query', type: 'integer' } } as const;

/**
 * Stock moved from one venue to another of the same country. Draft → Sent (the stock leaves the sending venue)
 * → Received (it arrives at the receiving one); a Draft or Sent transfer can be cancelled (sent stock returns).
 */
export default defineResource({
  name: 'stockTransfers',
  label: l('Stock transfer', 'Lageroverførsel', 'Lageröverföring', 'Lageroverføring', 'Varastosiirto'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'transferNumber',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId'] }, { fields: ['toVenueId'] }, { fields: ['transferNumber'], unique: true }],
  enums: {
    state: {
      values: [
        { value: 'Draft', color: 'default', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'Sent', color: 'info', label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
        { value: 'Received', color: 'success', label: l('Received', 'Modtaget', 'Mottagen', 'Mottatt', 'Vastaanotettu') },
        { value: 'Cancelled', color: 'error', label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.fromVenue },
    toVenueId: { type: 'reference', reference: 'venues', required: true, label: L.toVenue },
    transferNumber: { type: 'text', readOnly: true, label: L.number },
    state: { type: 'enum', enum: 'state', readOnly: true, label: L.state },
    country: { type: 'enum', enum: 'country', readOnly: true, label: L.country },
    note: { type: 'text', multiline: true, maxLength: 500, label: L.note },
    lines: {
      type: 'list',
      maxItems: 200,
      label: L.lines,
      of: {
        type: 'object',
        label: L.line,
        fields: {
          stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
          quantity: { type: 'number', min: 0.01, max: 100000, required: true, label: L.quantity },
        },
      },
    },
    sentAt: { type: 'datetime', readOnly: true, label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
    receivedAt: { type: 'datetime', readOnly: true, label: l('Received', 'Modtaget', 'Mottagen', 'Mottatt', 'Vastaanotettu') },
    cancelledAt: { type: 'datetime', readOnly: true, label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
  },
  actions: {
    listByVenue: { description: 'Transfers sent from or to the venue, newest first, each with its direction.' },
    create: { description: 'Creates a Draft transfer to another venue of the same country.' },
    update: { description: 'Changes a Draft transfer (version check); other states 409.' },
    send: { description: 'Draft → Sent: at least one line; the stock leaves the sending venue.' },
    receive: { description: 'Sent → Received by the receiving venue (the venue in the path): the stock arrives there.' },
    cancel: { description: 'Cancels a Draft or Sent transfer; stock already sent returns to the sending venue.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/StockTransfers/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: access, scope: { venue: 'path:venueId' }, action: 'listByVenue', error: 'Unable to get stock transfers' },
    create: { method: 'POST', path: '/StockTransfers', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create stock transfer' },
    update: { method: 'PUT', path: '/StockTransfer/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update stock transfer with id {id}' },
    send: { method: 'POST', path: '/StockTransfer/{id}/Send', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'send', error: 'Unable to send stock transfer with id {id}' },
    receive: { method: 'POST', path: '/StockTransfer/{id}/Receive/{venueId}', params: versionQuery, permission: write, scope: { venue: 'path:venueId' }, action: 'receive', error: 'Unable to receive stock transfer with id {id}' },
    cancel: { method: 'POST', path: '/StockTransfer/{id}/Cancel', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'cancel', error: 'Unable to cancel stock transfer with id {id}' },
  },
  routes: [
    { path: '/vp/pim/stock-transfers', service: 'venue', menuGroup: 0, title, sidebar: { group: 'stock', order: 20, icon: 'SyncAlt' }, permission: VENUE_STOCK, screen: 'StockTransfersScreen' },
  ],
});
