import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.bookingproducts.view';
const write = 'vp.crm.bookingproducts.edit';
const title = l('Booking products', 'Bookingprodukter', 'Bokningsprodukter', 'Bookingprodukter', 'Varaustuotteet');

/** Products guests choose on booking forms (menus, bottles, packages), priced in their country's currency. */
export default defineResource({
  name: 'bookingProducts',
  label: l('Booking product', 'Bookingprodukt', 'Bokningsprodukt', 'Bookingprodukt', 'Varaustuote'),
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'productName',
  defaultSort: { field: 'productName', order: 'ASC' },
  fields: {
    productName: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: l('Product name', 'Produktnavn', 'Produktnamn', 'Produktnavn', 'Tuotteen nimi') },
    description: { type: 'text', multiline: true, maxLength: 1000, show: ['list', 'form', 'detail'], label: LABELS.description },
    country: { type: 'enum', enum: 'country', required: true, default: 'dk', show: ['list', 'filter', 'form', 'detail'], label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    price: { type: 'money', min: 0, show: ['list', 'form', 'detail'], label: l('Price', 'Pris', 'Pris', 'Pris', 'Hinta') },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen') },
  },
  actions: {
    remove: { description: 'Deletes a product no booking form offers (409 naming the forms that do).' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/BookingFormProducts', permission, store: 'list', error: 'Unable to get booking products' },
    getOne: { method: 'GET', path: '/BookingFormProducts/{id}', permission, store: 'get', error: 'Unable to get booking product' },
    create: { method: 'POST', path: '/BookingFormProducts', body: 'record', permission: write, store: 'create', error: 'Unable to create new booking product' },
    update: { method: 'PUT', path: '/BookingFormProducts', body: 'record', id: 'body:id', permission: write, store: 'update', error: 'Unable to update booking product' },
    delete: { method: 'DELETE', path: '/BookingFormProducts/{id}', permission: write, action: 'remove', returns: 'none', error: 'Unable to delete booking product' },
  },
  routes: [
    {
      path: '/crm/booking-products',
      service: 'crm',
      menuGroup: 3,
      title,
      permission,
      parent: '/crm/booking-forms',
      views: ['list', 'create', 'edit'],
    },
  ],
});
