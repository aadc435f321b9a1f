// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, MoneyField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="country" source="country" enumKey="shared.country" />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const CrmBookingProductsList = () => (
  <List filters={filters} sort={{ "field": "productName", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="productName" />
      <DataTable.Col source="description" />
      <DataTable.Col source="country">
        <EnumField source="country" enumKey="shared.country" />
      </DataTable.Col>
      <DataTable.Col source="price">
        <MoneyField source="price" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
