// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <EnumInput key="category" source="category" enumKey="cockpitReports.category" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "category", "kind": "enum", "enumKey": "cockpitReports.category" },
  { "source": "permission", "kind": "text" },
  { "source": "isActive", "kind": "boolean" },
];

export const CpReportsList = () => (
  <List filters={filters} sort={{ "field": "sortOrder", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="category">
        <EnumField source="category" enumKey="cockpitReports.category" />
      </DataTable.Col>
      <DataTable.Col source="permission" />
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
