// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="state" source="state" enumKey="stockProductRequests.state" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "vendorName", "kind": "text" },
  { "source": "state", "kind": "enum", "enumKey": "stockProductRequests.state" },
  { "source": "decisionNote", "kind": "text" },
];

export const VpPimStockProductRequestsList = () => (
  <List filters={filters} sort={{ "field": "createdAt", "order": "DESC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
