// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List } from 'react-admin';
import { EmptyList, EnumField, EnumInput } from '@/app/kit';

const filters = [
  <EnumInput key="category" source="category" enumKey="cockpitReports.category" />,
];

export const CpReportsList = () => (
  <List filters={filters} sort={{ "field": "sortOrder", "order": "ASC" }} empty={<EmptyList />}>
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
