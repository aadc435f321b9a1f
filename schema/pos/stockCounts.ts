import { defineResource } from '../dsl';
import { POS, VENUE_STOCK, VENUE_STOCK_EDIT, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Stock counts', 'Lageroptællinger', 'Inventeringar', 'Varetellinger', 'Varastolaskennat');
const access = [POS, VENUE_STOCK];
const write = [POS_VENUE, VENUE_STOCK_EDIT];
const versionQuery = { version: { in: 'query', type: 'integer' } } as const;

/**
 * A count of a venue's stock (or of one storage). Draft → Active (activate: the expected quantities are taken
 * from the stock) → Completed (every line counted: the stock is set to the counted quantities) or Cancelled.
 * One count is active per venue at a time. The rules are in src/shared/pos/stockCountStates.ts.
 */
export default defineResource({
  name: 'stockCounts',
  label: l('Stock count', 'Lageroptælling', 'Inventering', 'Varetelling', 'Varastolaskenta'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'countDate', order: 'DESC' },
  scope: { venue: 'venueId' },
  // One Active count per venue, held by the database too: two counts never correct the same stock.
  indexes: [{ fields: ['venueId', 'state'] }, { fields: ['venueId'], unique: true, where: { state: 'Active' } }],
  enums: {
    state: {
      values: [
        { value: 'Unknown', color: 'error', label: l('Unknown', 'Ukendt', 'Okänd', 'Ukjent', 'Tuntematon') },
        { value: 'Draft', color: 'default', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'Active', color: 'info', label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Käynnissä') },
        { value: 'Completed', color: 'success', label: l('Completed', 'Afsluttet', 'Slutförd', 'Fullført', 'Valmis') },
        { value: 'Cancelled', color: 'error', label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', required: true, maxLength: 120, label: L.name },
    countDate: { type: 'date', required: true, label: l('Count date', 'Optællingsdato', 'Inventeringsdatum', 'Telledato', 'Laskentapäivä') },
    storageId: { type: 'text', maxLength: 64, label: l('Storage (empty: whole venue)', 'Lager (tomt: hele stedet)', 'Förråd (tomt: hela restaurangen)', 'Lager (tomt: hele stedet)', 'Varasto (tyhjä: koko ravintola)') },
    state: { type: 'enum', enum: 'state', readOnly: true, label: L.state },
    country: { type: 'enum', enum: 'country', readOnly: true, label: L.country },
    currency: { type: 'text', readOnly: true, label: L.currency },
    note: { type: 'text', multiline: true, maxLength: 1000, label: L.note },
    lines: {
      type: 'list',
      maxItems: 1000,
      label: L.lines,
      of: {
        type: 'object',
        label: L.line,
        fields: {
          lineId: { type: 'text', maxLength: 64, label: L.lineId },
          stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
          locationId: { type: 'text', maxLength: 64, label: L.location },
          expectedQuantity: { type: 'number', readOnly: true, label: l('Expected', 'Forventet', 'Förväntat', 'Forventet', 'Odotettu') },
          countedQuantity: { type: 'number', min: 0, max: 1000000, label: l('Counted', 'Optalt', 'Räknat', 'Telt', 'Laskettu') },
        },
      },
    },
    varianceValue: { type: 'money', readOnly: true, label: l('Variance value', 'Differenceværdi', 'Differensvärde', 'Avviksverdi', 'Eron arvo') },
    activatedAt: { type: 'datetime', readOnly: true, label: l('Activated', 'Aktiveret', 'Aktiverad', 'Aktivert', 'Aloitettu') },
    completedAt: { type: 'datetime', readOnly: true, label: l('Completed', 'Afsluttet', 'Slutförd', 'Fullført', 'Valmis') },
    cancelledAt: { type: 'datetime', readOnly: true, label: l('Cancelled', 'Annulleret', 'Annullerad', 'Kansellert', 'Peruttu') },
  },
  actions: {
    create: { description: 'Creates a Draft count; without lines it lists every active stock product assigned to the venue.' },
    update: { description: 'A Draft count changes freely; an Active one only its counted quantities and note (version check); others 409.' },
    activate: { description: 'Draft → Active: fills the expected quantities from the stock; one active count per venue.' },
    complete: { description: 'Active → Completed: every line needs a counted quantity; the stock is set to what was counted and the variance valued.' },
    cancel: { description: 'Cancels a Draft or Active count; the stock is unchanged.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/StockCounts/ByVenue/{venueId}', permission: access, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get stock counts' },
    getOne: { method: 'GET', path: '/StockCount/{id}', permission: access, scope: { venue: 'record' }, store: 'get', error: 'Unable to get stock count' },
    create: { method: 'POST', path: '/StockCounts/', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create stock count' },
    update: { method: 'PUT', path: '/StockCount/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update stock count with id {id}' },
    activate: { method: 'POST', path: '/StockCount/{id}/Activate', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'activate', error: 'Unable to activate stock count with id {id}' },
    complete: { method: 'POST', path: '/StockCount/{id}/Complete', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'complete', error: 'Unable to complete stock count with id {id}' },
    cancel: { method: 'POST', path: '/StockCount/{id}/Cancel', params: versionQuery, permission: write, scope: { venue: 'record' }, action: 'cancel', error: 'Unable to cancel stock count with id {id}' },
  },
  routes: [
    { path: '/vp/poc/stock-counts', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 60, icon: 'FactCheck' }, permission: POS, screen: 'StockCountsScreen' },
    { path: '/procurement/poc/stock-counts', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 50, icon: 'FactCheck' }, permission: POS, screen: 'StockCountsScreen' },
    {
      path: '/vp/pim/stocktake',
      service: 'venue',
      menuGroup: 0,
      title: l('Stocktake', 'Vareoptælling', 'Inventering', 'Varetelling', 'Inventaario'),
      sidebar: { group: 'stock', order: 60, icon: 'Checklist' },
      permission: VENUE_STOCK,
      screen: 'StockCountsScreen',
    },
  ],
});
