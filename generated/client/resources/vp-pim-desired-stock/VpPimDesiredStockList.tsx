// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField } from 'react-admin';
import { EmptyList, ExportListActions, type ExportField } from '@/app/kit';

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "stockProductId", "kind": "reference", "reference": "stockProducts", "representation": "name" },
  { "source": "parLevel", "kind": "number" },
  { "source": "reorderPoint", "kind": "number" },
];

export const VpPimDesiredStockList = () => (
  <List sort={{ "field": "stockProductId", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="stockProductId">
        <ReferenceField source="stockProductId" reference="stockProducts" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="parLevel" />
      <DataTable.NumberCol source="reorderPoint" />
    </DataTable>
  </List>
);
