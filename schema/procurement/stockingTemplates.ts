import { defineResource } from '../dsl';
import { CATALOGUE_READERS, UPKEEP_STOCK, countryHeader, UPKEEP_STOCK_EDIT } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

const title = l('Stocking templates', 'Lagerskabeloner', 'Lagermallar', 'Lagermaler', 'Varastopohjat');

/** A standard assortment with par levels (for example "Cocktail bar"), applied to a venue to assign the products and set its desired stock. */
export default defineResource({
  name: 'stockingTemplates',
  label: l('Stocking template', 'Lagerskabelon', 'Lagermall', 'Lagermal', 'Varastopohja'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    description: { type: 'text', multiline: true, maxLength: 1000, show: ['list', 'form', 'detail'], label: L.description },
    lines: {
      type: 'list',
      maxItems: 500,
      label: l('Products and par levels', 'Varer og parniveauer', 'Varor och parnivåer', 'Varer og parnivåer', 'Tuotteet ja tavoitetasot'),
      of: {
        type: 'object',
        label: L.line,
        fields: {
          stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
          parLevel: { type: 'number', min: 0, max: 100000, required: true, label: L.parLevel },
          reorderPoint: { type: 'number', min: 0, max: 100000, label: L.reorderPoint },
        },
      },
    },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
  },
  actions: {
    create: { description: 'Creates a template: products of its country, each once, reorder points not above the par level.' },
    update: { description: 'Changes a template (version check) with the same checks as create.' },
    apply: { description: 'Assigns every product of the template to a venue of its country and sets the venue\'s par levels to the template\'s.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/StockingTemplates', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: 'Unable to get stocking templates' },
    getOne: { method: 'GET', path: '/StockingTemplate/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, store: 'get', error: 'Unable to get stocking template' },
    create: { method: 'POST', path: '/StockingTemplates', body: 'record', permission: UPKEEP_STOCK_EDIT, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create stocking template' },
    update: { method: 'PUT', path: '/StockingTemplate/{id}', body: 'record', permission: UPKEEP_STOCK_EDIT, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update stocking template with id {id}' },
    apply: { method: 'POST', path: '/StockingTemplate/{id}/Apply/{venueId}', permission: UPKEEP_STOCK_EDIT, scope: { venue: 'path:venueId', country: 'record' }, action: 'apply', error: 'Unable to apply stocking template' },
    delete: { method: 'DELETE', path: '/StockingTemplate/{id}', permission: UPKEEP_STOCK_EDIT, scope: { country: 'record' }, store: 'delete', error: 'Unable to delete stocking template' },
  },
  routes: [
    { path: '/procurement/stocking-templates', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'stock', order: 10, icon: 'ViewList' }, permission: UPKEEP_STOCK, views: ['list', 'create', 'edit'] },
  ],
});
