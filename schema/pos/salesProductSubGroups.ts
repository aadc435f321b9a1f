import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { L, l } from './common/labels';

/** The sub-groups of every sales group of the country (GET /SalesProductGroups/sub-groups), each with its group. */
export default defineResource(
  settingsList({
    name: 'salesProductSubGroups',
    label: L.salesSubGroup,
    labelPlural: l('Sales sub-groups', 'Salgsundergrupper', 'Försäljningsundergrupper', 'Salgsundergrupper', 'Myynnin alaryhmät'),
    path: '/SalesProductGroups/sub-groups',
    error: 'Unable to get sales sub groups',
    fields: {
      color: { type: 'text', format: 'color', label: L.color },
      salesProductGroupId: { type: 'text', label: L.salesGroup },
      salesProductGroupName: { type: 'text', label: L.salesGroup },
    },
  }),
);
