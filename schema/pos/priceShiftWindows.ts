import { defineResource } from '../dsl';
import { POS, POS_VENUE } from './common/access';
import { L, l, weekdayEnum } from './common/labels';

const title = l('Price shift windows', 'Prisskiftvinduer', 'Prisskiftfönster', 'Prisskiftvinduer', 'Hinnanmuutosikkunat');

/**
 * A happy-hour style window: on the chosen weekdays between two times a venue's tills use another price group.
 * The specification shows no list call; GET /PriceShiftWindow/ByVenue/{venueId} and PUT are added.
 */
export default defineResource({
  name: 'priceShiftWindows',
  label: l('Price shift window', 'Prisskiftvindue', 'Prisskiftfönster', 'Prisskiftvindu', 'Hinnanmuutosikkuna'),
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'fromTime', order: 'ASC' },
  scope: { venue: 'venueId' },
  enums: { weekday: weekdayEnum },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', required: true, maxLength: 80, label: L.name },
    priceGroupId: { type: 'text', required: true, maxLength: 64, label: L.priceGroup },
    weekdays: { type: 'list', maxItems: 7, of: { type: 'enum', enum: 'weekday', label: L.weekday }, label: L.weekdays },
    fromTime: { type: 'time', required: true, label: L.from },
    toTime: { type: 'time', required: true, label: L.to },
    validFrom: { type: 'date', label: L.validFrom },
    validTo: { type: 'date', label: L.validTo },
    isActive: { type: 'boolean', default: true, label: L.active },
  },
  actions: {
    create: { description: 'Creates a window: a price group of the venue\'s country, at least one weekday, times that differ (an end before the start runs past midnight), no overlap with another active window of the venue on a shared weekday.' },
    update: { description: 'Changes a window (version check) with the same checks as create.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/PriceShiftWindow/ByVenue/{venueId}', permission: POS, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get price shift windows' },
    create: { method: 'POST', path: '/PriceShiftWindow/', body: 'record', permission: POS_VENUE, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create price shift window' },
    getOne: { method: 'GET', path: '/PriceShiftWindow/{id}', permission: POS, scope: { venue: 'record' }, store: 'get', error: 'Unable to get price shift window' },
    update: { method: 'PUT', path: '/PriceShiftWindow/{id}', body: 'record', permission: POS_VENUE, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update price shift window with id {id}' },
    delete: { method: 'DELETE', path: '/PriceShiftWindow/{id}', permission: POS_VENUE, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete price shift window' },
  },
  routes: [
    { path: '/vp/poc/priceShiftWindows', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 70, icon: 'Schedule' }, permission: POS, screen: 'PriceShiftWindowsScreen' },
    { path: '/procurement/poc/priceShiftWindows', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 70, icon: 'Schedule' }, permission: POS, screen: 'PriceShiftWindowsScreen' },
  ],
});
