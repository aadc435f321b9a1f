// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, FormattedDateField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="status" source="status" enumKey="venueTrainingSessions.status" />,
];

export const CockpitTrainingSessionsList = () => (
  <List filters={filters} sort={{ "field": "date", "order": "DESC" }} empty={<EmptyList />}>
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
