import { defineResource } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, countryHeader } from './common/access';
import { L, l } from './common/labels';

const title = l('Sales products', 'Salgsvarer', 'Försäljningsartiklar', 'Salgsvarer', 'Myyntituotteet');

/**
 * What the tills sell: a drink, a dish, a cover charge. Kept per country with a price per price group, a tax
 * group, a sales group and sub-group, allergies and optionally the recipe it is made from.
 */
export default defineResource({
  name: 'salesProducts',
  label: L.salesProduct,
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    number: { type: 'text', maxLength: 40, search: 'prefix', show: ['list', 'form', 'detail'], label: l('PLU', 'PLU', 'PLU', 'PLU', 'PLU') },
    salesProductGroupId: { type: 'reference', reference: 'salesProductGroups', required: true, show: ['list', 'filter', 'form', 'detail'], label: L.salesGroup },
    salesProductSubGroupId: { type: 'reference', reference: 'salesProductSubGroups', show: ['list', 'form', 'detail'], label: L.salesSubGroup },
    taxGroupId: { type: 'reference', reference: 'taxGroups', required: true, label: L.taxGroup },
    prices: {
      type: 'list',
      maxItems: 50,
      label: L.prices,
      of: {
        type: 'object',
        label: L.price,
        fields: {
          priceGroupId: { type: 'reference', reference: 'priceGroups', required: true, label: L.priceGroup },
          price: { type: 'money', min: 0, required: true, label: l('Price incl. tax', 'Pris inkl. moms', 'Pris inkl. moms', 'Pris inkl. mva', 'Hinta sis. ALV') },
        },
      },
    },
    recipeId: { type: 'reference', reference: 'recipes', label: L.recipe },
    allergyIds: { type: 'list', maxItems: 30, of: { type: 'reference', reference: 'allergies', label: l('Allergy', 'Allergen', 'Allergen', 'Allergen', 'Allergeeni') }, label: L.allergies },
    color: { type: 'text', format: 'color', label: l('Button colour', 'Knapfarve', 'Knappfärg', 'Knappefarge', 'Painikkeen väri') },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: L.active },
  },
  actions: {
    create: { description: 'Creates a sales product after checking its group, sub-group, tax group, price groups, allergies and recipe against its country.' },
    update: { description: 'Updates a sales product (version check) with the same checks as create.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/SalesProducts', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get sales products' },
    getOne: { method: 'GET', path: '/SalesProduct/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, store: 'get', error: 'Unable to get single sales product' },
    create: { method: 'POST', path: '/SalesProducts/', body: 'record', permission: POS_EDIT, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create sales product' },
    update: { method: 'PUT', path: '/SalesProduct/{id}', body: 'record', permission: POS_EDIT, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update sales product with id {id}' },
  },
  routes: [
    { path: '/procurement/poc/sales-products', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'countrySetup', order: 20, icon: 'LocalDrink' }, permission: POS, views: ['list', 'create', 'edit'] },
  ],
});
