// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, MoneyField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="stockProductGroupId" source="stockProductGroupId" reference="stockProductGroups" />,
  <ReferenceInput key="vendorId" source="vendorId" reference="vendors" />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const ProcurementStockProductsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
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
