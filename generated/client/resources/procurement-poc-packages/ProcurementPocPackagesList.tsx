// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, FormattedDateField, MoneyField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "price", "kind": "money" },
  { "source": "validFrom", "kind": "date" },
  { "source": "validTo", "kind": "date" },
  { "source": "isActive", "kind": "boolean" },
];

export const ProcurementPocPackagesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
