// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, FormattedDateField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="wizard" source="wizard" enumKey="wizardInstances.wizard" />,
  <ReferenceInput key="venueId" source="venueId" reference="venues" />,
  <EnumInput key="status" source="status" enumKey="wizardInstances.status" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "employeeName", "kind": "text" },
  { "source": "wizard", "kind": "enum", "enumKey": "wizardInstances.wizard" },
  { "source": "venueId", "kind": "reference", "reference": "venues", "representation": "name" },
  { "source": "status", "kind": "enum", "enumKey": "wizardInstances.status" },
  { "source": "currentStep", "kind": "number" },
  { "source": "totalSteps", "kind": "number" },
  { "source": "startedAt", "kind": "datetime" },
  { "source": "completedAt", "kind": "datetime" },
];

export const CockpitWizardInstancesList = () => (
  <List filters={filters} sort={{ "field": "startedAt", "order": "DESC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
