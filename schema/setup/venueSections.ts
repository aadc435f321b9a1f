import { defineResource } from '../dsl';
import { l, labels, policyEnums, readPermissions } from './parts/common';
import { sectionUpdateFields } from './parts/layout';

/** The booking a section's tables are looked at for: its guests and hours (and itself, when it is being edited). */
const bookingAtNight = {
  'existing-booking-id': { in: 'query', type: 'string' },
  'guest-count': { in: 'query', type: 'integer', required: true },
  arrival: { in: 'query', type: 'datetime', required: true },
  departure: { in: 'query', type: 'datetime' },
} as const;

/**
 * A section of a setup (a room, a floor, a terrace). Its tables are `venueTables`; the setup endpoints create and
 * change both. Served here: the table suggestion of the bookings API for one section.
 */
export default defineResource({
  name: 'venueSections',
  label: labels.section,
  labelPlural: l('Sections', 'Sektioner', 'Sektioner', 'Seksjoner', 'Osastot'),
  api: 'bookings',
  recordRepresentation: 'name',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  enums: policyEnums,
  fields: {
    ...sectionUpdateFields,
    venueSetupId: { type: 'reference', reference: 'venueSetups', required: true, label: labels.setup },
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
  },
  actions: {
    suggestTables: { description: "The section's tables scored for a booking by the seating strategies and the table-booking policies, with soft warnings and hard limits." },
    alternatives: { description: 'For a booking the section cannot take: the best free tables of the other sections at that time, and the nearest times (up to two hours earlier or later the same night) with a free table in the section.' },
  },
  endpoints: {
    tables: {
      method: 'GET',
      path: '/admin/bookings/tables/section/{sectionId}',
      id: 'path:sectionId',
      params: { ...bookingAtNight, 'accept-soft-warnings': { in: 'query', type: 'boolean' } },
      permission: readPermissions,
      scope: { venue: 'record' },
      action: 'suggestTables',
      error: 'Unable to get section tables',
    },
    alternatives: {
      method: 'GET',
      path: '/admin/bookings/tables/section/{sectionId}/alternatives',
      id: 'path:sectionId',
      params: bookingAtNight,
      permission: readPermissions,
      scope: { venue: 'record' },
      action: 'alternatives',
      error: 'Unable to get section tables',
    },
  },
});
