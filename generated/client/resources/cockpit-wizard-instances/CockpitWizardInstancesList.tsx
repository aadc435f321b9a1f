// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, FormattedDateField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="wizard" source="wizard" enumKey="wizardInstances.wizard" />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="status" source="status" enumKey="wizardInstances.status" />,
];

export const CockpitWizardInstancesList = () => (
  <List filters={filters} sort={{ "field": "startedAt", "order": "DESC" }} empty={<EmptyList />}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="employeeName" />
      <DataTable.Col source="wizard">
        <EnumField source="wizard" enumKey="wizardInstances.wizard" />
      </DataTable.Col>
      <DataTable.Col source="venueId">
        <ReferenceField source="venueId" reference="venues" link={false} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <EnumField source="status" enumKey="wizardInstances.status" />
      </DataTable.Col>
      <DataTable.NumberCol source="currentStep" />
      <DataTable.NumberCol source="totalSteps" />
      <DataTable.Col source="startedAt">
        <FormattedDateField source="startedAt" kind="datetime" />
      </DataTable.Col>
      <DataTable.Col source="completedAt">
        <FormattedDateField source="completedAt" kind="datetime" />
      </DataTable.Col>
    </DataTable>
  </List>
);
