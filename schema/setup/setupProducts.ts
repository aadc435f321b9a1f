import { defineResource } from '../dsl';
import { l, labels, setupPermission } from './parts/common';

/** Products guests can pre-order with a booking (bottles, packages), per setup; read with GET products (venue setups). */
export default defineResource({
  name: 'setupProducts',
  label: l('Product', 'Produkt', 'Produkt', 'Produkt', 'Tuote'),
  labelPlural: l('Products', 'Produkter', 'Produkter', 'Produkter', 'Tuotteet'),
  api: 'setup',
  recordRepresentation: 'name',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    venueSetupId: { type: 'reference', reference: 'venueSetups', required: true, label: labels.setup },
    name: { type: 'text', required: true, maxLength: 120, label: labels.name },
    description: { type: 'text', multiline: true, maxLength: 1000, label: labels.description },
    category: { type: 'text', maxLength: 60, label: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka') },
    unitPrice: { type: 'money', required: true, min: 0, label: l('Price', 'Pris', 'Pris', 'Pris', 'Hinta') },
    isActive: { type: 'boolean', default: true, label: l('Available', 'Tilgængelig', 'Tillgänglig', 'Tilgjengelig', 'Saatavilla') },
    sortOrder: { type: 'number', integer: true, default: 0, label: labels.sortOrder },
  },
  actions: {
    update: { description: 'Changes a product of a setup with a version check; it stays with its setup and venue.' },
  },
  endpoints: {
    update: {
      method: 'PUT',
      path: '/products/{id}',
      body: 'record',
      permission: setupPermission,
      scope: { venue: ['record', 'body:venueDetailsId'] },
      action: 'update',
      error: 'Unable to put products',
    },
  },
});
