import { defineResource } from '../dsl';
import { CATALOGUE_READERS, UPKEEP_STOCK, countryHeaderOnly, UPKEEP_STOCK_EDIT } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

/** How stock is managed in a country: count interval, accepted count variance, order numbering and delivery defaults. */
export default defineResource({
  name: 'stockSettings',
  label: l('Stock settings', 'Lagerindstillinger', 'Lagerinställningar', 'Lagerinnstillinger', 'Varastoasetukset'),
  labelPlural: l('Stock settings', 'Lagerindstillinger', 'Lagerinställningar', 'Lagerinnstillinger', 'Varastoasetukset'),
  api: 'pos',
  scope: { country: 'country' },
  indexes: [{ fields: ['country'], unique: true }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: L.country },
    countIntervalDays: { type: 'number', integer: true, min: 1, max: 365, default: 30, label: l('Count every (days)', 'Optælling hver (dage)', 'Inventering var (dagar)', 'Telling hver (dager)', 'Laskenta joka (päivä)') },
    varianceTolerancePercentage: { type: 'number', min: 0, max: 100, default: 5, label: l('Accepted count variance (%)', 'Accepteret optællingsafvigelse (%)', 'Accepterad inventeringsavvikelse (%)', 'Akseptert tellingsavvik (%)', 'Hyväksytty laskentapoikkeama (%)') },
    purchaseOrderPrefix: { type: 'text', required: true, maxLength: 8, pattern: '^[A-Z0-9-]+$', default: 'PO', label: l('Order number prefix', 'Præfiks for ordrenumre', 'Prefix för ordernummer', 'Prefiks for ordrenumre', 'Tilausnumeron etuliite') },
    defaultLeadTimeDays: { type: 'number', integer: true, min: 0, max: 60, default: 2, label: l('Default delivery time (days)', 'Standardleveringstid (dage)', 'Standardleveranstid (dagar)', 'Standard leveringstid (dager)', 'Oletustoimitusaika (päivää)') },
  },
  actions: {
    get: { description: 'The stock settings of the country (the defaults with version 0 when none are saved).' },
    update: { description: 'Saves the country\'s stock settings (version check).' },
  },
  endpoints: {
    get: { method: 'GET', path: '/StockSettings', params: countryHeaderOnly, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, action: 'get', error: 'Unable to get stock settings' },
    update: { method: 'PUT', path: '/StockSettings', params: countryHeaderOnly, body: 'record', permission: UPKEEP_STOCK_EDIT, scope: { country: ['header:countryId', 'body:country'] }, action: 'update', error: 'Unable to update stock settings' },
  },
  routes: [
    {
      path: '/procurement/settings',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Stock settings', 'Lagerindstillinger', 'Lagerinställningar', 'Lagerinnstillinger', 'Varastoasetukset'),
      sidebar: { group: 'stock', order: 30, icon: 'Settings' },
      permission: UPKEEP_STOCK,
      screen: 'StockSettingsScreen',
    },
  ],
});
