// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, EmailField, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "vendorNumber", "kind": "text" },
  { "source": "contactName", "kind": "text" },
  { "source": "email", "kind": "text" },
  { "source": "leadTimeDays", "kind": "number" },
  { "source": "isActive", "kind": "boolean" },
];

export const ProcurementPocVendorsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
