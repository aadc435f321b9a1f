import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { L, l } from './common/labels';

/** The country's sales product groups (GET /SalesProductGroups), kept in the country settings. */
export default defineResource(
  settingsList({
    name: 'salesProductGroups',
    label: L.salesGroup,
    labelPlural: l('Sales groups', 'Salgsgrupper', 'Försäljningsgrupper', 'Salgsgrupper', 'Myyntiryhmät'),
    path: '/SalesProductGroups',
    error: 'Unable to get sales groups',
    fields: { color: { type: 'text', format: 'color', label: L.color } },
  }),
);
