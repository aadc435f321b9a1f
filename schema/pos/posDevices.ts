import { defineResource } from '../dsl';
import { POS, POS_EDIT } from './common/access';
import { L, l } from './common/labels';

const body = {
  fields: {
    name: { type: 'text', required: true, maxLength: 80, label: L.name },
    locationId: { type: 'text', required: true, label: L.location },
    mustRequestTip: { type: 'boolean', label: l('Must request tip', 'Skal spørge om drikkepenge', 'Ska fråga om dricks', 'Skal be om tips', 'Pyydettävä juomarahaa') },
  },
} as const;

/** The tills (POS devices) of a venue, each at one of its locations. */
export default defineResource({
  name: 'posDevices',
  label: l('Terminal', 'Terminal', 'Terminal', 'Terminal', 'Pääte'),
  labelPlural: l('Terminals', 'Terminaler', 'Terminaler', 'Terminaler', 'Päätteet'),
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'name'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: body.fields.name,
    locationId: body.fields.locationId,
    mustRequestTip: { ...body.fields.mustRequestTip, default: false },
  },
  actions: {
    create: { description: 'Registers a terminal at one of the venue\'s locations; names are unique per venue (409).' },
    update: { description: 'Renames a terminal, moves it to another location of its venue or changes its tip prompt.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/PosDevices/ByVenue/{venueId}', permission: POS, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get terminals' },
    create: { method: 'POST', path: '/PosDevices/{venueId}', body, permission: POS_EDIT, scope: { venue: 'path:venueId' }, action: 'create', error: 'Unable to create terminal' },
    update: {
      method: 'PUT',
      path: '/PosDevices/{terminalId}',
      params: { venueId: { in: 'query', type: 'string', required: true } },
      id: 'path:terminalId',
      body: { fields: { ...body.fields, version: { type: 'number', integer: true, label: L.version } } },
      permission: POS_EDIT,
      scope: { venue: ['record', 'query:venueId'] },
      action: 'update',
      error: 'Unable to update terminal',
    },
    delete: { method: 'DELETE', path: '/PosDevices/{id}', permission: POS_EDIT, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete terminal' },
  },
});
