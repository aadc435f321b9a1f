import { defineResource } from '../dsl';
import { POS, VENUE_STOCK, VENUE_STOCK_EDIT, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Purchase orders', 'Indkøbsordrer', 'Inköpsordrar', 'Innkjøpsordrer', 'Ostotilaukset');
const access = [POS, VENUE_STOCK];
const write = [POS_VENUE, VENUE_STOCK_EDIT];
const versionQuery = { version: { in: 'query', type: 'integer' } } as const;

/**
 * An order of stock from one vendor for one venue. Draft → Sent (submit) → Partially / Fully Received as goods
 * are received against its lines; Draft, Sent and Partially Received orders can be cancelled. The rules are in
 * src/shared/pos/purchaseOrderStates.ts.
 */
export default defineResource({
  name: 'purchaseOrders',
  label: l('Purchase order', 'Indkøbsordre', 'Inköpsorder', 'Innkjøpsordre', 'Ostotilaus'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'orderNumber',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  // Order numbers are unique per country; the server allocates them one request at a time.
  indexes: [{ fields: ['venueId', 'state'] }, { fields: ['country', 'orderNumber'], unique: true }],
  enums: {
    state: {
      values: [
        { value: 'Unknown', color: 'error', label: l('Unknown', 'Ukendt', 'Okänd', 'Ukjent', 'Tuntematon') },
        { value: 'Draft', color: 'default', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'Submitted', color: 'info', label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
        { value: 'PartiallyReceived', color: 'warning', label: l('Partially Received', 'Delvist modtaget', 'Delvis mottagen', 'Delvis mottatt', 'Osittain vastaanotettu') },
        { value: 'FullyReceived', color: 'success', label: l('Fully Received', 'Fuldt modtaget', 'Helt mottagen', 'Fullt mottatt', 'Kokonaan vastaanotettu') },
        { value: 'Cancelled', color: 'error', label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    vendorId: { type: 'reference', reference: 'vendors', required: true, label: L.vendor },
    orderNumber: { type: 'text', readOnly: true, label: l('Order number', 'Ordrenummer', 'Ordernummer', 'Ordrenummer', 'Tilausnumero') },
    state: { type: 'enum', enum: 'state', readOnly: true, label: L.state },
    country: { type: 'enum', enum: 'country', readOnly: true, label: L.country },
    currency: { type: 'text', readOnly: true, label: L.currency },
    expectedDeliveryDate: { type: 'date', label: l('Expected delivery', 'Forventet levering', 'Förväntad leverans', 'Forventet levering', 'Odotettu toimitus') },
    note: { type: 'text', multiline: true, maxLength: 1000, label: L.note },
    lines: {
      type: 'list',
      maxItems: 200,
      label: L.lines,
      of: {
        type: 'object',
        label: L.line,
        fields: {
          lineId: { type: 'text', maxLength: 64, label: L.lineId },
          stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
          quantity: { type: 'number', min: 0.01, max: 100000, required: true, label: l('Ordered', 'Bestilt', 'Beställt', 'Bestilt', 'Tilattu') },
          unitCost: { type: 'money', min: 0, label: l('Unit cost', 'Enhedspris', 'Styckpris', 'Enhetspris', 'Yksikköhinta') },
          receivedQuantity: { type: 'number', readOnly: true, label: l('Received', 'Modtaget', 'Mottaget', 'Mottatt', 'Vastaanotettu') },
        },
      },
    },
    total: { type: 'money', readOnly: true, label: l('Total', 'I alt', 'Totalt', 'Totalt', 'Yhteensä') },
    submittedAt: { type: 'datetime', readOnly: true, label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
    receivedAt: { type: 'datetime', readOnly: true, label: l('Last received', 'Senest modtaget', 'Senast mottagen', 'Sist mottatt', 'Viimeksi vastaanotettu') },
    cancelledAt: { type: 'datetime', readOnly: true, label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
    receipts: {
      type: 'list',
      readOnly: true,
      label: l('Receipts', 'Modtagelser', 'Mottagningar', 'Mottak', 'Vastaanotot'),
      of: {
        type: 'object',
        label: l('Receipt', 'Modtagelse', 'Mottagning', 'Mottak', 'Vastaanotto'),
        fields: {
          receivedAt: { type: 'datetime', label: L.date },
          receivedBy: { type: 'text', label: l('Received by', 'Modtaget af', 'Mottagen av', 'Mottatt av', 'Vastaanottaja') },
          storageId: { type: 'text', label: L.storage },
          note: { type: 'text', label: L.note },
          lines: { type: 'list', of: { type: 'object', label: L.line, fields: { lineId: { type: 'text', label: L.lineId }, quantity: { type: 'number', label: L.quantity } } }, label: L.lines },
        },
      },
    },
  },
  actions: {
    create: { description: 'Creates a Draft order for a vendor of the venue\'s country with an order number; line costs default to the venue\'s or the product\'s price.' },
    update: { description: 'Changes a Draft order (version check); other states are refused with 409.' },
    submit: { description: 'Draft → Sent; needs at least one line.' },
    receive: { description: 'Receives quantities against the lines of a Sent or Partially Received order into a storage; the order becomes Partially or Fully Received and the stock grows.' },
    cancel: { description: 'Cancels a Draft, Sent or Partially Received order; what was received stays in stock.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/PurchaseOrders/ByVenue/{venueId}', permission: access, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get purchase orders' },
    getOne: { method: 'GET', path: '/PurchaseOrder/{id}', permission: access, scope: { venue: 'record' }, store: 'get', error: 'Unable to get purchase order' },
    create: { method: 'POST', path: '/PurchaseOrders/', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create purchase order' },
    update: { method: 'PUT', path: '/PurchaseOrder/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update purchase order with id {id}' },
    submit: { method: 'POST', path: '/PurchaseOrder/{id}/Submit', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'submit', error: 'Unable to submit purchase order with id {id}' },
    receive: {
      method: 'POST',
      path: '/PurchaseOrder/{id}/Receive',
      body: {
        fields: {
          version: { type: 'number', integer: true, required: true, label: L.version },
          storageId: { type: 'text', maxLength: 64, label: L.storage },
          note: { type: 'text', maxLength: 500, label: L.note },
          lines: {
            type: 'list',
            required: true,
            maxItems: 200,
            label: L.lines,
            of: { type: 'object', label: L.line, fields: { lineId: { type: 'text', required: true, label: L.lineId }, quantity: { type: 'number', min: 0, max: 100000, required: true, label: L.quantity } } },
          },
        },
      },
      permission: write,
      scope: { venue: 'record' },
      action: 'receive',
      error: 'Unable to receive purchase order with id {id}',
    },
    cancel: { method: 'POST', path: '/PurchaseOrder/{id}/Cancel', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'cancel', error: 'Unable to cancel purchase order with id {id}' },
  },
  routes: [
    { path: '/vp/poc/purchase-orders', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 50, icon: 'ShoppingCart' }, permission: POS, screen: 'PurchaseOrdersScreen' },
    { path: '/procurement/poc/purchase-orders', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 40, icon: 'ShoppingCart' }, permission: POS, screen: 'PurchaseOrdersScreen' },
    {
      path: '/vp/pim/orders',
      service: 'venue',
      menuGroup: 0,
      title: l('Orders', 'Bestillinger', 'Beställningar', 'Bestillinger', 'Tilaukset'),
      sidebar: { group: 'stock', order: 80, icon: 'ShoppingCart' },
      permission: VENUE_STOCK,
      screen: 'PurchaseOrdersScreen',
    },
  ],
});
