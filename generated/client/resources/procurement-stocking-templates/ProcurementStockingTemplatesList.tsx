// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "description", "kind": "text" },
];

export const ProcurementStockingTemplatesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="description" />
    </DataTable>
  </List>
);
