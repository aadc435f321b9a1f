import { defineResource } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, countryHeader } from './common/access';
import { L, l } from './common/labels';

const title = l('Vendors', 'Leverandører', 'Leverantörer', 'Leverandører', 'Toimittajat');

/**
 * The suppliers stock is bought from, per country. The specification shows only GET /Vendors; the single get,
 * create and update calls are added so that the list can be kept (docs/decisions.md).
 */
export default defineResource({
  name: 'vendors',
  label: L.vendor,
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    vendorNumber: { type: 'text', maxLength: 40, search: 'prefix', show: ['list', 'form', 'detail'], label: l('Vendor number', 'Leverandørnummer', 'Leverantörsnummer', 'Leverandørnummer', 'Toimittajanumero') },
    contactName: { type: 'text', maxLength: 120, show: ['list', 'form', 'detail'], label: l('Contact person', 'Kontaktperson', 'Kontaktperson', 'Kontaktperson', 'Yhteyshenkilö') },
    email: { type: 'text', format: 'email', maxLength: 200, show: ['list', 'form', 'detail'], label: l('Order email', 'Ordre-e-mail', 'Order-e-post', 'Ordre-e-post', 'Tilaussähköposti') },
    phone: { type: 'text', format: 'phone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
    leadTimeDays: { type: 'number', integer: true, min: 0, max: 60, default: 2, show: ['list', 'form', 'detail'], label: l('Delivery time (days)', 'Leveringstid (dage)', 'Leveranstid (dagar)', 'Leveringstid (dager)', 'Toimitusaika (päivää)') },
    minimumOrder: { type: 'money', min: 0, label: l('Minimum order', 'Minimumsordre', 'Minsta order', 'Minimumsordre', 'Vähimmäistilaus') },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
    isActive: { type: 'boolean', default: true, show: ['list', 'filter', 'form', 'detail'], label: L.active },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Vendors', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get vendors' },
    getOne: { method: 'GET', path: '/Vendor/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, store: 'get', error: 'Unable to get vendor' },
    create: { method: 'POST', path: '/Vendors', body: 'record', permission: POS_EDIT, scope: { country: 'body:country' }, store: 'create', error: 'Unable to create vendor' },
    update: { method: 'PUT', path: '/Vendor/{id}', body: 'record', permission: POS_EDIT, scope: { country: ['record', 'body:country'] }, store: 'update', error: 'Unable to update vendor with id {id}' },
  },
  routes: [
    {
      path: '/procurement/poc/vendors',
      service: 'upkeep',
      menuGroup: 5,
      title,
      sidebar: { group: 'countrySetup', order: 40, icon: 'LocalShipping' },
      permission: POS,
      views: ['list', 'create', 'edit'],
    },
  ],
});
