// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, MoneyField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "portions", "kind": "number" },
  { "source": "costPerPortion", "kind": "money" },
];

export const ProcurementProductSpecsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="portions" />
      <DataTable.Col source="costPerPortion">
        <MoneyField source="costPerPortion" />
      </DataTable.Col>
    </DataTable>
  </List>
);
