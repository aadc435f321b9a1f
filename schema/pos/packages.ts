import { defineResource } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, countryHeader } from './common/access';
import { L, l } from './common/labels';

const title = l('Packages', 'Pakker', 'Paket', 'Pakker', 'Paketit');

/** A bundle of sales products sold at one price, such as a bottle-service or birthday package, per country. */
export default defineResource({
  name: 'packages',
  label: l('Package', 'Pakke', 'Paket', 'Pakke', 'Paketti'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    description: { type: 'text', multiline: true, maxLength: 1000, label: L.description },
    price: { type: 'money', min: 0, required: true, show: ['list', 'form', 'detail'], label: l('Package price incl. tax', 'Pakkepris inkl. moms', 'Paketpris inkl. moms', 'Pakkepris inkl. mva', 'Paketin hinta sis. ALV') },
    items: {
      type: 'list',
      maxItems: 40,
      label: l('Contents', 'Indhold', 'Innehåll', 'Innhold', 'Sisältö'),
      of: {
        type: 'object',
        label: L.salesProduct,
        fields: {
          salesProductId: { type: 'reference', reference: 'salesProducts', required: true, label: L.salesProduct },
          quantity: { type: 'number', integer: true, min: 1, max: 1000, required: true, label: L.quantity },
        },
      },
    },
    validFrom: { type: 'date', show: ['list', 'form', 'detail'], label: L.validFrom },
    validTo: { type: 'date', show: ['list', 'form', 'detail'], label: L.validTo },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: L.active },
  },
  actions: {
    create: { description: 'Creates a package: at least one item, every item a sales product of the same country, a validity period that ends after it starts.' },
    update: { description: 'Updates a package (version check) with the same checks as create.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Packages', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get packages' },
    getOne: { method: 'GET', path: '/Package/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, store: 'get', error: 'Unable to get single package' },
    create: { method: 'POST', path: '/Packages/', body: 'record', permission: POS_EDIT, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create package' },
    update: { method: 'PUT', path: '/Package/{id}', body: 'record', permission: POS_EDIT, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update package with id {id}' },
  },
  routes: [
    { path: '/procurement/poc/packages', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'countrySetup', order: 30, icon: 'Redeem' }, permission: POS, views: ['list', 'create', 'edit'] },
  ],
});
