// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, FormattedDateField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="position" source="position" enumKey="campusEmployees.position" />,
  <EnumInput key="campusLevel" source="campusLevel" enumKey="campusEmployees.level" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "employeeNumber", "kind": "text" },
  { "source": "venueId", "kind": "reference", "reference": "venues", "representation": "name" },
  { "source": "position", "kind": "enum", "enumKey": "campusEmployees.position" },
  { "source": "campusLevel", "kind": "enum", "enumKey": "campusEmployees.level" },
  { "source": "hiredOn", "kind": "date" },
  { "source": "trainingsCompleted", "kind": "number" },
  { "source": "lastTrainingOn", "kind": "date" },
];

export const CockpitEmployeesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
