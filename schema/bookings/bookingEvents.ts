import { defineResource } from '../dsl';
import { l, labels, readPermissions, setupPermission } from '../setup/parts/common';

const title = l('Events', 'Arrangementer', 'Evenemang', 'Arrangementer', 'Tapahtumat');

/** Events at a venue (a DJ night, a match on the big screen); bookings can belong to one. */
export default defineResource({
  name: 'bookingEvents',
  label: l('Event', 'Arrangement', 'Evenemang', 'Arrangement', 'Tapahtuma'),
  labelPlural: title,
  api: 'setup',
  recordRepresentation: 'eventName',
  defaultSort: { field: 'eventStart', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  fields: {
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    eventName: { type: 'text', required: true, maxLength: 200, label: labels.name },
    eventStart: { type: 'datetime', required: true, label: l('Starts', 'Starter', 'Börjar', 'Starter', 'Alkaa') },
    eventEnd: { type: 'datetime', required: true, label: l('Ends', 'Slutter', 'Slutar', 'Slutter', 'Päättyy') },
    description: { type: 'text', multiline: true, maxLength: 4000, label: labels.description },
    imageLink: { type: 'text', maxLength: 500, label: labels.image },
    venueSetupId: { type: 'reference', reference: 'venueSetups', label: labels.setup },
    venueSectionId: { type: 'reference', reference: 'venueSections', label: labels.section },
    type: { type: 'number', integer: true, default: 0, label: labels.type },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
  },
  actions: {
    byVenue: { description: "The venue's events that are not deleted." },
    list: { description: "The venue's events overlapping the period from from-date to to-date." },
    create: { description: 'Creates an event; the end must be after the start and the setup and section must be the venue’s.' },
    update: { description: 'Changes an event with a version check.' },
    remove: { description: 'Marks an event deleted.' },
  },
  endpoints: {
    byVenue: { method: 'GET', path: '/events/by-venue/{id}', params: { id: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: readPermissions, scope: { venue: 'path:id' }, action: 'byVenue', error: 'Unable to get events' },
    getList: {
      method: 'GET',
      path: '/events',
      params: {
        'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' },
        'from-date': { in: 'query', type: 'date', required: true },
        'to-date': { in: 'query', type: 'date', required: true },
      },
      permission: readPermissions,
      scope: { venue: 'query:venue-details-id' },
      action: 'list',
      error: 'Unable to get events',
    },
    create: { method: 'POST', path: '/events', body: 'record', permission: setupPermission, scope: { venue: 'body:venueDetailsId' }, action: 'create', error: 'Unable to post event' },
    update: { method: 'PUT', path: '/events/{id}', body: 'record', permission: setupPermission, scope: { venue: ['record', 'body:venueDetailsId'] }, action: 'update', error: 'Unable to put event' },
    delete: { method: 'DELETE', path: '/events/{id}', permission: setupPermission, scope: { venue: 'record' }, action: 'remove', error: 'Unable to delete event' },
  },
  routes: [
    {
      path: '/marcom/marcom/events',
      service: 'venue',
      menuGroup: 0,
      title,
      parent: '/marcom/marcom',
      sidebar: { group: 'booking', order: 340, icon: 'Celebration' },
      permission: 'vp.vp.booking.show',
      screen: 'EventsScreen',
    },
  ],
});
