// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField } from 'react-admin';
import { EmptyList } from '@/app/kit';

export const VpPimDesiredStockList = () => (
  <List sort={{ "field": "stockProductId", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="stockProductId">
        <ReferenceField source="stockProductId" reference="stockProducts" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="parLevel" />
      <DataTable.NumberCol source="reorderPoint" />
    </DataTable>
  </List>
);
