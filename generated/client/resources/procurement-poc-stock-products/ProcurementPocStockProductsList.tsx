// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, MoneyField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="stockProductGroupId" source="stockProductGroupId" reference="stockProductGroups" />,
  <ReferenceInput key="vendorId" source="vendorId" reference="vendors" />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "number", "kind": "text" },
  { "source": "stockProductGroupId", "kind": "reference", "reference": "stockProductGroups", "representation": "name" },
  { "source": "vendorId", "kind": "reference", "reference": "vendors", "representation": "name" },
  { "source": "costPrice", "kind": "money" },
  { "source": "isActive", "kind": "boolean" },
];

export const ProcurementPocStockProductsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="number" />
      <DataTable.Col source="stockProductGroupId">
        <ReferenceField source="stockProductGroupId" reference="stockProductGroups" link={false} />
      </DataTable.Col>
      <DataTable.Col source="vendorId">
        <ReferenceField source="vendorId" reference="vendors" link={false} />
      </DataTable.Col>
      <DataTable.Col source="costPrice">
        <MoneyField source="costPrice" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
