import type { FieldDef } from '../dsl';
import { defineResource } from '../dsl';
import { l, labels, policyEnums, readPermissions, rulesFields, same, setupPermission } from './parts/common';
import { sectionInputFields, sectionUpdateFields, tableInputFields, tableTypeEnum, tableUpdateFields, versionField } from './parts/layout';

const setupId = { id: { in: 'path', type: 'string' } } as const;
const priority: FieldDef = { type: 'number', integer: true, min: -1000, max: 1000, label: labels.priority };
const repeatEveryCount: FieldDef = { type: 'number', integer: true, min: 1, max: 52, label: l('Repeat every', 'Gentag hver', 'Upprepa var', 'Gjenta hver', 'Toista joka') };
const bounds: Record<string, FieldDef> = {
  fromDate: { type: 'date', label: labels.fromDate },
  toDate: { type: 'date', label: labels.toDate },
  fromTime: { type: 'time', label: l('From time', 'Fra kl.', 'Från kl.', 'Fra kl.', 'Alkaen klo') },
  toTime: { type: 'time', label: l('To time', 'Til kl.', 'Till kl.', 'Til kl.', 'Asti klo') },
};

const floorplanTable: FieldDef = {
  type: 'object',
  label: labels.table,
  fields: {
    venueTableId: { type: 'text', required: true, maxLength: 64, label: labels.table },
    x: { type: 'number', required: true, label: same('X') },
    y: { type: 'number', required: true, label: same('Y') },
    width: { type: 'number', min: 1, label: l('Width', 'Bredde', 'Bredd', 'Bredde', 'Leveys') },
    height: { type: 'number', min: 1, label: l('Height', 'Højde', 'Höjd', 'Høyde', 'Korkeus') },
    rotation: { type: 'number', min: -360, max: 360, label: l('Rotation', 'Rotation', 'Rotation', 'Rotasjon', 'Kierto') },
  },
};
const floorplanFields: Record<string, FieldDef> = {
  width: { type: 'number', min: 1, max: 10000, label: l('Width', 'Bredde', 'Bredd', 'Bredde', 'Leveys') },
  height: { type: 'number', min: 1, max: 10000, label: l('Height', 'Højde', 'Höjd', 'Høyde', 'Korkeus') },
  backgroundImage: { type: 'text', maxLength: 500, label: labels.image },
  tables: { type: 'list', maxItems: 500, of: floorplanTable, label: l('Tables', 'Borde', 'Bord', 'Bord', 'Pöydät') },
};
/** The floorplan version the browser read: a save made from an older one is 409 (0 before the first save). */
const floorplanVersion: FieldDef = { type: 'number', integer: true, required: true, min: 0, label: same('Version') };

/**
 * Setups of a venue: named layouts of sections and tables with their policies and seating strategies. Setups are
 * soft-deleted; the calendar decides which one is active when. The endpoints below also change the setup's
 * sections and tables, its floorplan and its calendar dates, all checked against the setup's venue.
 */
