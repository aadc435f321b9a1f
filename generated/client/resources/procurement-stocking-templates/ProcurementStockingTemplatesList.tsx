// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
];

export const ProcurementStockingTemplatesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="description" />
    </DataTable>
  </List>
);
