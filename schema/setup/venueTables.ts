import { defineResource } from '../dsl';
import { l, labels, policyEnums } from './parts/common';
import { tableTypeEnum, tableUpdateFields } from './parts/layout';

/** A table of a section; a table with part ids is a combination of other tables of the same setup. */
export default defineResource({
  name: 'venueTables',
  label: labels.table,
  labelPlural: l('Tables', 'Borde', 'Bord', 'Bord', 'Pöydät'),
  api: 'setup',
  internal: true,
  recordRepresentation: 'name',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  scope: { venue: 'venueDetailsId' },
  enums: { ...policyEnums, venueTableType: tableTypeEnum },
  fields: {
    ...tableUpdateFields,
    isActive: { type: 'boolean', default: true, label: labels.active },
    venueSectionId: { type: 'reference', reference: 'venueSections', required: true, label: labels.section },
    venueSetupId: { type: 'reference', reference: 'venueSetups', required: true, label: labels.setup },
    venueDetailsId: { type: 'reference', reference: 'venueDetails', required: true, label: labels.venue },
    deleted: { type: 'datetime', readOnly: true, label: labels.deleted },
  },
});
