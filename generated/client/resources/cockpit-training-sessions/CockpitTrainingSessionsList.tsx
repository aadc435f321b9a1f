// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, FormattedDateField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="status" source="status" enumKey="venueTrainingSessions.status" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "title", "kind": "text" },
  { "source": "venueId", "kind": "reference", "reference": "venues", "representation": "name" },
  { "source": "date", "kind": "date" },
  { "source": "startTime", "kind": "time" },
  { "source": "durationMinutes", "kind": "number" },
  { "source": "trainer", "kind": "text" },
  { "source": "participants", "kind": "number" },
  { "source": "status", "kind": "enum", "enumKey": "venueTrainingSessions.status" },
];

export const CockpitTrainingSessionsList = () => (
  <List filters={filters} sort={{ "field": "date", "order": "DESC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="venueId">
        <ReferenceField source="venueId" reference="venues" link={false} />
      </DataTable.Col>
      <DataTable.Col source="date">
        <FormattedDateField source="date" kind="date" />
      </DataTable.Col>
      <DataTable.Col source="startTime">
        <FormattedDateField source="startTime" kind="time" />
      </DataTable.Col>
      <DataTable.NumberCol source="durationMinutes" />
      <DataTable.Col source="trainer" />
      <DataTable.NumberCol source="participants" />
      <DataTable.Col source="status">
        <EnumField source="status" enumKey="venueTrainingSessions.status" />
      </DataTable.Col>
    </DataTable>
  </List>
);
