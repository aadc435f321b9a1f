// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList, MoneyField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
];

export const ProcurementProductSpecsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="portions" />
      <DataTable.Col source="costPerPortion">
        <MoneyField source="costPerPortion" />
      </DataTable.Col>
    </DataTable>
  </List>
);
