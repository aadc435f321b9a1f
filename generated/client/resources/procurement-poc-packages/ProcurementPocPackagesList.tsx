// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList, FormattedDateField, MoneyField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const ProcurementPocPackagesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="price">
        <MoneyField source="price" />
      </DataTable.Col>
      <DataTable.Col source="validFrom">
        <FormattedDateField source="validFrom" kind="date" />
      </DataTable.Col>
      <DataTable.Col source="validTo">
        <FormattedDateField source="validTo" kind="date" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
