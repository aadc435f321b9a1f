// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, EmailField, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const ProcurementPocVendorsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="vendorNumber" />
      <DataTable.Col source="contactName" />
      <DataTable.Col source="email">
        <EmailField source="email" />
      </DataTable.Col>
      <DataTable.NumberCol source="leadTimeDays" />
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