export default defineResource({
  name: 'venueSetups',
  label: labels.setup,
  labelPlural: l('Setups', 'Opsætninger', 'Uppställningar', 'Oppsett', 'Kokoonpanot'),
  api: 'setup',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  enums: { ...policyEnums, venueTableType: tableTypeEnum },
  fields: {
    name: { type: 'text', required: true, maxLength: 100, label: labels.name },
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    isActive: { type: 'boolean', default: false, label: labels.active },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
    ...rulesFields,
    type: { type: 'number', integer: true, default: 0, label: labels.type },
    floorplan: { type: 'object', readOnly: true, fields: floorplanFields, label: l('Floorplan', 'Plantegning', 'Planritning', 'Plantegning', 'Pohjapiirros') },
    // The floorplan has its own version: renaming the setup or changing its policies does not make a floorplan save stale.
    floorplanVersion: { type: 'number', integer: true, readOnly: true, default: 0, label: l('Floorplan version', 'Version af plantegning', 'Version av planritning', 'Versjon av plantegning', 'Pohjapiirroksen versio') },
  },
  actions: {
    list: { description: "The venue's setups that are not deleted, each with its sections and tables." },
    getOne: { description: 'One setup with its sections and tables.' },
    active: { description: 'The setup the calendar makes active at a venue at a date and time (in the venue time zone).' },
    create: { description: 'Creates a setup at a venue; its products start from the standard list.' },
    update: { description: "Changes a setup's name, active flag, policies and strategies with a version check." },
    remove: { description: 'Soft-deletes a setup unless bookings are reserved for it.' },
    copy: { description: 'Copies a setup with its sections, tables, floorplan and products under a new name.' },
    createSection: { description: 'Adds a section to a setup.' },
    updateSection: { description: "Changes a section's name, description, image, policies and strategies." },
    removeSection: { description: 'Soft-deletes a section and its tables unless bookings are reserved for it.' },
    createTable: { description: 'Adds a table to a section; combination parts must be tables of the same setup.' },
    updateTable: { description: 'Changes a table.' },
    removeTable: { description: 'Soft-deletes a table unless bookings are reserved for it.' },
    setTableActive: { description: 'Turns a table on or off for bookings.' },
    getFloorplan: { description: "The setup's floorplan with the table names filled from the setup's tables." },
    putFloorplan: { description: "Saves the setup's whole floorplan (every field sent, null clears one), made from the version given (409 when stale); every table must belong to the setup." },
    products: { description: 'The products of a setup.' },
    entryByDateList: { description: 'Adds a calendar entry making the setup active on a list of dates.' },
    entryByWeeklyInterval: { description: 'Adds a calendar entry making the setup active on weekdays every n weeks.' },
    entryByYearlyInterval: { description: 'Adds a calendar entry making the setup active on dates every n years (dates normalised to YYYY-MM-DD).' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/venue-setups',
      params: { 'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' } },
      permission: readPermissions,
      scope: { venue: 'query:venue-details-id' },
      action: 'list',
      error: 'Unable to get venue setups',
    },
    active: {
      method: 'GET',
      path: '/venue-setups/active',
      params: { 'venue-details-id': { in: 'query', type: 'string', required: true, from: 'activeVenue' }, 'date-time': { in: 'query', type: 'datetime', required: true } },
      permission: readPermissions,
      scope: { venue: 'query:venue-details-id' },
      action: 'active',
      error: 'Unable to get venue setups',
    },
    getOne: { method: 'GET', path: '/venue-setups/{id}', permission: readPermissions, scope: { venue: 'record' }, action: 'getOne', error: 'Unable to get venue setups' },
    create: {
      method: 'POST',
      path: '/venue-setups',
      body: { fields: { name: { type: 'text', required: true, maxLength: 100, label: labels.name }, venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue } } },
      permission: setupPermission,
      scope: { venue: 'body:venueDetailsId' },
      action: 'create',
      error: 'Unable to post venue setup',
    },
    update: {
      method: 'PUT',
      path: '/venue-setups/{id}',
      body: {
        fields: {
          name: { type: 'text', required: true, maxLength: 100, label: labels.name },
          isActive: { type: 'boolean', label: labels.active },
          ...rulesFields,
          type: { type: 'number', integer: true, label: labels.type },
          version: { type: 'number', integer: true, required: true, label: same('Version') },
        },
      },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'update',
      error: 'Unable to put venue setup',
    },
    delete: {
      method: 'DELETE',
      path: '/venue-setups/{id}',
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'remove',
      error: 'Bookings are reserved for this setup, so it cannot be deleted',
    },
    copy: { method: 'POST', path: '/venue-setups/{id}/copy/{newName}', permission: setupPermission, scope: { venue: 'record' }, action: 'copy', error: 'Unable to copy venue setup' },
    createSection: {
      method: 'POST',
      path: '/venue-setups/{id}/venue-sections',
      body: { fields: sectionInputFields },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'createSection',
      error: 'Unable to post section',
    },
    updateSection: {
      method: 'PUT',
      path: '/venue-setups/{id}/venue-sections/{sectionId}',
      body: { fields: { ...sectionUpdateFields, ...versionField } },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'updateSection',
      error: 'Unable to put venue section',
    },
    deleteSection: {
      method: 'DELETE',
      path: '/venue-setups/{id}/venue-sections/{sectionId}',
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'removeSection',
      error: 'Bookings are reserved for this section, so it cannot be deleted',
    },
    createTable: {
      method: 'POST',
      path: '/venue-setups/{id}/venue-sections/{sectionId}/venue-tables',
      body: { fields: tableInputFields },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'createTable',
      error: 'Unable to get Team Members',
    },
    updateTable: {
      method: 'PUT',
      path: '/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}',
      body: { fields: { ...tableUpdateFields, ...versionField } },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'updateTable',
      error: 'Unable to put venue table',
    },
    deleteTable: {
      method: 'DELETE',
      path: '/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}',
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'removeTable',
      error: 'Bookings are reserved for this table, so it cannot be deleted',
    },
    setTableActive: {
      method: 'PATCH',
      path: '/venue-setups/{id}/venue-sections/{sectionId}/venue-tables/{tableId}',
      body: { fields: { active: { type: 'boolean', required: true, label: labels.active } } },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'setTableActive',
      error: 'Unable to patch venue table active state',
    },
    getFloorplan: {
      method: 'GET',
      path: '/floorplan/{setupId}',
      id: 'path:setupId',
      permission: readPermissions,
      scope: { venue: 'record' },
      action: 'getFloorplan',
      error: 'Unable to get venue setup floorplan',
    },
    putFloorplan: {
      method: 'PUT',
      path: '/floorplan/{setupId}',
      id: 'path:setupId',
      body: { fields: { ...floorplanFields, version: floorplanVersion }, whole: true },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'putFloorplan',
      error: 'Unable to put floorplan',
    },
    products: {
      method: 'GET',
      path: '/products',
      id: 'query:venue-setup-id',
      params: { 'venue-setup-id': { in: 'query', type: 'string', required: true } },
      permission: readPermissions,
      scope: { venue: 'record' },
      action: 'products',
      error: 'Unable to get products',
    },
    entryByDateList: {
      method: 'POST',
      path: '/venue-setup-calendar-entries/{id}/calendar-dates-by-date-list',
      params: setupId,
      body: {
        fields: {
          dates: { type: 'list', required: true, maxItems: 366, of: { type: 'text', maxLength: 40, label: labels.date }, label: l('Dates', 'Datoer', 'Datum', 'Datoer', 'Päivämäärät') },
          priority,
          fromTime: bounds.fromTime,
          toTime: bounds.toTime,
        },
      },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'entryByDateList',
      error: 'Unable to post calendar entry',
    },
    entryByWeeklyInterval: {
      method: 'POST',
      path: '/venue-setup-calendar-entries/{id}/calendar-dates-by-weekly-interval',
      params: setupId,
      body: {
        fields: {
          repeatEveryCount,
          repeatOnDays: {
            type: 'list',
            required: true,
            maxItems: 7,
            of: { type: 'number', integer: true, min: 1, max: 7, label: l('Weekday', 'Ugedag', 'Veckodag', 'Ukedag', 'Viikonpäivä') },
            label: l('Repeat on', 'Gentag på', 'Upprepa på', 'Gjenta på', 'Toista päivinä'),
          },
          priority,
          ...bounds,
        },
      },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'entryByWeeklyInterval',
      error: 'Unable to post calendar entry',
    },
    entryByYearlyInterval: {
      method: 'POST',
      path: '/venue-setup-calendar-entries/{id}/calendar-dates-by-yearly-interval',
      params: setupId,
      body: {
        fields: {
          repeatEveryCount,
          repeatOnDates: { type: 'list', required: true, maxItems: 366, of: { type: 'text', maxLength: 40, label: labels.date }, label: l('Dates', 'Datoer', 'Datum', 'Datoer', 'Päivämäärät') },
          priority,
          ...bounds,
        },
      },
      permission: setupPermission,
      scope: { venue: 'record' },
      action: 'entryByYearlyInterval',
      error: 'Unable to post yearly entry',
    },
  },
});
