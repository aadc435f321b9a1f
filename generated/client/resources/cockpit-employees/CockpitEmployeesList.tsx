// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, FormattedDateField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="position" source="position" enumKey="campusEmployees.position" />,
  <EnumInput key="campusLevel" source="campusLevel" enumKey="campusEmployees.level" />,
];

export const CockpitEmployeesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="employeeNumber" />
      <DataTable.Col source="venueId">
        <ReferenceField source="venueId" reference="venues" link={false} />
      </DataTable.Col>
      <DataTable.Col source="position">
        <EnumField source="position" enumKey="campusEmployees.position" />
      </DataTable.Col>
      <DataTable.Col source="campusLevel">
        <EnumField source="campusLevel" enumKey="campusEmployees.level" />
      </DataTable.Col>
      <DataTable.Col source="hiredOn">
        <FormattedDateField source="hiredOn" kind="date" />
      </DataTable.Col>
      <DataTable.NumberCol source="trainingsCompleted" />
      <DataTable.Col source="lastTrainingOn">
        <FormattedDateField source="lastTrainingOn" kind="date" />
      </DataTable.Col>
    </DataTable>
  </List>
);
