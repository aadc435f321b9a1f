import { defineResource } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, STOCK_PRODUCTS, countryHeader } from './common/access';
import { L, contentUnitEnum, l } from './common/labels';

const title = l('Stock products', 'Lagervarer', 'Lagervaror', 'Lagervarer', 'Varastotuotteet');
const views = ['list', 'create', 'edit'] as const;

/**
 * What a venue buys, stores and counts: a bottle of vodka, a keg of lager, a case of lemons. Kept per country;
 * the group, unit, container type and pouring category come from the country settings.
 */
export default defineResource({
  name: 'stockProducts',
  label: L.stockProduct,
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  indexes: [{ fields: ['country', 'number'] }],
  enums: { contentUnit: contentUnitEnum },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    number: { type: 'text', maxLength: 40, search: 'prefix', show: ['list', 'form', 'detail'], label: l('Item number', 'Varenummer', 'Artikelnummer', 'Varenummer', 'Tuotenumero') },
    stockProductGroupId: { type: 'reference', reference: 'stockProductGroups', required: true, show: ['list', 'filter', 'form', 'detail'], label: L.productGroup },
    vendorId: { type: 'reference', reference: 'vendors', show: ['list', 'filter', 'form', 'detail'], label: L.vendor },
    productUnitId: { type: 'reference', reference: 'productUnits', required: true, label: L.unit },
    stockContainerTypeId: { type: 'reference', reference: 'stockContainerTypes', label: L.containerType },
    contentAmount: { type: 'number', min: 0, max: 100000, label: L.contentAmount, help: l('For example 70 for a 70 cl bottle', 'For eksempel 70 for en flaske på 70 cl', 'Till exempel 70 för en flaska på 70 cl', 'For eksempel 70 for en flaske på 70 cl', 'Esimerkiksi 70 tarkoittaa 70 cl:n pulloa') },
    contentUnit: { type: 'enum', enum: 'contentUnit', default: 'cl', label: L.contentUnit },
    pouringCategoryId: { type: 'reference', reference: 'pouringCategories', label: L.pouringCategory },
    costPrice: { type: 'money', min: 0, required: true, show: ['list', 'form', 'detail'], label: l('Cost price per unit', 'Kostpris pr. enhed', 'Inköpspris per enhet', 'Innkjøpspris per enhet', 'Ostohinta yksiköltä') },
    barcode: { type: 'text', maxLength: 40, pattern: '^[0-9]{8,14}$', label: L.barcode },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: L.active },
  },
  actions: {
    create: { description: 'Creates a stock product after checking that its group, unit, container type, pouring category and vendor belong to its country.' },
    update: { description: 'Updates a stock product (version check) with the same checks as create.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/StockProducts', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get stock products' },
    getOne: { method: 'GET', path: '/StockProduct/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, store: 'get', error: 'Unable to get single stock product' },
    create: { method: 'POST', path: '/StockProducts/', body: 'record', permission: POS_EDIT, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create stock product' },
    update: { method: 'PUT', path: '/StockProduct/{id}', body: 'record', permission: POS_EDIT, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update stock product with id {id}' },
  },
  routes: [
    { path: '/procurement/stock-products', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'products', order: 10, icon: 'Liquor' }, permission: STOCK_PRODUCTS, views: [...views] },
    { path: '/procurement/poc/stock-products', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'countrySetup', order: 10, icon: 'Liquor' }, permission: POS, views: [...views] },
  ],
});
