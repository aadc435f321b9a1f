// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="salesProductGroupId" source="salesProductGroupId" reference="salesProductGroups" />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "number", "kind": "text" },
  { "source": "salesProductGroupId", "kind": "reference", "reference": "salesProductGroups", "representation": "name" },
  { "source": "salesProductSubGroupId", "kind": "reference", "reference": "salesProductSubGroups", "representation": "name" },
  { "source": "isActive", "kind": "boolean" },
];

export const ProcurementPocSalesProductsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="number" />
      <DataTable.Col source="salesProductGroupId">
        <ReferenceField source="salesProductGroupId" reference="salesProductGroups" link={false} />
      </DataTable.Col>
      <DataTable.Col source="salesProductSubGroupId">
        <ReferenceField source="salesProductSubGroupId" reference="salesProductSubGroups" link={false} />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
