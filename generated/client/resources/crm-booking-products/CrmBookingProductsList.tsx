// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, MoneyField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="country" source="country" enumKey="shared.country" />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "productName", "kind": "text" },
  { "source": "description", "kind": "text" },
  { "source": "country", "kind": "enum", "enumKey": "shared.country" },
  { "source": "price", "kind": "money" },
  { "source": "isActive", "kind": "boolean" },
];

export const CrmBookingProductsList = () => (
  <List filters={filters} sort={{ "field": "productName", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
