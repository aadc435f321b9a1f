// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <EnumInput key="type" source="type" enumKey="listNotificationRules.ruleType" />,
  <EnumInput key="listType" source="listType" enumKey="listNotificationRules.listType" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "type", "kind": "enum", "enumKey": "listNotificationRules.ruleType" },
  { "source": "listType", "kind": "enum", "enumKey": "listNotificationRules.listType" },
  { "source": "threshold", "kind": "number" },
  { "source": "inactivitySeconds", "kind": "enum", "enumKey": "listNotificationRules.inactivity" },
  { "source": "active", "kind": "boolean" },
];

export const LifeListRulesList = () => (
  <List filters={filters} sort={{ "field": "createdAt", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="type">
        <EnumField source="type" enumKey="listNotificationRules.ruleType" />
      </DataTable.Col>
      <DataTable.Col source="listType">
        <EnumField source="listType" enumKey="listNotificationRules.listType" />
      </DataTable.Col>
      <DataTable.NumberCol source="threshold" />
      <DataTable.Col source="inactivitySeconds">
        <EnumField source="inactivitySeconds" enumKey="listNotificationRules.inactivity" />
      </DataTable.Col>
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  </List>
);
