import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { POS } from './common/access';
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
    // The issue asks for a searchable list of sales groups and sub-groups; they belong to the country's set-up.
    routes: [
      {
        path: '/procurement/poc/sales-groups',
        service: 'upkeep',
        menuGroup: 5,
        title: l('Sales groups', 'Salgsgrupper', 'Försäljningsgrupper', 'Salgsgrupper', 'Myyntiryhmät'),
        sidebar: { group: 'countrySetup', order: 25, icon: 'AccountTree' },
        permission: POS,
        screen: 'SalesGroupsScreen',
      },
    ],
  }),
);
