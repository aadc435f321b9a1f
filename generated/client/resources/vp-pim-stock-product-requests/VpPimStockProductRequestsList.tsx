// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="state" source="state" enumKey="stockProductRequests.state" />,
];

export const VpPimStockProductRequestsList = () => (
  <List filters={filters} sort={{ "field": "createdAt", "order": "DESC" }} empty={<EmptyList />}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="vendorName" />
      <DataTable.Col source="state">
        <EnumField source="state" enumKey="stockProductRequests.state" />
      </DataTable.Col>
      <DataTable.Col source="decisionNote" />
    </DataTable>
  </List>
);
